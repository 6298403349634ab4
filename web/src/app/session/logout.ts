import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__';
import { clearUserStorage } from '../../lib/storage.ts';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);

let loggingOut = 0;

/** True while this tab is signing out (its own socket is then closed as "signed out" too). */
export const isLoggingOut = (): boolean => loggingOut > 0;

/**
 * Ends the server session and forgets everything the browser kept for this user. The local part
 * runs even when the call fails (the error link reports network failures).
 */
export const logout = async (client: ApolloClient): Promise<void> => {
  loggingOut++;
  try {
    await client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
    await client.clearStore();
    clearUserStorage();
  } finally {
    loggingOut--;
  }
};
