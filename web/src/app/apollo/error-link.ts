import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { hasErrorCode } from '../../lib/graphql-errors.ts';

export interface SessionEvents {
  sessionTimedOut: () => void;
  signedOut: () => void;
  forbidden: () => void;
  networkFailed: (message: string) => void;
  /** The live-update socket was closed because the session ended (e.g. signed out in another tab). */
  sessionClosed: () => void;
}

const SESSION_OPERATIONS = new Set(['Login', 'Logout']);

export const createErrorLink = (events: SessionEvents): ErrorLink =>
  new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) {
      events.networkFailed(error.message);
      return;
    }
    if (SESSION_OPERATIONS.has(operation.operationName ?? '')) return;
    if (hasErrorCode(error, 'UNAUTHENTICATED', 'SESSION_TIMEOUT')) events.sessionTimedOut();
    else if (hasErrorCode(error, 'UNAUTHENTICATED', 'SIGNED_OUT')) events.signedOut();
    else if (hasErrorCode(error, 'FORBIDDEN') && operation.getContext()[SHOWS_FORBIDDEN] !== true) events.forbidden();
  });
