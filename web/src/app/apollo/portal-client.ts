import type { ApolloClient } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { sessionEvents } from '../session/session-events.ts';
import { createApolloClient } from './apollo-client.ts';
import type { ClientHandle } from '../../lib/apollo/client-handle.ts';
import type { OperationTracker } from './operation-tracker.ts';

/**
 * The portal's Apollo client with its session handling: what `main.tsx` loads on first use (the
 * whole of Apollo, graphql-ws and rxjs come with this module's chunk).
 */
export const createPortalClient = (
  handle: ClientHandle,
  router: () => DataRouter,
  operations: OperationTracker,
): ApolloClient => createApolloClient(sessionEvents(handle, router), operations);
