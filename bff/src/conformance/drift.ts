import type { z } from 'zod';

/** `data.list[0].status`; the whole body is `(body)`. */
export const issuePath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  ) || '(body)';

const describe = (issue: z.core.$ZodIssue): string => issue.message.replace(/^Invalid (input|option): /, '');

/**
 * One zod issue as the kit prints it: where, and what was expected. A union's alternatives are
 * merged when each was a plain type mismatch (`expected number | string, received boolean`);
 * otherwise the alternative that got furthest into the answer is reported.
 */
export const describeIssue = (issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): string => {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branches = issue.errors;
    const plain = branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_type' && b[0]!.path.length === 0);
    if (plain) {
      const expected = branches.map((b) => (b[0] as z.core.$ZodIssueInvalidType).expected).join(' | ');
      const received = /received (\S+)$/.exec(branches[0]![0]!.message)?.[1] ?? 'something else';
      return `${issuePath(path)} — expected ${expected}, received ${received}`;
    }
    const deepest = branches
      .flat()
      .reduce((best, candidate) => (candidate.path.length > best.path.length ? candidate : best));
    return describeIssue(deepest, path);
  }
  return `${issuePath(path)} — ${describe(issue)}`;
};

/** Every issue of a failed parse, the first three spelled out. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[]): string => {
  const shown = issues.slice(0, 3).map((issue) => describeIssue(issue));
  return issues.length > 3 ? `${shown.join('; ')}; and ${issues.length - 3} more` : shown.join('; ');
};
