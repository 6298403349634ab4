import { ApolloClient, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifest from '../../__generated__/persisted-documents.json';
import { NotificationBellCountDocument, PreferencesPageDocument } from '../../__generated__/graphql.ts';
import { documentId } from '../../lib/graphql/operation.ts';
import { createTransportLink } from './transport-link.ts';

/** The portal sends its operations by trusted id only (docs/decisions/025-trusted-documents.md). */
describe('transport link: trusted documents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('every generated document carries the id of its manifest entry', () => {
    const id = documentId(PreferencesPageDocument);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(manifest)).toContain(`sha256:${id}`);
  });

  it('a document that is not generated has no id', () => {
    expect(() => documentId({ kind: 'Document', definitions: [] } as never)).toThrow();
  });

  it('sends the id, the operation name and the variables, never the text, and does not retry with it', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ data: { notificationCount: 3 } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new ApolloClient({ cache: new InMemoryCache(), link: createTransportLink() });
    const { data } = await client.query({ query: NotificationBellCountDocument });
    expect(data).toEqual({ notificationCount: 3 });
    expect(bodies).toEqual([
      {
        operationName: 'NotificationBellCount',
        variables: {},
        extensions: expect.objectContaining({
          persistedQuery: { version: 1, sha256Hash: documentId(NotificationBellCountDocument) },
        }),
      },
    ]);
    expect(bodies[0]).not.toHaveProperty('query');

    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({ errors: [{ message: 'gone', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }),
          { status: 400, headers: { 'content-type': 'application/graphql-response+json' } },
        );
      }),
    );
    await expect(client.query({ query: NotificationBellCountDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('query');
  });
});
