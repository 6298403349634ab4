import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors } from './forms.ts';
import { messages as m } from './messages.ts';
import { createOfficeSchema, isOfficeLogoName, officeReportSchema, updateOfficeSchema } from './offices.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : Object.fromEntries(toFieldErrors(result.error as never).map((f) => [f.name, f.messages]));

describe('office Details rules', () => {
  it('the name is required (Organisation name is required), blank included', () => {
    for (const name of [undefined, '', '   '])
      assert.deepEqual(errorsOf(createOfficeSchema.safeParse({ name })), { name: [m.organisationNameRequired] });
  });

  it('left out keeps (undefined), null or blank clears (null), values are trimmed', () => {
    const v = updateOfficeSchema.parse({ id: '3', name: ' Bondi ', phone: '  ', email: null, revId: ' R1 ' });
    assert.equal(v.name, 'Bondi');
    assert.equal(v.phone, null);
    assert.equal(v.email, null);
    assert.equal(v.revId, 'R1');
    assert.equal(v.primaryContact, undefined);
    assert.equal(v.emailOrdersRecipients, undefined);
    assert.equal(v.organicSocialPosts, undefined);
  });

  it('e-mail, post codes, colours, destination URL and the Email Orders recipients', () => {
    const bad = createOfficeSchema.safeParse({
      name: 'X',
      email: 'nope',
      postcodes: '2000,2001,2002,2003,2004',
      brandColor: 'red',
      secondaryColor: '#12345',
      destinationUrl: 'ftp://x.example',
      emailOrdersRecipients: ['a@x.example', 'b@'],
    });
    assert.deepEqual(errorsOf(bad), {
      email: [m.invalidEmail],
      postcodes: [m.officePostcodesInvalid],
      brandColor: [m.officeColourInvalid],
      secondaryColor: [m.officeColourInvalid],
      destinationUrl: [m.officeUrlInvalid],
      emailOrdersRecipients: [m.invalidEmailList],
    });
    const good = createOfficeSchema.parse({
      name: 'X',
      postcodes: ' 2000 , 2010 ',
      brandColor: '#AbC',
      destinationUrl: 'https://acme.example/x',
      emailOrdersRecipients: [' a@x.example ', '', 'a@x.example'],
    });
    assert.equal(good.postcodes, '2000,2010');
    assert.deepEqual(good.emailOrdersRecipients, ['a@x.example']);
    assert.equal(createOfficeSchema.parse({ name: 'X', postcodes: '' }).postcodes, null);
  });

  it('a crafted client id is refused', () => {
    assert.ok(!createOfficeSchema.safeParse({ name: 'X', clientId: '../1' }).success);
  });
});

describe('office Campaign Report rules', () => {
  const base = {
    id: '1',
    recurrence: 'WEEKLY',
    interval: 1,
    weekday: 'MON',
    monthday: 15,
    startDate: '2026-12-01',
    recipients: [],
  };
  it('interval at least 1, monthday 1 to 31, a real start date, Invalid Email List', () => {
    assert.ok(officeReportSchema.safeParse(base).success);
    assert.deepEqual(
      errorsOf(
        officeReportSchema.safeParse({ ...base, interval: 0, monthday: 0, startDate: '2026-02-29', recipients: ['x'] }),
      ),
      {
        interval: [m.officeReportIntervalMinimum],
        monthday: [m.officeReportMonthdayRange],
        startDate: [m.officeReportStartInvalid],
        recipients: [m.invalidEmailList],
      },
    );
    assert.deepEqual(errorsOf(officeReportSchema.safeParse({ ...base, interval: 1.5, monthday: 32 })), {
      interval: [m.officeReportIntervalMinimum],
      monthday: [m.officeReportMonthdayRange],
    });
    assert.deepEqual(errorsOf(officeReportSchema.safeParse({ ...base, interval: 366 })), {
      interval: [m.officeReportIntervalMaximum],
    });
    assert.ok(officeReportSchema.safeParse({ ...base, monthday: 31, interval: 365 }).success);
  });
  it('at most 50 recipients', () => {
    const many = Array.from({ length: 51 }, (_, i) => `r${i}@x.example`);
    assert.deepEqual(errorsOf(officeReportSchema.safeParse({ ...base, recipients: many })), {
      recipients: [m.officeRecipientsTooMany],
    });
  });
});

describe('office logo names', () => {
  it('jpg, jpeg, png, gif or svg, any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'b.png', 'c.gif', 'd.Svg']) assert.ok(isOfficeLogoName(name), name);
    for (const name of ['a.webp', 'png', 'a.png.exe', '']) assert.ok(!isOfficeLogoName(name), name);
  });
});
