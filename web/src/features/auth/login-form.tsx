import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { messages, type LoginValues } from '@portal/schema';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { useClientHandle } from '../../lib/apollo/client-handle.ts';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import type { ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { hasErrorCode } from '../../lib/graphql-errors.ts';
import { forgotPasswordPath } from './urls.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import type * as LoginRulesModule from './login-rules.ts';
import { SERVER_ERROR, setServerError } from '../../lib/server-error.ts';

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

type LoginRules = typeof LoginRulesModule;

// The shared login rules (zod) load beside the first paint: the first validation awaits them, and
// by the time an answer comes back they are there for its field errors too.
let rules: Promise<LoginRules> | undefined;
const loadRules = () =>
  (rules ??= import('./login-rules.ts').catch((error: unknown) => {
    rules = undefined;
    throw error;
  }));
const resolver = lazyResolver(() => loadRules().then((m) => m.loginResolver));

const serverFields: ServerFieldNames<LoginValues> = {
  email: 'email',
  username: 'email',
  password: 'password',
};

export function LoginForm() {
  const client = useClientHandle();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({ resolver, mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const refuse = (email: string, message: string) => {
    reset({ email, password: '' });
    setError(SERVER_ERROR, { type: 'server', message });
    setFocus('password');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      // A plain request: the login route does not load Apollo (decision 026). A client loaded
      // earlier in this tab (signed out, then back here) forgets the previous user.
      const data = await requestOperation(LoginMutation, { input: values });
      await client.current()?.clearStore();
      const homePath = data.login.viewer.homePath;
      const handover = data.login.handover?.url;
      // Signed in on another client's host: the session moves to the user's own host (decision 023).
      if (homePath && handover) window.location.replace(handover);
      else if (homePath) await navigate(homePath, { replace: true });
      else refuse(values.email, messages.checkPermissions);
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHENTICATED', 'INVALID_CREDENTIALS')) refuse(values.email, messages.loginFailed);
      else if (!(await loadRules()).applyFieldErrors(error, setError, serverFields)) setServerError(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root?.['server']?.message} />
        <TextInput
          label={texts.auth.email}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label={texts.auth.password}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component={Link} to={forgotPasswordPath} size="sm">
            {texts.auth.forgottenPassword}
          </Anchor>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {texts.auth.login}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
