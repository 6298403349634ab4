import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execute, parse } from 'graphql';
import { createSchema } from '../../schema.ts';
import { stubContext } from '../../testing/stub-context.ts';
import { json, stubUpstream } from '../../testing/stub-upstream.ts';

/**
 * The audience form's read and the delete are the creator's own (decision 051): checked in the BFF
 * on the record it read, so an upstream that answers another client's or another creator's
 * audience (or would delete it) is never taken at its word.
 */
describe('audiences against an upstream that answers more than it should', () => {
  let stub: Awaited<ReturnType<typeof stubUpstream>>;
  /** Audience 1: client 1, created by user 5; 2: client 2, by user 5; 3: client 1, by user 6; 4: deleted. */
  const audience = (id: number) => ({
    id,
    name: `Audience ${id}`,
    scope: 'client',
    scopeDisplay: 'Global',
    assignments: [],
    createdBy: { id: id === 3 ? 6 : 5, firstName: 'A', lastName: 'B' },
    createdAt: '2026-01-01T00:00:00+00:00',
    updatedAt: '2026-01-01T00:00:00+00:00',
    client: { id: id === 2 ? 2 : 1, title: 'Client' },
    deleted: id === 4,
    contactCount: 200,
    activityLogs: [],
    associatedCampaigns: 0,
  });
  before(async () => {
    stub = await stubUpstream(async (call, res) => {
      const match = /^\/audience\/(\d+)$/.exec(new URL(call.url, 'http://stub').pathname);
      if (match && call.method === 'GET') return json(res, 200, audience(Number(match[1])));
      if (match && call.method === 'DELETE') return json(res, 204);
      return json(res, 404, { message: 'Not found' });
    });
  });
  after(() => stub.close());

  const run = (document: string, variables: Record<string, unknown>) => {
    const ctx = stubContext(stub.url, {
      user: { id: '5', role: 'ROLE_CLIENT_ADMIN', clientId: '1', client: { id: '1', title: 'Client' } as never },
      features: ['audience'],
    });
    return execute({ schema: createSchema(), document: parse(document), contextValue: ctx, variableValues: variables });
  };
  const READ = 'query ($id: ID!) { audience(id: $id) { id } }';
  const DELETE = 'mutation ($id: ID!) { deleteAudience(input: { id: $id }) { id } }';
  const codeOf = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions.code;
  const deletes = () => stub.calls.filter((c) => c.method === 'DELETE').map((c) => c.url);

  it("another client's or another creator's audience is FORBIDDEN to read in the form and to delete; no DELETE is sent", async () => {
    for (const id of ['2', '3']) {
      assert.equal(codeOf(await run(READ, { id })), 'FORBIDDEN', `read ${id}`);
      const burst = await Promise.all(Array.from({ length: 10 }, () => run(DELETE, { id })));
      assert.deepEqual(new Set(burst.map(codeOf)), new Set(['FORBIDDEN']), `delete ${id}`);
    }
    assert.deepEqual(deletes(), []);
    assert.equal(codeOf(await run(DELETE, { id: '4' })), 'NOT_FOUND');
    assert.deepEqual(deletes(), []);
  });

  it("the viewer's own audience reads and deletes", async () => {
    const read = await run(READ, { id: '1' });
    assert.equal(read.errors, undefined);
    assert.deepEqual(JSON.parse(JSON.stringify(read.data)), { audience: { id: '1' } });
    const deleted = await run(DELETE, { id: '1' });
    assert.equal(deleted.errors, undefined);
    assert.deepEqual(deletes(), ['/audience/1']);
  });
});
