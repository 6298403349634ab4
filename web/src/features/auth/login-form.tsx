import { Anchor, Button, Group, Stack } from '@mantine/core';
import { messages, type LoginValues } from '@portal/schema';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { useClientHandle } from '../../lib/apollo/client-handle.ts';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { SERVER_ERROR, useSubmitForm, type ServerFieldNames } from '../../kit/form/submit-form.ts';
import { PasswordField, TextInputField } from '../../kit/form/text-field.tsx';
import { hasErrorCode } from '../../lib/graphql-errors.ts';
import { forgotPasswordPath } from './urls.ts';
import { fieldErrorsOf, loginResolver } from './login-rules.ts';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      viewer {
        homePath
      }
      handover {
        url
      }
    }
  }
`);

const serverFields: ServerFieldNames<LoginValues> = {
  email: 'email',
  username: 'email',
  password: 'password',
};

/** A sign-in the server accepted for a user with no page to go to: refused like a wrong password. */
class NoHomePath extends Error {}

export function LoginForm() {
  const client = useClientHandle();
  const navigate = useNavigate();
  // The form core without zod (kit/form/submit-form.ts), with the shared sign-in rules (login-rules.ts).
  const { form, submit, resultMessage } = useSubmitForm<LoginValues>({
    resolver: loginResolver,
    fieldErrorsOf,
    defaultValues: { email: '', password: '' },
    serverFields,
    // A plain request: the login route does not load Apollo (decision 026). A client loaded
    // earlier in this tab (signed out, then back here) forgets the previous user.
    mutate: async (values) => {
      const data = await requestOperation(LoginMutation, { input: values });
      await client.current()?.clearStore();
      const homePath = data.login.viewer.homePath;
      const handover = data.login.handover?.url;
      if (!homePath) throw new NoHomePath(messages.checkPermissions);
      // Signed in on another client's host: the session moves to the user's own host (decision 023).
      if (handover) window.location.replace(handover);
      else await navigate(homePath, { replace: true });
    },
    // A refusal keeps the email, empties the password and puts the cursor there.
    onFailure: (error, values, { reset, setError, setFocus }) => {
      // The server refuses a user with no page to land on (FORBIDDEN, no session made).
      const refusal =
        error instanceof NoHomePath || hasErrorCode(error, 'FORBIDDEN')
          ? messages.checkPermissions
          : hasErrorCode(error, 'UNAUTHENTICATED', 'INVALID_CREDENTIALS')
            ? messages.loginFailed
            : null;
      if (refusal === null) return false;
      reset({ email: values.email, password: '' });
      setError(SERVER_ERROR as 'root.server', { type: 'server', message: refusal });
      setFocus('password');
      return true;
    },
  });
  const { control, formState } = form;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={resultMessage ?? undefined} />
        <TextInputField
          control={control}
          name="email"
          label={texts.auth.email}
          type="email"
          autoComplete="username"
          required
        />
        <PasswordField control={control} name="password" label={texts.auth.password} required />
        <Group justify="space-between" align="center">
          <Anchor component={Link} to={forgotPasswordPath} size="sm">
            {texts.auth.forgottenPassword}
          </Anchor>
          <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
            {texts.auth.login}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
