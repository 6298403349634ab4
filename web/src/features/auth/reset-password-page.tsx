import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { resetPasswordSchema, type ResetPasswordValues } from '@portal/schema';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { applyFieldErrors, setServerError, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { loginPath } from './urls.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestOperation(ResetPasswordMutation, { input: values });
      setDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) setServerError(error, setError);
    }
  });

  return (
    <Stack gap="md">
      <PageTitle>{texts.auth.resetPasswordTitle}</PageTitle>
      {done ? (
        <Alert role="status" color="green" variant="light">
          {texts.auth.passwordResetDone}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={errors.root?.['server']?.message ?? errors.token?.message} />
            <TextInput
              label={texts.auth.newPassword}
              type="password"
              autoComplete="new-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
            <TextInput
              label={texts.auth.confirmPassword}
              type="password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
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
