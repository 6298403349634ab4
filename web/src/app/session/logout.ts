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

/**
 * Ends the server session and forgets everything the browser kept for this user. The local part
 * runs even when the call fails (the error link reports network failures).
 */
export const logout = async (client: ApolloClient): Promise<void> => {
  await client.mutate({ mutation: LogoutMutation }).catch(() => undefined);
  await client.clearStore();
  clearUserStorage();
};
