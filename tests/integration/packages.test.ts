import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { packagePermissionsOf, type PackagePermissions } from '@portal/schema';
import { assertFieldRights } from '../../bff/src/modules/packages/package-rules.ts';
import { codeOf, ok } from '../support/answers.ts';
import { signedInClients } from '../support/helpers.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * Packages administration through the BFF against the sandbox: the permission rules of the
 * administration spec (section 6) tried as an attacker would (roles that may not, forged ids,
 * package id and TTB charge fields without their rights, parallel bursts), the Archive rule,
 * the client and office links, and the CSV export.
 */

type Item = {
  id: string;
  title: string;
  type: string;
  status: string;
  sortOrder: number;
  ttbCharge: number | null;
  propertyDuration: number | null;
};
type Page = { packages: { items: Item[]; pageInfo: { nextCursor: string | null; hasMore: boolean } } };

const LIST = `query ($status: PackageStatus, $clientId: ID, $search: String, $first: Int, $cursor: String) {
  packages(status: $status, clientId: $clientId, search: $search, first: $first, cursor: $cursor) {
    items { id title type status sortOrder ttbCharge propertyDuration }
    pageInfo { nextCursor hasMore }
  }
}`;
const DETAILS = `query ($id: ID!) { package(id: $id) { id title type status propertyPackageId agentPackageId officePackageId propertyDuration agentDuration officeDuration retailPrice packagePrice productionFee ttbCharge campaignsInProgress } }`;
const LINKS = `query ($id: ID!) { package(id: $id) { id clients { id title attached } offices { id title clientId attached } } }`;
const CREATE = `mutation ($input: CreatePackageInput!) { createPackage(input: $input) { package { id title type status propertyDuration agentDuration officeDuration ttbCharge propertyPackageId retailPrice } } }`;
const UPDATE = `mutation ($input: UpdatePackageInput!) { updatePackage(input: $input) { package { id title type propertyDuration agentDuration officeDuration ttbCharge officePackageId } } }`;
const ARCHIVE = `mutation ($id: ID!) { archivePackage(input: { id: $id }) { package { id status } } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchivePackage(input: { id: $id }) { package { id status } } }`;
const ATTACH_CLIENT = `mutation ($p: ID!, $c: ID!, $a: Boolean!) { setPackageClientAttached(input: { packageId: $p, clientId: $c, attached: $a }) { packageId link { id title attached } } }`;
const ATTACH_OFFICE = `mutation ($p: ID!, $o: ID!, $a: Boolean!) { setPackageOfficeAttached(input: { packageId: $p, officeId: $o, attached: $a }) { packageId link { id title clientId attached } } }`;

