import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startE2E, type E2E } from '../fixtures.ts';

/**
 * GraphiQL (development only) shows the schema: its standard introspection query passes the query
 * limits (introspection has its own measured bounds, docs/security.md), and the documentation
 * explorer lists the schema's types.
 */
describe('GraphiQL shows the schema', () => {
  let e2e: E2E;
  before(async () => {
    // GraphiQL sends free text: development allows it (decision 025).
    e2e = await startE2E({ env: { ALLOW_ARBITRARY_OPERATIONS: 'true' } });
  });
  after(() => e2e.close());

  it('the introspection query is answered without errors and the docs pane lists the types', async () => {
    const { page, context } = await e2e.newPage();
    const introspection = page.waitForResponse(
      async (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('__schema'),
    );
    await page.goto('/graphiql');
    const res = await introspection;
    const body = (await res.json()) as { data?: { __schema?: { types: { name: string }[] } }; errors?: unknown[] };
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.ok(body.data?.__schema?.types.some((t) => t.name === 'Viewer'));

    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByText('Root Types').waitFor();
    await docs.getByRole('link', { name: 'Query', exact: true }).click();
    await docs.getByText('viewer', { exact: true }).first().waitFor();
    await docs.getByRole('link', { name: 'Viewer', exact: true }).first().click();
    await docs.getByText('homePath', { exact: true }).first().waitFor();
    await context.close();
  });
});
