import { Alert, Stack } from '@mantine/core';
import { messages } from '@portal/schema';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { texts } from './texts.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { LoginForm } from './login-form.tsx';
import { readLoginParams, withoutSessionParam } from './urls.ts';

// The dialog (Modal, with its scroll area and focus trap) loads only when a session has timed out,
// so a plain visit to the login page does not download it.
const SessionTimeoutDialog = lazy(() =>
  import('./session-timeout-dialog.tsx').then((m) => ({ default: m.SessionTimeoutDialog })),
);

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { sessionTimedOut, requestDenied, handoverFailed } = readLoginParams(params);
  // Once shown, the dialog stays mounted so that closing it runs its exit transition.
  const [dialogNeeded, setDialogNeeded] = useState(sessionTimedOut);
  if (sessionTimedOut && !dialogNeeded) setDialogNeeded(true);

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
      {dialogNeeded && (
        <Suspense fallback={null}>
          <SessionTimeoutDialog
            opened={sessionTimedOut}
            onClose={() => setParams(withoutSessionParam(params), { replace: true })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
