import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isObjectType } from 'graphql';
import { createSchema } from '../schema.ts';
import type { ViewerModel } from '../session/viewer.ts';
import { viewerOf } from '../session/viewer.ts';
import type { SessionData } from '../session/session-types.ts';
import type { BffModule } from '../shared/module.ts';
import { codegenMappers, undeclaredRootFields } from '../shared/registry.ts';
import { modules } from './index.ts';

/** The module contract: one registry, every root field guarded, no token reaches a resolver. */

describe('module registry', () => {
  it('every root field of the schema (Query, Mutation, Subscription) declares who may call it', () => {
    const schema = createSchema();
    assert.deepEqual(undeclaredRootFields(schema, modules), []);
    const roots = ['Query', 'Mutation', 'Subscription'].flatMap((t) => {
      const type = schema.getType(t);
      return type && isObjectType(type) ? Object.keys(type.getFields()) : [];
    });
    assert.ok(roots.length > 20, 'the check sees the whole schema');
  });

  it('a module resolving a root field it declares no access for is refused at startup', () => {
    const unguarded: BffModule = { name: 'rogue', resolvers: { Query: { rogue: () => true } } as never, access: {} };
    assert.throws(() => createSchema([...modules, unguarded]), /rogue: Query.rogue has no access declaration/);
  });

  it('a root field in the SDL that no module declares fails the schema build', () => {
    const without = modules.map((m) => (m.name === 'branding' ? { ...m, resolvers: {}, access: {} } : m));
    assert.throws(() => createSchema(without), /root fields without an access declaration: Query\.branding/);
  });

  it('an access declaration for a field the module does not resolve is refused', () => {
    const stray: BffModule = { name: 'stray', resolvers: {}, access: { Query: { nothing: 'public' } } };
    assert.throws(() => createSchema([...modules, stray]), /stray: access declared for Query.nothing/);
  });

  it("module names are unique; codegen mappers point into each module's models.ts", () => {
    const names = modules.map((m) => m.name);
    assert.equal(new Set(names).size, names.length);
    const mappers = codegenMappers(modules);
    assert.equal(mappers.Viewer, '../modules/viewer/models.ts#ViewerModel');
    assert.equal(mappers.Office, '../modules/offices/models.ts#OfficeModel');
    for (const path of Object.values(mappers)) assert.match(path, /^\.\.\/modules\/[a-z-]+\/models\.ts#\w+Model$/);
  });
});

type HasKey<T, K extends PropertyKey> = K extends keyof T ? true : false;
// Compile-time: the Viewer mapper type has no token fields (tsc fails here if one is added).
const noToken: HasKey<ViewerModel, 'token'> = false;
const noRefreshToken: HasKey<ViewerModel, 'refreshToken'> = false;

describe('the viewer model is the session without tokens', () => {
  it('viewerOf drops token and refresh token; the Viewer type has neither field', () => {
    assert.equal(noToken || noRefreshToken, false);
    const session = {
      token: 'secret-token',
      refreshToken: 'secret-refresh',
      user: { id: '1' },
      adminTools: false,
      features: ['audience'],
      createdAt: 1,
    } as unknown as SessionData;
    const viewer = viewerOf(session);
    assert.deepEqual(Object.keys(viewer).sort(), ['adminTools', 'features', 'user']);
    assert.doesNotMatch(JSON.stringify(viewer), /secret/);
  });

  it('Query.viewer answers the projection, never the session object', async () => {
    const schema = createSchema();
    const viewerField = schema.getQueryType()!.getFields().viewer!;
    const session = {
      token: 'secret-token',
      refreshToken: 'secret-refresh',
      user: { id: '1', role: 'ROLE_ADMIN' },
      adminTools: false,
      features: [],
      createdAt: 1,
    } as unknown as SessionData;
    const parent = await viewerField.resolve!({}, {}, { sessionUnavailable: false, session } as never, {} as never);
    assert.doesNotMatch(JSON.stringify(parent), /secret/);
  });
});
