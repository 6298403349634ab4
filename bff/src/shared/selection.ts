import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The field nodes of selection sets, looking through inline fragments and fragment spreads. */
const fieldsOf = (sets: readonly SelectionSetNode[], info: GraphQLResolveInfo): FieldNode[] => {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode, spreads: ReadonlySet<string>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) fields.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet, spreads);
      else {
        const fragment = info.fragments[sel.name.value];
        if (fragment && !spreads.has(sel.name.value))
          visit(fragment.selectionSet, new Set([...spreads, sel.name.value]));
      }
    }
  };
  for (const set of sets) visit(set, new Set());
  return fields;
};

/**
 * Names of the fields the operation selects at `path` below the field being resolved (e.g.
 * ['items'] → the fields of each item), whatever their aliases; @skip/@include are not evaluated,
 * so a conditional field counts as selected. For choosing upstream includes ahead of time.
 */
export const selectedFieldNames = (info: GraphQLResolveInfo, path: readonly string[]): Set<string> => {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  for (const name of path) {
    sets = fieldsOf(sets, info)
      .filter((f) => f.name.value === name)
      .flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  }
  return new Set(fieldsOf(sets, info).map((f) => f.name.value));
};
