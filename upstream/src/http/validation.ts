import { z } from 'zod';
import type { Request } from 'express';
import { badRequest, HttpError } from './errors.ts';

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
  invalidEmail: 'This value is not a valid email address.',
  invalidChoice: 'The value you selected is not a valid choice.',
  alreadyUsed: 'This value is already used.',
};

const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isEmail = (value: string): boolean => value.length <= 180 && emailPattern.test(value);

export const text = () => z.string({ error: (issue) => (issue.input == null ? messages.blank : messages.invalid) });

export const requiredText = () => text().min(1, { error: messages.blank, abort: true });

export const toId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export const requiredId = () =>
  z.unknown().transform((value, check) => {
    const blank = value === undefined || value === null || value === '';
    const id = toId(value);
    if (blank || id === undefined) {
      check.issues.push({ code: 'custom', message: blank ? messages.blank : messages.invalid, input: value });
      return z.NEVER;
    }
    return id;
  });

/** An id (number, digit string or `{id}`, e.g. a file), or null for none. */
export const optionalId = () =>
  z.unknown().transform((value, check) => {
    if (value === undefined || value === null || value === '') return null;
    const id = toId(isRecord(value) ? value.id : value);
    if (id === undefined) {
      check.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return id;
  });

export const fieldErrors = (errors: Record<string, string[]>): HttpError => new HttpError(422, { errors });

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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function parseForm<T extends z.ZodType>(schema: T, shape: FormShape, body: unknown): Promise<z.output<T>> {
  const result = await schema.safeParseAsync(isRecord(body) ? body : {});
  if (!result.success) throw validationFailed(shape, result.error.issues);
  return result.data;
}

/** A query parameter given at most once, trimmed ('' when absent); a repeated one answers 400. */
export function queryText(req: Request, name: string): string {
  const value = req.query[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value.trim();
}

/**
 * Validates each field of a form on its own, so checks that involve several fields can still run on
 * the fields that are valid: `values` holds every valid field, `issues` the problems of the others.
 */
export function parseFields<S extends Record<string, z.ZodType>>(
  schemas: S,
  body: unknown,
  { presentOnly = false }: { presentOnly?: boolean } = {},
): { values: { [K in keyof S]?: z.output<S[K]> }; issues: FieldIssue[] } {
  const input = isRecord(body) ? body : {};
  const values: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const [field, schema] of Object.entries(schemas)) {
    // A partial update reads only the fields it was sent.
    if (presentOnly && (!(field in input) || input[field] === undefined)) continue;
    const result = schema.safeParse(input[field]);
    if (result.success) values[field] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ path: [field, ...issue.path], message: issue.message })));
  }
  return { values: values as { [K in keyof S]?: z.output<S[K]> }, issues };
}
