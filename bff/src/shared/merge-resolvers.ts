import type { ResolverMap } from './module.ts';

/** Merges per-module resolver maps; two modules defining the same field is a startup error. */
export const mergeResolvers = (maps: readonly ResolverMap[]): ResolverMap => {
  const out: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map)) {
      if (
        value &&
        typeof value === 'object' &&
        !(value.constructor && value.constructor.name === 'GraphQLScalarType')
      ) {
        const target = (out[typeName] ??= {}) as Record<string, unknown>;
        for (const [field, resolver] of Object.entries(value)) {
          if (field in target) throw new Error(`resolver ${typeName}.${field} defined twice`);
          target[field] = resolver;
        }
      } else {
        if (typeName in out) throw new Error(`resolver ${typeName} defined twice`);
        out[typeName] = value;
      }
    }
  }
  return out;
};
