import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { resetPasswordSchema, type ResetPasswordValues } from '@portal/schema';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { PasswordField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type ServerFieldNames } from '../../kit/form/use-mutation-form.ts';
import { loginPath } from './urls.ts';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
    }
  }
`);

const serverFields: ServerFieldNames<ResetPasswordValues> = {
  password: 'password',
  'password.first': 'password',
  'password.second': 'confirmPassword',
  confirmPassword: 'confirmPassword',
};

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  // A plain request: the signed-out pages do not load Apollo (decision 042).
  const { form, submit, resultMessage } = useMutationForm({
    schema: resetPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    serverFields,
    mutate: (values) => requestOperation(ResetPasswordMutation, { input: values }),
    onSuccess: () => setDone(true),
  });
  const { control, formState } = form;

  return (
    <Stack gap="md">
      <PageTitle>{texts.auth.resetPasswordTitle}</PageTitle>
      {done ? (
        <Alert role="status" color="green" variant="light">
          {texts.auth.passwordResetDone}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <ResultMessage message={resultMessage ?? formState.errors.token?.message ?? null} />
            <PasswordField
              control={control}
              name="password"
              label={texts.auth.newPassword}
              autoComplete="new-password"
              required
            />
            <PasswordField
              control={control}
              name="confirmPassword"
              label={texts.auth.confirmPassword}
              autoComplete="new-password"
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={formState.isSubmitting}>
                {texts.auth.reset}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={loginPath} size="sm">
        {texts.auth.login}
      </Anchor>
    </Stack>
  );
}
