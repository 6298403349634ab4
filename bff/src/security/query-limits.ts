import { GraphQLError, Kind, getNamedType, getNullableType, isListType, isObjectType, isInterfaceType, type ASTNode, type FragmentDefinitionNode, type GraphQLNamedType, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on every operation, over HTTP and on the WebSocket alike. The numbers are set from the
 * portal's real operations with head-room (docs/security.md): the deepest portal query is 5
 * levels, the most aliased uses none, the largest has under 400 tokens.
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 1000,
  /** Cost of a list field, multiplied into its children (pages are 10 items). */
  listFactor: 10,
};

type Limits = typeof QUERY_LIMITS;

const limitError = (message: string, node?: ASTNode) => new GraphQLError(message, { nodes: node ? [node] : undefined, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/** Walks each operation through its fragments, measuring depth, aliases, directives and cost. */
export const queryLimitsRule =
  (limits: Limits = QUERY_LIMITS): ValidationRule =>
  (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const schema = context.getSchema();
    let aliases = 0;
    let directives = 0;
    const fieldOf = (parent: GraphQLNamedType | undefined, name: string) =>
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;

    /** Depth and cost of a selection set: 1 per object field, list fields multiply their children. */
    const measure = (set: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, visiting: Set<string>): { depth: number; cost: number } => {
      let deepest = depth;
      let cost = 0;
      for (const sel of set.selections) {
        directives += sel.directives?.length ?? 0;
        if (sel.kind === Kind.FIELD) {
          if (sel.alias) aliases += 1;
          if (!sel.selectionSet) continue;
          const field = fieldOf(parent, sel.name.value);
          const child = measure(sel.selectionSet, field ? getNamedType(field.type) : undefined, depth + 1, visiting);
          deepest = Math.max(deepest, child.depth);
          const isList = field ? isListType(getNullableType(field.type)) : false;
          cost += 1 + child.cost * (isList ? limits.listFactor : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const type = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) ?? parent : parent;
          const child = measure(sel.selectionSet, type, depth, visiting);
          deepest = Math.max(deepest, child.depth);
          cost += child.cost;
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          const child = measure(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined, depth, visiting);
          visiting.delete(name);
          deepest = Math.max(deepest, child.depth);
          cost += child.cost;
        }
      }
      return { depth: deepest, cost };
    };

    return {
      OperationDefinition(node) {
        aliases = 0;
        directives = node.directives?.length ?? 0;
        const root = node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        const { depth, cost } = measure(node.selectionSet, root ?? undefined, 1, new Set());
        if (depth > limits.maxDepth) context.reportError(limitError(`Query is too deep: ${depth} levels, at most ${limits.maxDepth}.`, node));
        if (aliases > limits.maxAliases) context.reportError(limitError(`Too many aliases: ${aliases}, at most ${limits.maxAliases}.`, node));
        if (directives > limits.maxDirectives) context.reportError(limitError(`Too many directives: ${directives}, at most ${limits.maxDirectives}.`, node));
        if (cost > limits.maxCost) context.reportError(limitError(`Query is too expensive: cost ${Math.ceil(cost)}, at most ${limits.maxCost}.`, node));
      },
    };
  };
