import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { ROLES } from './access.ts';
import {
  clientAccessOf,
  clientDetailsSchema,
  createClientSchema,
  domainListSchema,
  emailListSchema,
  isDomain,
  setClientFeatureSchema,
  updateClientSchema,
} from './clients.ts';
import { toFieldErrors } from './forms.ts';
import { messages } from './messages.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? [] : toFieldErrors(r.error);
};

describe('the client form (administration spec, section 5)', () => {
  it("the spec's texts, verbatim", () => {
    assert.equal(messages.organisationNameRequired, 'Organisation name is required');
    assert.equal(messages.invalidEmail, 'Invalid Email');
    assert.equal(messages.invalidEmailList, 'Invalid Email List');
    assert.equal(messages.invalidDomain, 'Invalid Domain');
  });

  it('the organisation title is required (blank, white space or missing)', () => {
    for (const title of ['', '   ', undefined, null]) {
      assert.deepEqual(
        errorsOf(clientDetailsSchema, { title }),
        [{ name: 'title', messages: ['Organisation name is required'] }],
        String(title),
      );
    }
    assert.equal(clientDetailsSchema.parse({ title: '  Acme  ' }).title, 'Acme');
  });

  it('accountEmail: empty (none) or one valid e-mail', () => {
    assert.equal(clientDetailsSchema.parse({ title: 'A', accountEmail: '' }).accountEmail, null);
    assert.equal(clientDetailsSchema.parse({ title: 'A', accountEmail: null }).accountEmail, null);
    assert.equal(clientDetailsSchema.parse({ title: 'A', accountEmail: ' a@b.example ' }).accountEmail, 'a@b.example');
    for (const bad of [
      'a@b',
      'a b@c.example',
      'a@b.example, c@d.example',
      '@b.example',
      `${'x'.repeat(180)}@b.example`,
    ]) {
      assert.deepEqual(
        errorsOf(clientDetailsSchema, { title: 'A', accountEmail: bad }),
        [{ name: 'accountEmail', messages: ['Invalid Email'] }],
        bad,
      );
    }
  });

  it('recipient lists: empty, or comma-separated e-mails with white space ignored, stored as "a, b"', () => {
    assert.equal(emailListSchema.parse(''), '');
    assert.equal(emailListSchema.parse(null), '');
    assert.equal(
      emailListSchema.parse(' a@x.example ,b@y.example\n, c@z.example '),
      'a@x.example, b@y.example, c@z.example',
    );
    assert.equal(emailListSchema.parse('a@x.example,'), 'a@x.example');
    assert.equal(emailListSchema.parse('a @x.example'), 'a@x.example');
    for (const bad of ['a@x.example; b@y.example', 'nope', 'a@x.example, b', 'x'.repeat(2001)]) {
      assert.deepEqual(errorsOf(emailListSchema, bad), [{ name: '', messages: ['Invalid Email List'] }], bad);
    }
  });

  it('domains: empty, or name.tld entries separated by commas, each with an optional leading *.', () => {
    assert.equal(domainListSchema.parse(''), '');
    assert.equal(domainListSchema.parse(' acme.example ,*.acme-realty.com.au '), 'acme.example, *.acme-realty.com.au');
    for (const good of ['a.co', '*.a.co', 'sub.domain.example', 'xn--80ak6aa92e.com']) assert.ok(isDomain(good), good);
    for (const bad of [
      'acme',
      '*.acme',
      'a.*.example',
      'http://a.example',
      'a.example/path',
      '-a.example',
      'a_b.example',
      '*',
      '**.a.example',
      'a..example',
      'a.example.',
    ]) {
      assert.equal(isDomain(bad), false, bad);
      assert.deepEqual(
        errorsOf(domainListSchema, `ok.example, ${bad}`),
        [{ name: '', messages: ['Invalid Domain'] }],
        bad,
      );
    }
  });

  it('generated pathological inputs never throw and never pass malformed values', () => {
    const pieces = ['a', '@', '.', ',', ' ', '*', '-', 'x.example', '\u0000', '\u202e', '🙂', '\n', '*.'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i += 1) {
      const value = Array.from({ length: next() % 24 }, () => pieces[next() % pieces.length]).join('');
      const emails = emailListSchema.safeParse(value);
      if (emails.success && emails.data)
        for (const e of emails.data.split(', ')) assert.match(e, /^[^\s@,]+@[^\s@.,]+(\.[^\s@.,]+)+$/, value);
      const domains = domainListSchema.safeParse(value);
      if (domains.success && domains.data) for (const d of domains.data.split(', ')) assert.ok(isDomain(d), value);
    }
  });

  it('the whole Details tab: the input names of every problem at once; the billing postcode is four digits', () => {
    const errors = errorsOf(clientDetailsSchema, {
      title: '',
      accountEmail: 'x',
      accountsEmailRecipients: 'y',
      authorizedDomains: 'z',
      billingAddress: { postalCodeNumber: '20000', administrativeAreaName: 'NZ' },
      accountsEmailWeekday: 'FUNDAY',
    });
    assert.deepEqual(errors.map((e) => e.name).sort(), [
      'accountEmail',
      'accountsEmailRecipients',
      'accountsEmailWeekday',
      'authorizedDomains',
      'billingAddress.administrativeAreaName',
      'billingAddress.postalCodeNumber',
      'title',
    ]);
    assert.deepEqual(errors.find((e) => e.name === 'billingAddress.postalCodeNumber')?.messages, [
      messages.billingPostcodeInvalid,
    ]);
  });

  it('creating needs the sub-domain (letters, digits, inner hyphens; stored lower-case); updating may leave it out', () => {
    assert.deepEqual(errorsOf(createClientSchema, { details: { title: 'A' } }), [
      { name: 'details.subDomain', messages: [messages.subDomainRequired] },
    ]);
    assert.equal(
      createClientSchema.parse({ details: { title: 'A', subDomain: 'New-Client' } }).details.subDomain,
      'new-client',
    );
    for (const bad of ['-a', 'a-', 'a.b', 'a b', 'x'.repeat(64)]) {
      assert.deepEqual(
        errorsOf(createClientSchema, { details: { title: 'A', subDomain: bad } })[0]?.messages,
        [messages.subDomainInvalid],
        bad,
      );
    }
    const update = updateClientSchema.parse({ id: '4', details: { title: 'A' } });
    assert.equal('subDomain' in update.details!, false);
  });

  it('fields left out stay out (the upstream keeps them); null clears', () => {
    const v = updateClientSchema.parse({
      id: '4',
      details: { title: 'A', product: null },
      images: { logoFileId: null, faviconFileId: '12' },
    });
    assert.deepEqual(Object.keys(v.details!).sort(), ['product', 'title']);
    assert.equal(v.details!.product, null);
    assert.deepEqual(v.images, { logoFileId: null, faviconFileId: '12' });
    assert.equal(v.display, undefined);
  });

  it('creative URLs must be https:// URLs; ids and feature keys cannot carry a path', () => {
    assert.deepEqual(
      errorsOf(updateClientSchema, { id: '4', integration: { office: { size300x250: 'http://a.example/x.png' } } })[0]
        ?.name,
      'integration.office.size300x250',
    );
    assert.equal(
      updateClientSchema.parse({ id: '4', integration: { office: { size300x250: '' } } }).integration!.office!
        .size300x250,
      null,
    );
    for (const id of ['../1', '1/agency/2', '', '1?x=1'])
      assert.equal(updateClientSchema.safeParse({ id }).success, false, id);
    for (const featureKey of ['../x', 'a/b', '', 'a b'])
      assert.equal(
        setClientFeatureSchema.safeParse({ clientId: '1', featureKey, enabled: true }).success,
        false,
        featureKey,
      );
  });
});

