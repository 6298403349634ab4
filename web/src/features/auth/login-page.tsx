import { Alert, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { useSearchParams } from 'react-router';
import { texts } from '../../app/texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { LoginForm } from './login-form.tsx';
import { SessionTimeoutDialog } from './session-timeout-dialog.tsx';
import { readLoginParams, withoutSessionParam } from './urls.ts';

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { sessionTimedOut, requestDenied, handoverFailed } = readLoginParams(params);

  return (
    <Stack gap={0}>
      <PageTitle>{texts.auth.loginTitle}</PageTitle>
      {handoverFailed && (
        <Alert role="alert" color="yellow" variant="light" mb="md">
          {messages.handoverFailed}
        </Alert>
      )}
      {requestDenied && (
        <Alert role="alert" color="red" variant="light" mb="md">
          {messages.userDeniedRequest}
        </Alert>
      )}
      <LoginForm />
      <SessionTimeoutDialog
        opened={sessionTimedOut}
        onClose={() => setParams(withoutSessionParam(params), { replace: true })}
      />
    </Stack>
  );
}
