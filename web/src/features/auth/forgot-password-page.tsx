import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { forgotPasswordSchema, messages, type ForgotPasswordValues } from '@portal/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { applyFieldErrors, setServerError, type ServerFieldNames } from '../../lib/apply-field-errors.ts';
import { loginPath } from './urls.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`);

const serverFields: ServerFieldNames<ForgotPasswordValues> = { email: 'email' };

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(forgotPasswordSchema, { email: '' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestOperation(RequestPasswordResetMutation, { input: values });
      setSent(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) setServerError(error, setError);
    }
  });

  return (
    <Stack gap="md">
      <PageTitle>{texts.auth.forgotPasswordTitle}</PageTitle>
      {sent ? (
        <Alert role="status" color="green" variant="light">
          {messages.resetSent}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormError message={errors.root?.['server']?.message} />
            <TextInput
              label={texts.auth.email}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
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
        {texts.auth.backToLogin}
      </Anchor>
    </Stack>
  );
}
