/**
 * Field resolvers that only read what they are handed (the parent model, the context's session):
 * no upstream call, no write, nothing that a skipped run would have saved. graphql-jit may run such
 * a resolver where graphql-js would skip it, so it does not keep a query off the compiled path
 * (jit-safety.ts). `pureResolver(fn)` gives the field's resolver object with the mark in the field's
 * extensions (graphql-tools binds a plain function, so the function itself cannot carry it).
 */
const PURE = 'pureResolver';

export const pureResolver = <F extends (...args: never[]) => unknown>(
  resolve: F,
): { resolve: F; extensions: Record<string, unknown> } => ({ resolve, extensions: { [PURE]: true } });

export const isPureField = (field: { extensions?: Readonly<Record<string, unknown>> | null }): boolean =>
  field.extensions?.[PURE] === true;
