import { messages, type FieldErrors } from '@portal/schema';

/**
 * The specification's error catalogue: a field-error tree becomes a list of name plus messages;
 * an error with an exception uses its first message; an error with a message uses it; otherwise
 * Unknown Error. A null error gives A general system error occurred.
 */
export interface NormalizedError {
  message: string;
  fieldErrors: FieldErrors;
}

type Tree = { errors?: unknown; children?: Record<string, unknown> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : typeof v === 'string' ? [v] : [];

const walkTree = (node: Tree, prefix: string, out: FieldErrors): void => {
  const own = strings(node.errors);
  if (own.length) out.push({ name: prefix, messages: own });
  if (isRecord(node.children)) {
    for (const [key, child] of Object.entries(node.children)) {
      if (isRecord(child)) walkTree(child as Tree, prefix ? `${prefix}.${key}` : key, out);
    }
  }
};

/** Field errors in either upstream shape: a Symfony-style tree or a flat {field: [messages]} map. */
export const fieldErrorsOf = (errors: unknown): FieldErrors => {
  if (!isRecord(errors)) return [];
  const out: FieldErrors = [];
  if ('children' in errors || Array.isArray(errors.errors)) {
    walkTree(errors as Tree, '', out);
    return out;
  }
  for (const [key, value] of Object.entries(errors)) {
    if (isRecord(value)) walkTree(value as Tree, key, out);
    else {
      const list = strings(value);
      if (list.length) out.push({ name: key, messages: list });
    }
  }
  return out;
};

export const normalizeError = (body: unknown): NormalizedError => {
  if (body === null || body === undefined || body === '')
    return { message: messages.generalSystemError, fieldErrors: [] };
  if (!isRecord(body)) return { message: messages.unknownError, fieldErrors: [] };
  const fieldErrors = fieldErrorsOf(body.errors);
  if (fieldErrors.length) return { message: fieldErrors[0]!.messages[0]!, fieldErrors };
  const exception = Array.isArray(body.exception) ? body.exception[0] : body.exception;
  if (isRecord(exception) && typeof exception.message === 'string' && exception.message) {
    return { message: exception.message, fieldErrors: [] };
  }
  if (typeof body.message === 'string' && body.message) return { message: body.message, fieldErrors: [] };
  return { message: messages.unknownError, fieldErrors: [] };
};