describe('packages through the BFF', () => {
  let stack: Stack;
  const as = signedInClients(() => stack.url);

  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  const admin = () => as('admin@sandbox.test');

  it('lists published packages 10 a page by sort order; load more reaches every one; Archived tab', async () => {
    const b = await admin();
    const seen: Item[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await ok<Page>(b, LIST, { cursor });
      assert.ok(page.packages.items.length <= 10);
      seen.push(...page.packages.items);
      cursor = page.packages.pageInfo.nextCursor;
    } while (cursor);
    assert.ok(seen.length >= 22);
    assert.ok(seen.every((p) => p.status === 'PUBLISHED'));
    assert.equal(new Set(seen.map((p) => p.id)).size, seen.length);
    const sortOrders = seen.map((p) => p.sortOrder);
    assert.deepEqual(
      sortOrders,
      [...sortOrders].sort((x, y) => x - y),
    );
    assert.ok(seen.every((p) => typeof p.ttbCharge === 'number'));
    const archived = await ok<Page>(b, LIST, { status: 'ARCHIVED', first: 100 });
    assert.ok(archived.packages.items.length >= 3 && archived.packages.items.every((p) => p.status === 'ARCHIVED'));
    const searched = await ok<Page>(b, LIST, { search: 'Property Boost' });
    assert.deepEqual(
      searched.packages.items.map((p) => p.title),
      ['Property Boost 14 Days'],
    );
  });

  it('roles without the packages rights are FORBIDDEN on every field, before any data', async () => {
    for (const email of ['clientadmin@sandbox.test', 'officeadmin@sandbox.test', 'agent@sandbox.test']) {
      const b = await as(email);
      for (const [query, variables] of [
        [LIST, {}],
        [DETAILS, { id: '1' }],
        [CREATE, { input: { title: 'x', type: 'OFFICE' } }],
        [UPDATE, { input: { id: '1', title: 'x', type: 'OFFICE' } }],
        [ARCHIVE, { id: '1' }],
        [UNARCHIVE, { id: '10' }],
        [ATTACH_CLIENT, { p: '1', c: '1', a: false }],
        [ATTACH_OFFICE, { p: '1', o: '1', a: false }],
      ] as const) {
        const res = await b.gql(query, variables);
        assert.equal(codeOf(res), 'FORBIDDEN', `${email}: ${query.slice(0, 40)}`);
        assert.ok(
          res.data === null || Object.values(res.data as object).every((v) => v === null),
          JSON.stringify(res.data),
        );
      }
      const perms = await ok<{ packagePermissions: PackagePermissions }>(
        b,
        '{ packagePermissions { view create edit changePackageId changeTtbCharge exportPackages } }',
      );
      assert.ok(Object.values(perms.packagePermissions).every((v) => v === false));
      const csv = await b.fetch('/downloads/packages.csv');
      assert.equal(csv.status, 403);
    }
  });

  it('without changePackageId or changeTtbCharge a form that sets those fields is FORBIDDEN (not dropped)', () => {
    const staff = packagePermissionsOf('ADMIN');
    const noIds = { ...staff, changePackageId: false };
    const noTtb = { ...staff, changeTtbCharge: false };
    assert.throws(
      () => assertFieldRights(noIds, { title: 'x', officePackageId: 'SGF-1' }),
      (e: Error & { extensions?: { code?: string } }) => e.extensions?.code === 'FORBIDDEN',
    );
    assert.throws(
      () => assertFieldRights(noIds, { title: 'x', propertyPackageId: null }),
      (e: Error & { extensions?: { code?: string } }) => e.extensions?.code === 'FORBIDDEN',
    );
    assert.doesNotThrow(() => assertFieldRights(noIds, { title: 'x', ttbCharge: 5 }));
    assert.throws(
      () => assertFieldRights(noTtb, { title: 'x', ttbCharge: 0 }),
      (e: Error & { extensions?: { code?: string } }) => e.extensions?.code === 'FORBIDDEN',
    );
    assert.doesNotThrow(() => assertFieldRights(noTtb, { title: 'x', officePackageId: 'SGF-1' }));
    assert.doesNotThrow(() => assertFieldRights({ ...noIds, changeTtbCharge: false }, { title: 'x', type: 'OFFICE' }));
  });

  it('create, edit (a duration of another type is cleared), archive, un-archive; Package name is required', async () => {
    const b = await admin();
    const blank = await b.gql(CREATE, { input: { title: '  ', type: 'OFFICE' } });
    assert.equal(codeOf(blank), 'BAD_USER_INPUT');
    assert.deepEqual(blank.errors?.[0]?.extensions?.fieldErrors, [
      { name: 'title', messages: ['Package name is required'] },
    ]);
    const created = (
      await ok<{ createPackage: { package: Record<string, unknown> } }>(b, CREATE, {
        input: {
          title: 'Integration Office',
          type: 'OFFICE',
          officeDuration: 30,
          propertyDuration: 14,
          retailPrice: 999.5,
          ttbCharge: 19,
          officePackageId: 'SGF-OFC-1',
        },
      })
    ).createPackage.package;
    assert.deepEqual(
      {
        status: created.status,
        officeDuration: created.officeDuration,
        propertyDuration: created.propertyDuration,
        ttbCharge: created.ttbCharge,
        retailPrice: created.retailPrice,
      },
      { status: 'PUBLISHED', officeDuration: 30, propertyDuration: null, ttbCharge: 19, retailPrice: 999.5 },
    );
    const id = created.id as string;
    const updated = (
      await ok<{ updatePackage: { package: Record<string, unknown> } }>(b, UPDATE, {
        input: { id, title: 'Integration Agent', type: 'AGENT', agentDuration: 45, officeDuration: 30 },
      })
    ).updatePackage.package;
    assert.deepEqual(
      [updated.type, updated.agentDuration, updated.officeDuration, updated.ttbCharge, updated.officePackageId],
      ['AGENT', 45, null, 19, 'SGF-OFC-1'],
    );
    assert.equal(
      (await ok<{ archivePackage: { package: { status: string } } }>(b, ARCHIVE, { id })).archivePackage.package.status,
      'ARCHIVED',
    );
    // An archived package cannot be opened for editing: a forged update is refused, also in a burst, and changes nothing.
    const edits = await Promise.all(
      Array.from({ length: 8 }, () =>
        b.gql(UPDATE, { input: { id, title: 'Edited while archived', type: 'AGENT', agentDuration: 45 } }),
      ),
    );
    for (const res of edits) assert.equal(codeOf(res), 'FORBIDDEN');
    assert.equal(
      (await ok<{ package: { title: string } }>(b, `query ($id: ID!) { package(id: $id) { title } }`, { id })).package
        .title,
      'Integration Agent',
    );
    assert.equal(
      (await ok<{ unarchivePackage: { package: { status: string } } }>(b, UNARCHIVE, { id })).unarchivePackage.package
        .status,
      'PUBLISHED',
    );
  });

  it('Archive is refused while a linked campaign is in progress; the package stays published', async () => {
    const b = await admin();
    const details = await ok<{ package: { campaignsInProgress: number; status: string } }>(b, DETAILS, { id: '1' });
    assert.ok(details.package.campaignsInProgress > 0);
    const res = await b.gql(ARCHIVE, { id: '1' });
    assert.equal(codeOf(res), 'BAD_USER_INPUT');
    assert.equal(res.errors?.[0]?.message, 'This package cannot be archived while a campaign using it is in progress.');
    assert.equal((await ok<{ package: { status: string } }>(b, DETAILS, { id: '1' })).package.status, 'PUBLISHED');
  });

  it('forged and unknown ids: NOT_FOUND or null, never another record', async () => {
    const b = await admin();
    assert.equal((await ok<{ package: unknown }>(b, DETAILS, { id: '999999' })).package, null);
    for (const id of ['../clients/1', '1?include=x', '%2e%2e', '1/agency']) {
      const res = await b.gql(DETAILS, { id });
      assert.equal(codeOf(res), 'BAD_USER_INPUT', id);
    }
    assert.equal(codeOf(await b.gql(ARCHIVE, { id: '999999' })), 'NOT_FOUND');
    assert.equal(codeOf(await b.gql(ATTACH_CLIENT, { p: '1', c: '999999', a: true })), 'NOT_FOUND');
    assert.equal(codeOf(await b.gql(ATTACH_OFFICE, { p: '999999', o: '1', a: true })), 'NOT_FOUND');
  });

  it('attach and detach a client and an office; a parallel burst of the same link settles on one row', async () => {
    const b = await admin();
    const id = (
      await ok<{ createPackage: { package: { id: string } } }>(b, CREATE, {
        input: { title: 'Integration Links', type: 'PROPERTY', propertyDuration: 21 },
      })
    ).createPackage.package.id;
    const before = await ok<{
      package: {
        clients: { id: string; title: string; attached: boolean }[];
        offices: { id: string; clientId: string | null; attached: boolean }[];
      };
    }>(b, LINKS, { id });
    assert.ok(before.package.clients.length > 0 && before.package.clients.every((c) => !c.attached));
    const client = before.package.clients[0]!;
    const office = before.package.offices[0]!;
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        b.gql<{ setPackageClientAttached: { link: { attached: boolean; title: string } } }>(ATTACH_CLIENT, {
          p: id,
          c: client.id,
          a: true,
        }),
      ),
    );
    assert.ok(
      burst.every(
        (r) =>
          r.errors === undefined &&
          r.data?.setPackageClientAttached.link.attached === true &&
          r.data.setPackageClientAttached.link.title === client.title,
      ),
    );
    const officeLink = await ok<{
      setPackageOfficeAttached: { link: { id: string; title: string; clientId: string | null; attached: boolean } };
    }>(b, ATTACH_OFFICE, { p: id, o: office.id, a: true });
    const { title: _title, ...link } = officeLink.setPackageOfficeAttached.link;
    assert.deepEqual(link, { id: office.id, clientId: office.clientId, attached: true });
    const after = await ok<typeof before>(b, LINKS, { id });
    assert.deepEqual(
      after.package.clients.filter((c) => c.attached).map((c) => c.id),
      [client.id],
    );
    assert.deepEqual(
      after.package.offices.filter((o) => o.attached).map((o) => o.id),
      [office.id],
    );
    const filtered = await ok<Page>(b, LIST, { clientId: client.id, search: 'Integration Links' });
    assert.deepEqual(
      filtered.packages.items.map((p) => p.id),
      [id],
    );
    await ok(b, ATTACH_CLIENT, { p: id, c: client.id, a: false });
    await ok(b, ATTACH_OFFICE, { p: id, o: office.id, a: false });
    const detached = await ok<typeof before>(b, LINKS, { id });
    assert.ok(!detached.package.clients.some((c) => c.attached) && !detached.package.offices.some((o) => o.attached));
  });

  it('a parallel burst of creates by a client admin creates nothing', async () => {
    const b = await admin();
    const before = await ok<Page>(b, LIST, { search: 'Burst Forged', first: 100 });
    const attacker = await as('clientadmin@sandbox.test');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        attacker.gql(CREATE, { input: { title: 'Burst Forged', type: 'OFFICE', officePackageId: 'X' } }),
      ),
    );
    assert.ok(results.every((r) => codeOf(r) === 'FORBIDDEN'));
    assert.deepEqual(
      (await ok<Page>(b, LIST, { search: 'Burst Forged', first: 100 })).packages.items,
      before.packages.items,
    );
  });

  it('exports the CSV as "Packages Export.csv", streamed from the upstream, with the list filters', async () => {
    const b = await admin();
    const res = await b.fetch('/downloads/packages.csv?status=PUBLISHED&search=Property');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="Packages Export.csv"');
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    const text = await res.text();
    // Every field quoted (decision 075).
    assert.match(text, /^"Id","Title","Type","Status",/);
    const [header, ...rows] = parse(text) as string[][];
    const status = header!.indexOf('Status');
    assert.ok(
      rows.length > 1 && rows.every((row) => row.some((cell) => /Property/.test(cell)) && row[status] === 'published'),
    );
    assert.equal((await b.fetch('/downloads/packages.csv?status=DRAFT')).status, 400);
    assert.equal((await b.fetch('/downloads/packages.csv?clientId=../1')).status, 400);
  });
});
