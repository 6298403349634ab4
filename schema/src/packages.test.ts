import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors } from './forms.ts';
import { messages } from './messages.ts';
import {
  createPackageSchema,
  formatAud,
  packagePermissionsOf,
  packageTypeFields,
  updatePackageSchema,
  withGst,
} from './packages.ts';

const errorsOf = (input: unknown) => {
  const parsed = createPackageSchema.safeParse(input);
  return parsed.success ? [] : toFieldErrors(parsed.error);
};

describe('package form rules', () => {
  it('Package name is required (blank or spaces); the type is required', () => {
    assert.deepEqual(errorsOf({ title: '  ', type: 'OFFICE' }), [
      { name: 'title', messages: [messages.packageNameRequired] },
    ]);
    assert.deepEqual(errorsOf({ title: 'x' }), [{ name: 'type', messages: [messages.packageTypeRequired] }]);
  });

  it('clears the durations of the other types on save, whatever was typed', () => {
    const v = createPackageSchema.parse({
      title: 'x',
      type: 'AGENT_EXTEND',
      propertyDuration: 14,
      agentDuration: 28,
      officeDuration: 30,
    });
    assert.deepEqual([v.propertyDuration, v.agentDuration, v.officeDuration], [14, 28, null]);
    const office = updatePackageSchema.parse({
      id: '7',
      title: 'x',
      type: 'OFFICE',
      propertyDuration: 14,
      officeDuration: 30,
    });
    assert.deepEqual([office.propertyDuration, office.agentDuration, office.officeDuration], [null, null, 30]);
  });

  it('prices: dollars and cents from 0 to 1,000,000; durations whole days 1 to 365; absent is 0 or none', () => {
    assert.equal(createPackageSchema.parse({ title: 'x', type: 'OFFICE', retailPrice: 1299.95 }).retailPrice, 1299.95);
    assert.equal(createPackageSchema.parse({ title: 'x', type: 'OFFICE' }).packagePrice, 0);
    for (const bad of [-1, 1.234, 1_000_001, Number.NaN])
      assert.deepEqual(
        errorsOf({ title: 'x', type: 'OFFICE', retailPrice: bad }),
        [{ name: 'retailPrice', messages: [messages.packagePriceInvalid] }],
        String(bad),
      );
    for (const bad of [0, 1.5, 366])
      assert.deepEqual(
        errorsOf({ title: 'x', type: 'OFFICE', officeDuration: bad }),
        [{ name: 'officeDuration', messages: [messages.packageDurationInvalid] }],
        String(bad),
      );
  });

  it('leaves the package ids and the TTB charge out when they are not sent (kept upstream), null when sent empty', () => {
    const v = createPackageSchema.parse({ title: 'x', type: 'OFFICE' });
    assert.equal(v.officePackageId, undefined);
    assert.equal(v.ttbCharge, undefined);
    const sent = createPackageSchema.parse({ title: 'x', type: 'OFFICE', officePackageId: ' ', ttbCharge: null });
    assert.equal(sent.officePackageId, null);
    assert.equal(sent.ttbCharge, 0);
  });
});

describe('package rights and helpers', () => {
  it('every packages right is for super admin and admin only', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN'] as const)
      assert.ok(Object.values(packagePermissionsOf(role)).every(Boolean), role);
    for (const role of ['CLIENT_ADMIN', 'AGENT_ADMIN', 'AGENT_USER', 'CLIENT_USER'] as const)
      assert.ok(
        Object.values(packagePermissionsOf(role)).every((v) => !v),
        role,
      );
  });

  it('the type decides the id and duration fields; GST is 10 %', () => {
    assert.deepEqual(packageTypeFields('AGENT_EXTEND'), { property: true, agent: true, office: false });
    assert.deepEqual(packageTypeFields('OFFICE'), { property: false, agent: false, office: true });
    assert.equal(withGst(1299), 1428.9);
    assert.equal(formatAud(1428.9), '$1,428.90');
  });
});