describe('the clients rows of the role table (administration spec, section 6)', () => {
  it('view: super admin, admin, client admin, office admin; add, archive and the staff-only parts: super admin and admin; card: client admin only', () => {
    const who = (pick: (r: ReturnType<typeof clientAccessOf>) => boolean) =>
      ROLES.filter((role) => pick(clientAccessOf(role)));
    assert.deepEqual(
      who((r) => r.view),
      ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'],
    );
    assert.deepEqual(
      who((r) => r.editMainFields),
      ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'],
    );
    for (const right of [
      'add',
      'archive',
      'editSubDomain',
      'editDisplayConfig',
      'changePaymentOptions',
      'editTradingTerms',
      'attachOffices',
      'editIntegration',
      'switchFeatures',
    ] as const) {
      assert.deepEqual(
        who((r) => r[right]),
        ['SUPER_ADMIN', 'ADMIN'],
        right,
      );
    }
    assert.deepEqual(
      who((r) => r.changeCard),
      ['CLIENT_ADMIN'],
    );
    assert.deepEqual(
      who((r) => r.tabs.paymentDetails),
      ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN'],
    );
    for (const tab of ['offices', 'integration', 'features'] as const)
      assert.deepEqual(
        who((r) => r.tabs[tab]),
        ['SUPER_ADMIN', 'ADMIN'],
        tab,
      );
    for (const tab of ['details', 'display', 'images'] as const)
      assert.deepEqual(
        who((r) => r.tabs[tab]),
        ['SUPER_ADMIN', 'ADMIN', 'CLIENT_ADMIN', 'AGENT_ADMIN'],
        tab,
      );
  });
});
