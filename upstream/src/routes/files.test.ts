import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dataPaths } from '../data-dir.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';
import { messages } from '../http/validation.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

let token = '';
before(async () => {
  token = (await sandbox.login('clientadmin@sandbox.test')).token;
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png file'),
]);
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF and more')]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00rest', 'latin1');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>\n',
);
const csv = Buffer.from('email,first name\nada@example.com,Ada\n');
const binary = Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff]);

type Part = { field: string; bytes?: Buffer; name?: string; type?: string; value?: string };
type Stored = { id: number; location: string; name: string; mimeType: string; size: number };

async function upload<T = unknown>(
  path: string,
  parts: Part[],
  withToken = true,
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.bytes)
      form.append(
        part.field,
        new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
        part.name ?? 'file',
      );
    else form.append(part.field, part.value ?? '');
  }
  const response = await fetch(`${sandbox.url}/api/${path}`, {
    method: 'POST',
    body: form,
    headers: withToken ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
}

const image = (bytes: Buffer, name: string, subType = 'agent original') =>
  upload<Stored>('files', [
    { field: 'subType', value: subType },
    { field: 'image', bytes, name, type: 'image/gif' },
  ]);

const tree = (children: object) => ({ code: 422, message: 'Validation Failed', errors: { children } });

function fileRow(id: number) {
  const db = new DatabaseSync(dataPaths(sandbox.dataDir).database, { readOnly: true });
  try {
    return db
      .prepare(
        'SELECT sub_type AS subType, location, name, mime_type AS mimeType, size, temporary FROM files WHERE id = ?',
      )
      .get(id);
  } finally {
    db.close();
  }
}

const leftoverParts = () => {
  const incoming = join(dataPaths(sandbox.dataDir).storage, '.incoming');
  return existsSync(incoming) ? readdirSync(incoming) : [];
};

describe('POST /api/files', () => {
  test('stores an image typed from its bytes: a PNG named .gif is a PNG, served back as it was sent', async () => {
    const reply = await image(png, 'photo.gif');
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.match(reply.body.location, /^uploads\/[0-9a-f]{32}\.png$/);
    assert.deepEqual(
      { ...reply.body, id: 0, location: '' },
      { id: 0, location: '', name: 'photo.gif', mimeType: 'image/png', size: png.length },
    );
    assert.deepEqual(
      { ...fileRow(reply.body.id) },
      {
        subType: 'agent original',
        location: reply.body.location,
        name: 'photo.gif',
        mimeType: 'image/png',
        size: png.length,
        temporary: 0,
      },
    );
    const served = await fetch(`${sandbox.url}/storage/${reply.body.location}`);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), png);
  });

  test('JPEG, GIF and SVG are images; SVGs are served under a sandboxing policy', async () => {
    assert.equal((await image(jpg, 'a.png')).body.mimeType, 'image/jpeg');
    assert.equal((await image(gif, 'a.jpg', 'logo')).body.mimeType, 'image/gif');
    const logo = await image(svg, 'logo.svg', 'logo');
    assert.equal(logo.status, 201);
    assert.equal(logo.body.mimeType, 'image/svg+xml');
    const served = await fetch(`${sandbox.url}/storage/${logo.body.location}`);
    assert.equal(served.headers.get('content-type'), 'image/svg+xml');
    assert.match(served.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  });

  test('refuses what is not an image on the image field: text named .png, a PDF, binary, an empty file', async () => {
    for (const [bytes, name] of [
      [Buffer.from('just some text'), 'photo.png'],
      [pdf, 'a.png'],
      [binary, 'b.gif'],
      [Buffer.alloc(0), 'c.png'],
      [csv, 'd.svg'],
    ] as const) {
      const reply = await image(bytes, name);
      assert.deepEqual(
        [reply.status, reply.body],
        [422, tree({ image: { errors: [messages.invalid] }, subType: {} })],
        name,
      );
    }
    assert.deepEqual(leftoverParts(), [], 'refused parts are removed');
  });

  test('checks the fields: image and subType required, subType one of the list', async () => {
    const none = await upload('files', [{ field: 'other', value: 'x' }]);
    assert.deepEqual(none.body, tree({ image: { errors: [messages.blank] }, subType: { errors: [messages.blank] } }));
    const wrong = await image(png, 'a.png', 'avatar');
    assert.deepEqual(wrong.body, tree({ image: {}, subType: { errors: [messages.invalidChoice] } }));
    for (const subType of [
      'agent original',
      'logo',
      'logo-inverse',
      'ad-logo',
      'favicon',
      'email-logo',
      'landing-page-cover',
      'office-image',
    ]) {
      assert.equal((await image(png, 'a.png', subType)).status, 201, subType);
    }
  });

  test('a file over 10 MB answers 413 and leaves nothing behind; exactly 10 MB is stored', async () => {
    const limit = 10 * 1024 * 1024;
    const big = Buffer.alloc(limit + 1, 0x41);
    png.copy(big);
    const refused = await image(big, 'big.png');
    assert.equal(refused.status, 413);
    assert.match((refused.body as unknown as { message: string }).message, /10 MB/);
    assert.deepEqual(leftoverParts(), []);
    const fits = await image(big.subarray(0, limit), 'fits.png');
    assert.equal(fits.status, 201);
    assert.equal(fits.body.size, limit);
  });

  test('needs a bearer token and a multipart body', async () => {
    assert.equal((await upload('files', [{ field: 'image', bytes: png }], false)).status, 401);
    const json = await sandbox.post('/api/files', { image: 'x' }, { token });
    assert.equal(json.status, 415);
  });

  test('a malformed or odd multipart body answers 400 or 422, never a server error, and leaves nothing behind', async () => {
    const send = (body: string, boundary = 'XyZ') =>
      fetch(`${sandbox.url}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    const bodies = [
      'garbage without any boundary',
      '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG unterminated',
      '--XyZ\r\nContent-Disposition: form-data; name="image"\r\n\r\njust a text field named image\r\n--XyZ--\r\n',
      '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="../../etc/passwd"\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg"/>\r\n--XyZ\r\nContent-Disposition: form-data; name="subType"\r\n\r\nlogo\r\n--XyZ--\r\n',
    ];
    const statuses = [];
    for (const body of bodies) statuses.push((await send(body)).status);
    assert.deepEqual(
      statuses.slice(0, 3).map((status) => status === 400 || status === 422),
      [true, true, true],
      String(statuses),
    );
    assert.equal(statuses[3], 201, 'a path in the file name is reduced to its last segment');
    assert.deepEqual(leftoverParts(), []);
  });

  test("an uploaded image can be a user's picture", async () => {
    const picture = await image(png, 'me.png');
    const reply = await sandbox.post<{ imageOriginal: unknown }>(
      '/api/users',
      {
        username: 'pictured@acmerealty.example',
        firstName: 'Pia',
        lastName: 'Picture',
        role: 'ROLE_AGENT_USER',
        selectedPermissions: [1],
        client: 1,
        imageOriginal: picture.body.id,
      },
      { token },
    );
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.imageOriginal, { id: picture.body.id, location: picture.body.location });
  });
});

describe('POST /api/files/temporary and files/multiple/temporary', () => {
  test('take images, PDFs, CSV and plain text as temporary files', async () => {
    const cases = [
      [pdf, 'a.pdf', 'application/pdf'],
      [csv, 'list.csv', 'text/csv'],
      [Buffer.from('notes'), 'notes.txt', 'text/plain'],
      [png, 'x.csv', 'image/png'],
    ] as const;
    for (const [bytes, name, mimeType] of cases) {
      const reply = await upload<Stored>('files/temporary', [{ field: 'file', bytes, name }]);
      assert.equal(reply.status, 201, name);
      assert.equal(reply.body.mimeType, mimeType, name);
      assert.match(reply.body.location, /^temporary\//);
      assert.equal((fileRow(reply.body.id) as { temporary: number }).temporary, 1);
    }
    const refused = await upload('files/temporary', [{ field: 'file', bytes: binary, name: 'a.csv' }]);
    assert.deepEqual([refused.status, refused.body], [422, tree({ file: { errors: [messages.invalid] } })]);
    assert.deepEqual((await upload('files/temporary', [])).body, tree({ file: { errors: [messages.blank] } }));
  });

  test("an order image as `image`: its location as a JSON string; the order forms' types and 1,024,000 bytes", async () => {
    for (const [bytes, name] of [
      [png, 'main.png'],
      [jpg, 'main.jpg'],
      [gif, 'main.gif'],
    ] as const) {
      const reply = await upload<string>('files/temporary', [{ field: 'image', bytes, name }]);
      assert.equal(reply.status, 201, name);
      assert.equal(typeof reply.body, 'string', name);
      assert.match(reply.body, /^temporary\//);
      const served = await fetch(`${sandbox.url}/storage/${reply.body}`);
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);
    }
    const exact = await upload<string>('files/temporary', [
      { field: 'image', bytes: Buffer.concat([png, Buffer.alloc(1_024_000 - png.length)]), name: 'exact.png' },
    ]);
    assert.equal(exact.status, 201);
    const big = await upload('files/temporary', [
      { field: 'image', bytes: Buffer.concat([png, Buffer.alloc(1_024_001 - png.length)]), name: 'big.png' },
    ]);
    assert.equal(big.status, 413);
    for (const [bytes, name] of [
      [pdf, 'a.pdf'],
      [csv, 'a.csv'],
      [svg, 'a.svg'],
    ] as const) {
      const refused = await upload('files/temporary', [{ field: 'image', bytes, name }]);
      assert.deepEqual([refused.status, refused.body], [422, tree({ image: { errors: [messages.invalid] } })], name);
    }
    assert.equal((await upload('files/temporary', [{ field: 'image', bytes: png, name: 'a.png' }], false)).status, 401);
    assert.deepEqual(leftoverParts(), []);
  });

  test('several files at once; one refused file refuses them all', async () => {
    const reply = await upload<{ files: Stored[] }>('files/multiple/temporary', [
      { field: 'files', bytes: csv, name: 'one.csv' },
      { field: 'files', bytes: pdf, name: 'two.pdf' },
    ]);
    assert.equal(reply.status, 201);
    assert.deepEqual(
      reply.body.files.map((file) => [file.name, file.mimeType]),
      [
        ['one.csv', 'text/csv'],
        ['two.pdf', 'application/pdf'],
      ],
    );
    const refused = await upload('files/multiple/temporary', [
      { field: 'files', bytes: csv, name: 'one.csv' },
      { field: 'files', bytes: binary, name: 'two.bin' },
    ]);
    assert.deepEqual([refused.status, refused.body], [422, tree({ files: { errors: [messages.invalid] } })]);
    assert.deepEqual(leftoverParts(), []);
  });

  test('parallel uploads each get their own file', async () => {
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        upload<Stored>('files/temporary', [
          { field: 'file', bytes: Buffer.from(`file ${index}\n`), name: `f${index}.txt` },
        ]),
      ),
    );
    assert.ok(replies.every((reply) => reply.status === 201));
    assert.equal(new Set(replies.map((reply) => reply.body.location)).size, 12);
    for (const [index, reply] of replies.entries()) {
      const served = await fetch(`${sandbox.url}/storage/${reply.body.location}`);
      assert.equal(await served.text(), `file ${index}\n`);
    }
  });
});
