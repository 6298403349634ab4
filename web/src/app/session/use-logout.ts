import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loginPath } from '../../features/auth/urls.ts';
import { sessionEndedState } from '../../lib/navigation-state.ts';
import { logout } from './logout.ts';

export function useLogout(): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    void logout(client).then(() => navigate(loginPath, { replace: true, state: sessionEndedState }));
  }, [client, navigate]);
}
