import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Context } from '../context.ts';
import { enforceAccess, type AccessRule } from './access.ts';
import { mergeResolvers } from './merge-resolvers.ts';
import type { BffModule, ResolverMap, RootType } from './module.ts';

const ROOT_TYPES: readonly RootType[] = ['Query', 'Mutation', 'Subscription'];

type FieldResolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;
type SubscriptionField = { subscribe: FieldResolver; resolve?: FieldResolver };

const guard =
  (rule: AccessRule, resolve: FieldResolver): FieldResolver =>
  (root, args, ctx, info) => {
    enforceAccess(rule, ctx, args);
    return resolve(root, args, ctx, info);
  };

/**
 * The module's resolvers with its access rules applied: every root field it resolves must be
 * declared (a startup error otherwise), every declared field resolved, and each resolver (a
 * subscription's subscribe) runs only after its rule allowed the call. 'public' fields run as
 * they are.
 */
export const guardedResolvers = (module: BffModule): ResolverMap => {
  const out: Record<string, unknown> = { ...module.resolvers };
  for (const root of ROOT_TYPES) {
    const fields = (module.resolvers as Record<string, Record<string, unknown> | undefined>)[root] ?? {};
    const rules = module.access[root] ?? {};
    for (const name of Object.keys(rules)) {
      if (!(name in fields))
        throw new Error(`module ${module.name}: access declared for ${root}.${name}, which it does not resolve`);
    }
    const guarded: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) {
      const rule = rules[name];
      if (!rule) throw new Error(`module ${module.name}: ${root}.${name} has no access declaration`);
      if (rule === 'public') guarded[name] = field;
      else if (root === 'Subscription') {
        const sub = field as SubscriptionField;
        guarded[name] = { ...sub, subscribe: guard(rule, sub.subscribe) };
      } else guarded[name] = guard(rule, field as FieldResolver);
    }
    if (root in module.resolvers) out[root] = guarded;
  }
  return out;
};

/** Every module's guarded resolvers merged; a field resolved by two modules is a startup error. */
export const registryResolvers = (modules: readonly BffModule[]): ResolverMap =>
  mergeResolvers(modules.map(guardedResolvers));

/** Root fields of `schema` that no module declares an access rule for (must be empty). */
export const undeclaredRootFields = (schema: GraphQLSchema, modules: readonly BffModule[]): string[] => {
  const declared = new Set(
    modules.flatMap((m) => ROOT_TYPES.flatMap((root) => Object.keys(m.access[root] ?? {}).map((f) => `${root}.${f}`))),
  );
  return ROOT_TYPES.flatMap((root) => {
    const type = schema.getType(root);
    return type && isObjectType(type) ? Object.keys(type.getFields()).map((f) => `${root}.${f}`) : [];
  }).filter((f) => !declared.has(f));
};

/** `adminTools` → `admin-tools`: a module's folder under bff/src/modules. */
export const moduleDir = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Codegen's mappers: each module's GraphQL types → the model types of its models.ts. */
export const codegenMappers = (modules: readonly BffModule[], fromGenerated = '../modules'): Record<string, string> =>
  Object.fromEntries(
    modules.flatMap((m) =>
      Object.entries(m.mappers ?? {}).map(([type, model]) => [
        type,
        `${fromGenerated}/${moduleDir(m.name)}/models.ts#${model}`,
      ]),
    ),
  );
