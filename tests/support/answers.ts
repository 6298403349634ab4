/**
 * Reading GraphQL answers in integration tests: the data of an answer that must succeed, the code and
 * field errors of one that must not, one operation over graphql-ws answered as HTTP would, and the
 * dates and image bytes the ordering forms take.
 */
import assert from 'node:assert/strict';
import type { Client } from 'graphql-ws';
import type { Browserish, GraphQLResponse } from './graphql-client.ts';

/** An answer's data and errors, over HTTP or a WebSocket alike. */
export type Answer = Pick<GraphQLResponse<unknown>, 'data' | 'errors'>;

/** One field's messages, as the BFF lists them in `extensions.fieldErrors`. */
export interface FieldError {
  name: string;
  messages: string[];
}

/** Runs `query` as `browser`; fails the test on any error and answers the data. */
export const ok = async <T>(browser: Browserish, query: string, variables?: Record<string, unknown>): Promise<T> => {
  const res = await browser.gql<T>(query, variables);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data as T;
};

/** The code of an answer's first error (undefined when it has none). */
export const codeOf = (res: Answer): unknown => res.errors?.[0]?.extensions?.code;

/** The field errors of an answer's first error ([] when it lists none). */
export const fieldErrorsOf = (res: Answer): FieldError[] =>
  (res.errors?.[0]?.extensions?.fieldErrors ?? []) as FieldError[];

/** One operation over graphql-ws, answered as HTTP would: data, or the errors the server sent. */
export const overWs = (client: Client, query: string, variables: Record<string, unknown>): Promise<Answer> =>
  new Promise<Answer>((resolve) => {
    let answer: Answer = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => (answer = value as Answer),
        error: (error) => resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] } as Answer),
        complete: () => resolve(answer),
      },
    );
  });

/** The date `days` from today (UTC), as the forms send it: `YYYY-MM-DD`. */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid 1×1 PNG (signature, header, data and end chunks): what an upload of an image sends. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid 1×1 lossless WebP (RIFF header, WEBP, one VP8L chunk): the smallest real WebP image. */
export const WEBP_1PX = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
