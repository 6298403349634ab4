import assert from 'node:assert/strict';
import { request } from 'node:http';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, test } from 'node:test';
import { csvMessages } from '../audiences/contacts.ts';
import { uploadMessages } from '../http/audience-upload.ts';
import { dataPaths } from '../data-dir.ts';
import { customerCsv } from '../testing/customer-csv.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';
import { messages } from '../http/validation.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

const tokens: Record<string, string> = {};
before(async () => {
  for (const who of ['clientadmin', 'officeadmin', 'agent', 'admin', 'clientuser'])
    tokens[who] = (await sandbox.login(`${who}@sandbox.test`)).token;
});

type Part = { field: string; value?: string; file?: string | Buffer; name?: string };
/** The answers these tests read, loosely: an audience, a page of them, or a 422. */
type Body = {
  id: number;
  name: string;
  contactCount: number;
  isCreator: boolean;
  skippedRows?: number;
  scopeDisplay: string;
  assignments: unknown;
  client: { id: number; title: string };
  deleted: boolean;
  activityLogs: { matchedCount: number | null }[];
  errors: { children: Record<string, { errors?: string[] }> };
  message: string;
  report: string;
  data: Body[];
  meta: { total: number };
};
type Reply = { status: number; body: Body };

async function send(path: string, parts: Part[], who = 'clientadmin'): Promise<Reply> {
  const form = new FormData();
  for (const part of parts) {
    if (part.file !== undefined)
      form.append(part.field, new Blob([part.file], { type: 'text/csv' }), part.name ?? 'contacts.csv');
    else form.append(part.field, part.value ?? '');
  }
  const response = await fetch(`${sandbox.url}/api/${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
}

const get = async (path: string, who = 'clientadmin') => sandbox.call<Body>(`/api/${path}`, { token: tokens[who] });

const db = () => new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
const query = <T>(sql: string, ...params: (string | number)[]): T[] => {
  const handle = db();
  try {
    return handle
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row }) as T);
  } finally {
    handle.close();
  }
};
const audienceCount = () => query<{ n: number }>('SELECT count(*) AS n FROM audiences')[0]!.n;

let unique = 0;
const create = (csv: string | Buffer, extra: Part[] = [], who = 'clientadmin', name = `List ${(unique += 1)}`) =>
  send(
    'audience',
    [{ field: 'name', value: name }, { field: 'scope', value: 'client' }, ...extra, { field: 'csv', file: csv }],
    who,
  );

const fieldErrors = (body: Body, field: string): string[] => body.errors.children[field]?.errors ?? [];

describe('POST audience stores hashes only', () => {
  test('a 250-contact list becomes an audience of 250 hashed contacts; no raw value is stored anywhere', async () => {
    const csv = customerCsv(250, { from: 9000 });
    const reply = await create(csv, [], 'clientadmin', 'Hashes only');
    assert.equal(reply.status, 201);
    assert.equal(reply.body.name, 'Hashes only');
    assert.equal(reply.body.contactCount, 250);
    assert.equal(reply.body.isCreator, true);
    const id = reply.body.id as number;
    const rows = query<Record<string, string | null>>(
      'SELECT email_sha256, phone_sha256, first_name_sha256, last_name_sha256 FROM audience_contacts WHERE audience_id = ?',
      id,
    );
    assert.equal(rows.length, 250);
    for (const row of rows) for (const value of Object.values(row)) assert.match(value ?? '', /^[0-9a-f]{64}$/);
    const logs = query<{ action: string; matched_count: number | null }>(
      'SELECT action, matched_count FROM audience_activity_logs WHERE audience_id = ? ORDER BY id',
      id,
    );
    assert.deepEqual(logs, [
      { action: 'created', matched_count: null },
      { action: 'csv uploaded', matched_count: null },
      { action: 'transferred to platform', matched_count: 250 },
    ]);
    // Nothing of the file anywhere: the database file (and its WAL), the files table, the storage folder.
    const paths = dataPaths(sandbox.dataDir);
    for (const file of [paths.database, `${paths.database}-wal`].filter(existsSync)) {
      const bytes = readFileSync(file);
      for (const raw of ['contact.9001@example.com', 'Contact.9001@Example.com', '61400009001', 'first9001'])
        assert.equal(bytes.includes(raw), false, raw);
    }
    assert.equal(query<{ n: number }>("SELECT count(*) AS n FROM files WHERE name LIKE '%.csv'")[0]!.n, 0);
    const incoming = join(paths.storage, '.incoming');
    assert.deepEqual(existsSync(incoming) ? readdirSync(incoming) : [], []);
  });

  test('GET audience/{id} answers the audience with its scope display, assignment and activity', async () => {
    const made = await create(customerCsv(200, { from: 20_000 }));
    const reply = await get(`audience/${made.body.id}`);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.scopeDisplay, 'Global');
    assert.deepEqual(reply.body.assignments, [{ id: 1, name: reply.body.client.title }]);
    assert.equal(reply.body.activityLogs.at(-1)?.matchedCount, 200);
  });
});

describe('bad input: a precise message and no half-created audience', () => {
  const refused = async (reply: Promise<Reply>, field: string, message: string) => {
    const before = audienceCount();
    const { status, body } = await reply;
    assert.equal(status, 422, JSON.stringify(body));
    assert.deepEqual(fieldErrors(body, field), [message]);
    assert.equal(audienceCount(), before);
  };

  test('199 contacts', () => refused(create(customerCsv(199)), 'csv', csvMessages.tooFew));
  test('200 rows of which one is a malformed e-mail (199 contacts)', () =>
    refused(create(customerCsv(199) + 'broken-address,,,\n'), 'csv', csvMessages.tooFew));
  test('a hashed column', () =>
    refused(create(customerCsv(300).replace('Contact.5@Example.com', 'a'.repeat(64))), 'csv', csvMessages.hashed));
  test('a duplicate name (any case)', async () => {
    await create(customerCsv(200), [], 'clientadmin', 'Buyers 2026');
    await refused(
      create(customerCsv(200), [], 'clientadmin', 'BUYERS 2026'),
      'name',
      'An audience with this name already exists',
    );
  });
  test('a PNG renamed .csv', () =>
    refused(
      create(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)])),
      'csv',
      csvMessages.notText,
    ));
  test('a name not ending in .csv', () =>
    refused(
      send('audience', [
        { field: 'name', value: 'Txt' },
        { field: 'scope', value: 'client' },
        { field: 'csv', file: customerCsv(300), name: 'contacts.txt' },
      ]),
      'csv',
      uploadMessages.notCsv,
    ));
  test('a 0-byte file', () => refused(create(''), 'csv', csvMessages.empty));
  test('no file at all', () =>
    refused(
      send('audience', [
        { field: 'name', value: 'No file' },
        { field: 'scope', value: 'client' },
      ]),
      'csv',
      uploadMessages.required,
    ));
  test('a file over the size limit', () =>
    refused(create(Buffer.alloc(25 * 1024 * 1024 + 10, 'a@example.com\n')), 'csv', uploadMessages.tooLarge));
  test('a name over 30 characters', () =>
    refused(create(customerCsv(200), [], 'clientadmin', 'x'.repeat(31)), 'name', messages.tooLong(30)));
  test('office scope without a selection, and an office of another client', async () => {
    await refused(
      send('audience', [
        { field: 'name', value: 'Offices' },
        { field: 'scope', value: 'agency' },
        { field: 'csv', file: customerCsv(200) },
      ]),
      'uuids',
      messages.blank,
    );
    const foreign = query<{ id: number }>('SELECT id FROM offices WHERE client_id = 2 LIMIT 1')[0]!.id;
    await refused(
      send('audience', [
        { field: 'name', value: 'Offices' },
        { field: 'scope', value: 'agency' },
        { field: 'uuids[]', value: String(foreign) },
        { field: 'csv', file: customerCsv(200) },
      ]),
      'uuids',
      messages.invalidChoice,
    );
  });

  test('an upload the client breaks off mid-file creates nothing and the sandbox keeps answering', async () => {
    const before = audienceCount();
    const boundary = 'broken-off';
    const closed = new Promise<void>((resolve) => {
      const target = new URL(`${sandbox.url}/api/audience`);
      const req = request({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.clientadmin}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBroken off\r\n--${boundary}\r\nContent-Disposition: form-data; name="scope"\r\n\r\nclient\r\n`,
      );
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\n${customerCsv(5000)}`,
        () => req.destroy(),
      );
    });
    await closed;
    // The sandbox runs in this process: an unhandled failure of the broken upload would end this run.
    assert.equal((await get('audience')).status, 200);
    assert.equal(audienceCount(), before);
  });

  test('CRLF and BOM variants are accepted with the same contacts', async () => {
    const plain = await create(customerCsv(200, { from: 40_000 }));
    const windows = await create(customerCsv(200, { from: 40_000, crlf: true, bom: true }));
    assert.equal(plain.status, 201);
    assert.equal(windows.status, 201);
    const hashes = (id: number) =>
      query<{ h: string }>('SELECT email_sha256 AS h FROM audience_contacts WHERE audience_id = ? ORDER BY 1', id).map(
        (r) => r.h,
      );
    assert.deepEqual(hashes(windows.body.id), hashes(plain.body.id));
  });

  test('formula-like cells and malformed e-mails are row problems: skipped on create, reported by validate-csv without contact data', async () => {
    const csv = customerCsv(300) + "=cmd|' /C calc'!A0,,,\nnot-an-email,,Secret,Person\n";
    const check = await send('audience/validate-csv', [{ field: 'csv', file: csv }]);
    assert.equal(check.status, 422);
    assert.equal(check.body.message, `Row 302: ${csvMessages.formula} (and 1 more row with problems)`);
    assert.equal(check.body.report, `Row 302: ${csvMessages.formula}\nRow 303: ${csvMessages.emailInvalid}\n`);
    assert.doesNotMatch(JSON.stringify(check.body), /cmd|calc|not-an-email|Secret/);
    const made = await create(csv);
    assert.equal(made.status, 201);
    assert.equal(made.body.contactCount, 300);
    assert.equal(made.body.skippedRows, 2);
    const clean = await send('audience/validate-csv', [{ field: 'csv', file: customerCsv(500) }]);
    assert.deepEqual(clean, { status: 200, body: { ok: true, contacts: 500 } });
  });
});

describe('who may do what', () => {
  test('only the creator edits or deletes; others get 403 and nothing changes', async () => {
    const made = await create(customerCsv(200, { from: 60_000 }), [], 'clientadmin', 'Creator only');
    const id = made.body.id as number;
    const edit = await send(
      `audience/${id}`,
      [
        { field: '_method', value: 'PATCH' },
        { field: 'name', value: 'Taken over' },
      ],
      'officeadmin',
    );
    assert.equal(edit.status, 403);
    assert.equal(
      (await sandbox.call(`/api/audience/${id}`, { method: 'DELETE', token: tokens.officeadmin })).status,
      403,
    );
    assert.equal(query<{ name: string }>('SELECT name FROM audiences WHERE id = ?', id)[0]!.name, 'Creator only');
    const own = await send(`audience/${id}`, [
      { field: '_method', value: 'PATCH' },
      { field: 'name', value: 'Renamed' },
    ]);
    assert.equal(own.status, 200);
    assert.equal(own.body.name, 'Renamed');
    assert.equal(
      (await sandbox.call(`/api/audience/${id}`, { method: 'DELETE', token: tokens.clientadmin })).status,
      204,
    );
    assert.equal((await get(`audience/${id}`)).status, 404);
    assert.equal(
      query<{ n: number }>('SELECT count(*) AS n FROM audience_contacts WHERE audience_id = ?', id)[0]!.n,
      0,
    );
  });

  test('a CSV replaced in edit mode replaces the hashed list and logs the new transfer', async () => {
    const made = await create(customerCsv(200, { from: 70_000 }));
    const edit = await send(`audience/${made.body.id}`, [
      { field: '_method', value: 'PATCH' },
      { field: 'csv', file: customerCsv(321, { from: 80_000 }) },
    ]);
    assert.equal(edit.status, 200);
    assert.equal(edit.body.contactCount, 321);
    assert.equal(edit.body.activityLogs.at(-2)?.matchedCount, 321);
  });

  test('agents, client users without the feature and staff cannot use the audience list; only staff the admin dashboard', async () => {
    assert.equal((await get('audience', 'clientuser')).status, 403);
    assert.equal((await get('audience', 'admin')).status, 403);
    assert.equal((await get('admin/audience', 'clientadmin')).status, 403);
    const page = await get('admin/audience?page=1', 'admin');
    assert.equal(page.status, 200);
    assert.equal(page.body.data.length, 15);
    assert.ok(page.body.meta.total >= 40);
  });

  test('the audience list pages 15 at a time within the caller reach', async () => {
    const first = await get('audience');
    assert.equal(first.status, 200);
    assert.equal(first.body.data.length, 15);
    assert.equal(
      first.body.data.every((a) => a.client.id === 1 && !a.deleted),
      true,
    );
    const office = await get('audience', 'officeadmin');
    assert.ok(office.body.meta.total <= first.body.meta.total);
  });

  test('GET agents lists the agents of the caller offices only', async () => {
    const reply = await get('agents', 'officeadmin');
    assert.equal(reply.status, 200);
    const clients = query<{ client_id: number }>(
      `SELECT DISTINCT client_id FROM users WHERE id IN (${reply.body.data.map((a) => a.id).join(',')})`,
    );
    assert.deepEqual(clients, [{ client_id: 1 }]);
  });

  test('the CSV template is a CSV with the columns the reader takes', async () => {
    const reply = await get('audience/csv-template');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-disposition') ?? '', /audience-template\.csv/);
    assert.match(String(reply.body), /^"email","phone","first_name","last_name"\n/);
    assert.ok(!String(reply.body).includes("'"), 'no cell of the template is neutralised');
  });
});
