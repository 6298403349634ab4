import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Mutations that start a session: they need the cookie an HTTP answer sets, and the HTTP throttle's client address. */
const SIGN_IN_FIELDS = new Set(['login']);

/**
 * Refuses sign-ins on the WebSocket: a socket cannot set the session cookie, and sign-ins are
 * throttled per client address over HTTP. Root fields are found through fragments and inline
 * fragments (each fragment looked at once).
 */
export const noSignInOverSocketRule: ValidationRule = (context: ValidationContext) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of context.getDocument().definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const signsIn = (set: SelectionSetNode, seen: Set<string>): boolean =>
    set.selections.some((sel) => {
      if (sel.kind === Kind.FIELD) return SIGN_IN_FIELDS.has(sel.name.value);
      if (sel.kind === Kind.INLINE_FRAGMENT) return signsIn(sel.selectionSet, seen);
      const fragment = fragments.get(sel.name.value);
      if (!fragment || seen.has(sel.name.value)) return false;
      seen.add(sel.name.value);
      return signsIn(fragment.selectionSet, seen);
    });
  return {
    OperationDefinition(node) {
      if (node.operation === 'mutation' && signsIn(node.selectionSet, new Set())) {
        context.reportError(
          new GraphQLError('Sign in over HTTP: the login mutation is not accepted on the WebSocket.', {
            nodes: [node],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        );
      }
    },
  };
};
