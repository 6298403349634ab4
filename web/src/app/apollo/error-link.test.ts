import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError, parse } from 'graphql';
import { of, lastValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { SHOWS_FORBIDDEN } from '../../lib/apollo/operation-context.ts';
import { createErrorLink, type SessionEvents } from './error-link.ts';

const forbidden: ApolloLink.Result = {
  errors: [new GraphQLError('You do not have permission to do that.', { extensions: { code: 'FORBIDDEN' } }).toJSON()],
};

const run = async (context: Record<string, unknown>) => {
  const events: SessionEvents = {
    sessionTimedOut: vi.fn(),
    signedOut: vi.fn(),
    forbidden: vi.fn(),
    networkFailed: vi.fn(),
    sessionClosed: vi.fn(),
  };
  const link = ApolloLink.from([createErrorLink(events), new ApolloLink(() => of(forbidden))]);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  await lastValueFrom(ApolloLink.execute(link, { query: parse('query UserModal { ok }'), context }, { client })).catch(
    () => undefined,
  );
  return events;
};

describe('error link: FORBIDDEN', () => {
  it('signs out as the platform says (a 403 logs out and goes to /)', async () => {
    expect((await run({})).forbidden).toHaveBeenCalledOnce();
  });

  it("leaves it to a query that shows the refusal itself (another client's record opened by its URL)", async () => {
    expect((await run({ [SHOWS_FORBIDDEN]: true })).forbidden).not.toHaveBeenCalled();
  });
});
