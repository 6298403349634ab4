import { z } from 'zod';
import { HttpError } from './errors.ts';

export type FormShape = { readonly [field: string]: FormShape | null };
export type FieldIssue = { readonly path: readonly PropertyKey[]; readonly message: string };
type FormNode = { errors?: string[]; children?: { [field: string]: FormNode } };

export const messages = {
  blank: 'This value should not be blank.',
  invalid: 'This value is not valid.',
  tooShort: (min: number) => `This value is too short. It should have ${min} characters or more.`,
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  notCurrentPassword: "This value should be the user's current password.",
  weakPassword: 'Password must be at least 8 characters with upper and lower case letters and a number or symbol',
};

export const text = () => z.string({ error: (issue) => (issue.input == null ? messages.blank : messages.invalid) });

export const requiredText = () => text().min(1, { error: messages.blank, abort: true });

function emptyTree(shape: FormShape): FormNode {
  return {
    children: Object.fromEntries(
      Object.entries(shape).map(([field, inner]) => [field, inner === null ? {} : emptyTree(inner)]),
    ),
  };
}

export function validationFailed(shape: FormShape, issues: readonly FieldIssue[]): HttpError {
  const tree = emptyTree(shape);
  for (const issue of issues) {
    let node = tree;
    for (const key of issue.path) {
      const child = node.children?.[String(key)];
      if (!child) break;
      node = child;
    }
    (node.errors ??= []).push(issue.message);
  }
  return new HttpError(422, { code: 422, message: 'Validation Failed', errors: tree });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function parseForm<T extends z.ZodType>(schema: T, shape: FormShape, body: unknown): Promise<z.output<T>> {
  const result = await schema.safeParseAsync(isRecord(body) ? body : {});
  if (!result.success) throw validationFailed(shape, result.error.issues);
  return result.data;
}
