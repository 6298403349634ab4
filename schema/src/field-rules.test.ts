import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import {
  authorisedUrlRule,
  httpsUrlRule,
  postcodeListRule,
  recipientRowsRule,
  startDateRule,
  tomorrowOf,
} from './field-rules.ts';
import { messages, orderingMessages } from './messages.ts';

/** The messages of a failed parse (empty when it passes). */
const problems = (schema: z.ZodType, value: unknown): string[] => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('httpsUrlRule', () => {
  it('accepts https, refuses anything else with the destination text', () => {
    assert.deepEqual(problems(httpsUrlRule(), 'https://acme.test/x'), []);
    assert.deepEqual(problems(httpsUrlRule(), 'http://acme.test/x'), [orderingMessages.destinationUrlHttps]);
    assert.deepEqual(problems(httpsUrlRule(), ''), []);
  });
  it('required: empty gives the required text', () => {
    const rule = httpsUrlRule({ required: true, requiredMessage: 'Video URL is required' });
    assert.deepEqual(problems(rule, '  '), ['Video URL is required']);
  });
});

describe('authorisedUrlRule', () => {
  it('passes a URL of the client domains, refuses others with the spec text', () => {
    const rule = authorisedUrlRule('acme.test, *.acme-realty.test');
    assert.deepEqual(problems(rule, 'https://office.acme-realty.test/ann'), []);
    assert.deepEqual(problems(rule, 'https://www.realestate.test/ann'), [orderingMessages.agentPageUrlNotAuthorised]);
  });
});

describe('recipientRowsRule', () => {
  it('each row: required, then a valid email', () => {
    const parsed = recipientRowsRule().safeParse([{ email: 'a@acme.test' }, { email: '' }, { email: 'nope' }]);
    assert.equal(parsed.success, false);
    const byRow = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    assert.deepEqual(byRow, {
      '1.email': orderingMessages.recipientEmailRequired,
      '2.email': orderingMessages.recipientEmailInvalid,
    });
    assert.deepEqual(problems(recipientRowsRule(), []), []);
  });
});

describe('postcodeListRule', () => {
  it('1 to 4 postcodes', () => {
    const rule = postcodeListRule();
    assert.deepEqual(problems(rule, []), [orderingMessages.postcodesRequired]);
    assert.deepEqual(problems(rule, ['', ' ']), [orderingMessages.postcodesRequired]);
    assert.deepEqual(problems(rule, ['2000', '2010', '2020', '2030', '2040']), [orderingMessages.postcodesMaximum]);
    assert.deepEqual(problems(rule, ['2000', 'abc']), [messages.billingPostcodeInvalid]);
    assert.deepEqual(rule.parse([' 2000', '', '3000']), ['2000', '3000']);
  });
  it('exactly one', () => {
    const rule = postcodeListRule({ exactly: 1 });
    assert.deepEqual(problems(rule, []), [orderingMessages.postcodeExactlyOne]);
    assert.deepEqual(problems(rule, ['2000', '3000']), [orderingMessages.postcodeExactlyOne]);
    assert.deepEqual(problems(rule, ['2000']), []);
  });
});

describe('startDateRule and tomorrowOf', () => {
  it('tomorrow crosses months and years', () => {
    assert.equal(tomorrowOf(new Date(2026, 11, 31, 23, 30)), '2027-01-01');
    assert.equal(tomorrowOf(new Date(2026, 1, 28, 9)), '2026-03-01');
  });
  it('required, and no earlier than the minimum', () => {
    const rule = startDateRule('2026-11-28');
    assert.deepEqual(problems(rule, ''), [orderingMessages.startDateRequired]);
    assert.deepEqual(problems(rule, '2026-11-27'), [orderingMessages.startDateTooEarly]);
    assert.deepEqual(problems(rule, '2026-11-28'), []);
  });
});
