import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../__generated__';

export const StartHandoverMutation = graphql(`
  mutation StartHandover($next: String) {
    startHandover(next: $next) {
      url
    }
  }
`);

/**
 * The URL that carries this browser's session to the user's own client host and opens `next`
 * there (decision 023), or null when the BFF finds no move is needed. Opened with
 * `location.replace`, so neither it nor the page on the wrong host stays in the history.
 */
export const startHandover = async (client: ApolloClient, next: string): Promise<string | null> => {
  const { data } = await client.mutate({
    mutation: StartHandoverMutation,
    variables: { next },
    fetchPolicy: 'no-cache',
  });
  return data?.startHandover?.url ?? null;
};
