import {
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isPureField } from './pure-resolver.ts';

/**
 * Whether graphql-jit may run a query without resolving anything graphql-js would not
 * (docs/decisions/024-one-graphql-pipeline.md).
 *
 * When a non-null field fails synchronously (a resolver that throws before returning a promise, an
 * access rule, null in a non-null field), graphql-js stops completing its selection set: the
 * fields after it are never resolved, nor the items after it in a list of non-null items. graphql-jit
 * resolves them all and nulls the parent afterwards. The answer is the same; the upstream calls
 * made by the skipped resolvers are not. So a query is compiled only when no resolver can sit where
 * graphql-js would skip it:
 *  - in each selection set, no field after a non-null field that may fail synchronously has a
 *    resolver of its own anywhere in its subtree (default resolvers read a property and call
 *    nothing). A field resolved by an `async` function cannot fail synchronously: it always returns
 *    a promise, and by the time that rejects graphql-js has started the fields after it too;
 *  - no list of non-null items has a resolver of its own anywhere under its items.
 * A resolver marked pure (`pure-resolver.ts`: it reads its parent and the session, calls nothing)
 * counts as none: running it where graphql-js would not changes nothing.
 * Fragments are expanded in document order (inline fragments and spreads on any type, which over-
 * approximates what an abstract type selects). The document has passed validation and the query
 * limits, so the walk is bounded.
 */
export const jitSafe = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean => {
  if (operation.operation !== 'query') return false;
  const root = schema.getQueryType();
  if (!root) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  let unsafe = false;
  /** Whether the selection set, on `type`, calls a resolver of its own anywhere below; sets `unsafe`. */
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, seen: Set<string>): boolean => {
    let calls = false;
    let afterNonNull = false;
    const visit = (s: SelectionSetNode, on: GraphQLCompositeType, spreads: Set<string>) => {
      for (const sel of s.selections) {
        if (unsafe) return;
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          const cond = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : on;
          visit(sel.selectionSet, isCompositeType(cond) ? cond : on, spreads);
          continue;
        }
        if (sel.kind === Kind.FRAGMENT_SPREAD) {
          const name = sel.name.value;
          const frag = fragments.get(name);
          if (!frag || spreads.has(name)) continue;
          const cond = schema.getType(frag.typeCondition.name.value);
          visit(frag.selectionSet, isCompositeType(cond) ? cond : on, new Set([...spreads, name]));
          continue;
        }
        if (sel.name.value.startsWith('__')) continue;
        const field = fieldOf(on, sel.name.value);
        if (!field) {
          unsafe = true;
          return;
        }
        let fieldCalls = field.resolve !== undefined && !isPureField(field);
        if (sel.selectionSet) {
          const named = getNamedType(field.type);
          if (isCompositeType(named)) {
            const below = walk(sel.selectionSet, named, spreads);
            fieldCalls ||= below;
            if (below && hasNonNullItems(field.type)) unsafe = true;
          }
        }
        if (fieldCalls && afterNonNull) unsafe = true;
        calls ||= fieldCalls;
        if (isNonNullType(field.type) && !isAsyncFunction(field.resolve)) afterNonNull = true;
      }
    };
    visit(set, type, seen);
    return calls;
  };
  walk(operation.selectionSet, root, new Set());
  return !unsafe;
};

const AsyncFunction = (async () => undefined).constructor;
const isAsyncFunction = (f: unknown): boolean => f instanceof AsyncFunction;

const fieldOf = (type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined => {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name];
  // A union selects only __typename directly; fields come through fragments.
  if (isAbstractType(type)) return undefined;
  return undefined;
};

/** A list (at any depth) whose items are non-null: one failing item stops the items after it. */
const hasNonNullItems = (type: GraphQLOutputType): boolean => {
  let t: GraphQLOutputType = getNullableType(type);
  while (isListType(t)) {
    if (isNonNullType(t.ofType)) return true;
    t = getNullableType(t.ofType);
  }
  return false;
};
