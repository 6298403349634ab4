import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on every operation, over HTTP and on the WebSocket alike. The numbers are set from the
 * portal's real operations with head-room (docs/security.md): the deepest portal query is 5
 * levels, the most aliased uses none, the largest has under 400 tokens.
 *
 * Introspection (`__schema` / `__type` subtrees, only where introspection is on) is measured
 * apart, against its own depth and cost bounds: graphql-js's standard introspection query (the one
 * GraphiQL sends, with or without its options) is 15 levels deep and costs 14,966 by the rule
 * below, far beyond any portal operation, but a fixed, known shape: its bounds are set just above it. Aliases, directives and tokens count
 * the same wherever they are.
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  maxCost: 1000,
  /** Cost of a list field, multiplied into its children (pages are 10 items). */
  listFactor: 10,
  /** Depth of an introspection subtree, counted from the operation's root. */
  maxIntrospectionDepth: 15,
  /** Cost of the introspection subtrees of one operation. */
  maxIntrospectionCost: 15_000,
};

export type QueryLimits = typeof QUERY_LIMITS;

/** Counts the selections the rule looks at (tests prove the work is linear in the document). */
export interface LimitsProbe {
  visits: number;
}

const limitError = (message: string, node?: ASTNode) =>
  new GraphQLError(message, { nodes: node ? [node] : undefined, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/**
 * What a selection set contributes, once fragments are expanded: `depth` is the number of nested
 * selection-set levels below it (0 when it selects only leaves); `cost` 1 per object field, with
 * list fields multiplying their children; `aliases` and `directives` count every expansion (a
 * fragment spread twice counts twice). `introDepth` / `introCost` are the same for introspection
 * subtrees, kept apart. Expanded counts can be astronomically large for a small hostile document:
 * they are plain numbers (saturating to Infinity), computed without expanding anything.
 */
interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  directives: number;
  introDepth: number;
  introCost: number;
}

const ZERO: Measure = Object.freeze({ depth: 0, cost: 0, aliases: 0, directives: 0, introDepth: 0, introCost: 0 });

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

const fieldOf = (
  schema: GraphQLSchema,
  parent: GraphQLNamedType | undefined,
  name: string,
): GraphQLField<unknown, unknown> | undefined => {
  if (name === '__typename') return TypeNameMetaFieldDef;
  if (parent && parent === schema.getQueryType()) {
    if (name === '__schema') return SchemaMetaFieldDef;
    if (name === '__type') return TypeMetaFieldDef;
  }
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
};

/**
 * Measures each operation in time linear in the document's size: every fragment is measured once
 * (memoised by name; a fragment met again while it is being measured, a cycle that the specified
 * `NoFragmentCyclesRule` refuses anyway, counts as empty) and its measure reused at every spread.
 */
export const queryLimitsRule =
  (limits: QueryLimits = QUERY_LIMITS, probe?: LimitsProbe): ValidationRule =>
  (context: ValidationContext) => {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const measured = new Map<string, Measure>();
    const inProgress = new Set<string>();

    const fragmentMeasure = (name: string): Measure => {
      const done = measured.get(name);
      if (done) return done;
      const fragment = fragments.get(name);
      if (!fragment || inProgress.has(name)) return ZERO;
      inProgress.add(name);
      const m = measureSet(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined);
      inProgress.delete(name);
      const result = { ...m, directives: m.directives + (fragment.directives?.length ?? 0) };
      measured.set(name, result);
      return result;
    };

    const measureSet = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure => {
      let depth = 0;
      let cost = 0;
      let aliases = 0;
      let directives = 0;
      let introDepth = 0;
      let introCost = 0;
      for (const sel of set.selections) {
        if (probe) probe.visits += 1;
        directives += sel.directives?.length ?? 0;
        let child: Measure;
        if (sel.kind === Kind.FIELD) {
          if (sel.alias) aliases += 1;
          if (!sel.selectionSet) continue;
          const field = fieldOf(schema, parent, sel.name.value);
          child = measureSet(sel.selectionSet, field ? getNamedType(field.type) : undefined);
          const factor = field && isListType(getNullableType(field.type)) ? limits.listFactor : 1;
          if (INTROSPECTION_ROOTS.has(sel.name.value) && field !== undefined) {
            // The whole subtree is introspection: measured against its own bounds.
            introDepth = Math.max(introDepth, 1 + Math.max(child.depth, child.introDepth));
            introCost += 1 + (child.cost + child.introCost) * factor;
          } else {
            depth = Math.max(depth, 1 + child.depth);
            cost += 1 + child.cost * factor;
            introDepth = Math.max(introDepth, child.introDepth === 0 ? 0 : 1 + child.introDepth);
            introCost += child.introCost * factor;
          }
          aliases += child.aliases;
          directives += child.directives;
          continue;
        }
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) ?? parent) : parent;
          child = measureSet(sel.selectionSet, type);
        } else {
          child = fragmentMeasure(sel.name.value);
        }
        depth = Math.max(depth, child.depth);
        cost += child.cost;
        aliases += child.aliases;
        directives += child.directives;
        introDepth = Math.max(introDepth, child.introDepth);
        introCost += child.introCost;
      }
      return { depth, cost, aliases, directives, introDepth, introCost };
    };

    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query'
            ? schema.getQueryType()
            : node.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        const m = measureSet(node.selectionSet, root ?? undefined);
        const depth = 1 + m.depth;
        const directives = m.directives + (node.directives?.length ?? 0);
        if (depth > limits.maxDepth)
          context.reportError(limitError(`Query is too deep: ${depth} levels, at most ${limits.maxDepth}.`, node));
        if (m.aliases > limits.maxAliases)
          context.reportError(limitError(`Too many aliases: ${m.aliases}, at most ${limits.maxAliases}.`, node));
        if (directives > limits.maxDirectives)
          context.reportError(limitError(`Too many directives: ${directives}, at most ${limits.maxDirectives}.`, node));
        if (m.cost > limits.maxCost)
          context.reportError(
            limitError(`Query is too expensive: cost ${Math.ceil(m.cost)}, at most ${limits.maxCost}.`, node),
          );
        if (m.introDepth > 0) {
          const introDepth = 1 + m.introDepth;
          if (introDepth > limits.maxIntrospectionDepth)
            context.reportError(
              limitError(
                `Introspection is too deep: ${introDepth} levels, at most ${limits.maxIntrospectionDepth}.`,
                node,
              ),
            );
          if (m.introCost > limits.maxIntrospectionCost)
            context.reportError(
              limitError(
                `Introspection is too expensive: cost ${Math.ceil(m.introCost)}, at most ${limits.maxIntrospectionCost}.`,
                node,
              ),
            );
        }
      },
    };
  };
