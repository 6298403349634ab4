import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  cardTokenSchema,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
  parseCardExpiry,
  sandboxCardFormSchema,
  sandboxCardSchema,
  toSandboxCardInput,
} from './cards.ts';
import { messages } from './messages.ts';

describe('card field masks', () => {
  it('groups numbers by four, American Express 4-6-5, and drops anything but digits', () => {
    assert.equal(formatCardNumber('4242424242424242'), '4242 4242 4242 4242');
    assert.equal(formatCardNumber('4242-4242 42a'), '4242 4242 42');
    assert.equal(formatCardNumber('378282246310005'), '3782 822463 10005');
    assert.equal(formatCardNumber('3782822463100059999'), '3782 822463 10005');
    assert.equal(formatCardNumber('4'.repeat(25)).replace(/ /g, '').length, 19);
  });
  it('expiry MM/YY and CVC digits', () => {
    assert.equal(formatCardExpiry('1'), '1');
    assert.equal(formatCardExpiry('4'), '04');
    assert.equal(formatCardExpiry('1229'), '12/29');
    assert.equal(formatCardExpiry('12/2931'), '12/29');
    assert.equal(formatCardCvc('12a345'), '1234');
    assert.deepEqual(parseCardExpiry('03/31'), { expMonth: 3, expYear: 2031 });
    assert.deepEqual(parseCardExpiry('03 / 2031'), { expMonth: 3, expYear: 2031 });
    assert.equal(parseCardExpiry('3/31'), undefined);
  });
});

describe('card rules', () => {
  it('the form needs a complete number, expiry and CVC', () => {
    const result = sandboxCardFormSchema.safeParse({ number: '4242', expiry: '1', cvc: '' });
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]),
      [
        ['number', messages.cardNumberIncomplete],
        ['expiry', messages.cardExpiryIncomplete],
        ['cvc', messages.cvcIncomplete],
      ],
    );
    const values = { number: '4242 4242 4242 4242', expiry: '12/31', cvc: '123' };
    assert.equal(sandboxCardFormSchema.safeParse(values).success, true);
    assert.deepEqual(toSandboxCardInput(values), {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
  });
  it("the BFF input keeps the provider's decisions to the provider but bounds the shape", () => {
    assert.deepEqual(
      sandboxCardSchema.parse({ number: '4242 4242 4242 4242', expMonth: 13, expYear: 31, cvc: '123' }),
      { number: '4242424242424242', expMonth: 13, expYear: 31, cvc: '123' },
    );
    for (const bad of [
      { number: '4'.repeat(40), expMonth: 1, expYear: 2031, cvc: '123' },
      { number: '4242x4242x4242', expMonth: 1, expYear: 2031, cvc: '123' },
      { number: '4242424242424242', expMonth: 1e9, expYear: 2031, cvc: '123' },
      { number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '12345' },
    ]) {
      assert.equal(sandboxCardSchema.safeParse(bad).success, false, JSON.stringify(bad));
    }
  });
  it('tokens are short opaque words', () => {
    assert.equal(cardTokenSchema.parse(' tok_abc-123 '), 'tok_abc-123');
    for (const bad of ['', 'tok abc', 'tok/../x', 'x'.repeat(256)])
      assert.equal(cardTokenSchema.safeParse(bad).success, false, bad);
  });
});
