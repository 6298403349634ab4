import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { forgotPasswordSchema, messages, type ForgotPasswordValues } from '@portal/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { requestOperation } from '../../lib/graphql/operation.ts';
import { texts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { ResultMessage } from '../../kit/form/result-message.tsx';
import { TextInputField } from '../../kit/form/text-field.tsx';
import { useMutationForm, type ServerFieldNames } from '../../kit/form/use-mutation-form.ts';
import { loginPath } from './urls.ts';

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
  // A plain request: the signed-out pages do not load Apollo (decision 042).
  const { form, submit, resultMessage } = useMutationForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    serverFields,
    mutate: (values) => requestOperation(RequestPasswordResetMutation, { input: values }),
    onSuccess: () => setSent(true),
  });

  return (
    <Stack gap="md">
      <PageTitle>{texts.auth.forgotPasswordTitle}</PageTitle>
      {sent ? (
        <Alert role="status" color="green" variant="light">
          {messages.resetSent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <ResultMessage message={resultMessage} />
            <TextInputField
              control={form.control}
              name="email"
              label={texts.auth.email}
              type="email"
              autoComplete="email"
              required
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
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
