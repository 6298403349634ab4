import type { MockedResponse } from '@apollo/client/testing';

type Variables = Record<string, unknown>;

/**
 * A reusable mock of one mutation for screen tests: it answers every call (any variables, any
 * number of times) with `answer(variables)`, and records each call's variables in `calls`.
 */
export const mutationMock = (query: MockedResponse['request']['query'], answer: (variables: Variables) => unknown) => {
  const calls: Variables[] = [];
  const mock: MockedResponse = {
    request: { query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Variables) => {
      calls.push(variables);
      return answer(variables) as never;
    },
  };
  return { mock, calls };
};
