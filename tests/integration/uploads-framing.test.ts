import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@portal/schema';
import { allUploadKinds } from '../../bff/src/http/transfers/registry.ts';
import type { UploadKind } from '../../bff/src/shared/transfers/contract.ts';
import { breakersOf } from '../../bff/src/upstream/http.ts';
import { SNIFF_BYTES } from '../../bff/src/http/transfers/sniff.ts';
import { imageOfSize, jpeg, png } from '../support/images.ts';
import type { Browserish } from '../support/graphql-client.ts';
import { signIn } from '../support/helpers.ts';
import { SESSION_VIEWER } from '../support/portal-operations.ts';
import { startStack, type Stack } from '../support/stack.ts';

/**
 * `POST /files` framed the way browsers and curl frame a small upload: the whole multipart body in
 * one write (so the BFF reads the file and its closing boundary in one chunk), in two writes cut at
 * every offset around the file's edges, after `Expect: 100-continue`, with a length and chunked,
 * for every upload kind the BFF registers, through the BFF to the sandbox. Before: a file of more
 * than the sniffing prefix (4,100 bytes) that came with its closing boundary in hand was never
 * ended upstream, and the upload answered 503 after the upstream timeout. node's own `fetch`
 * writes the closing boundary separately, which is why uploads through it passed.
 */

const BOUNDARY = '----WebKitFormBoundaryu7Xq2mZ0aB9kL3pQ';

/** The file sizes: tiny, small and every power-of-two edge to 64 KiB, the sniffing prefix's and the pipe stages' (256 KiB). */
const SIZES = [
  1,
  2,
  3,
  63,
  64,
  65,
  1023,
  1024,
  1025,
  4095,
  4096,
  4097,
  SNIFF_BYTES - 1,
  SNIFF_BYTES,
  SNIFF_BYTES + 1,
  7_600,
  8191,
  8192,
  8193,
  16383,
  16384,
  16385,
  65535,
  65536,
  65537,
  262_143,
  262_144,
  262_145,
];

/** Below this nothing can name the file's type: refused as not an image. */
const SNIFFABLE_FROM = 3;

type Framing = 'length' | 'chunked' | 'expect-continue';

interface Answer {
  status: number;
  body: { id?: string; url?: string; error?: { code: string; message: string } };
}

interface Upload {
  head: Buffer;
  data: Buffer;
  trailer: Buffer;
}

const multipart = (fileName: string, type: string, data: Buffer): Upload => ({
  head: Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  ),
  data,
  trailer: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
});

/** One event-loop turn: a piece written before it has been read by the BFF (same process) before the next is written. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('uploads framed as browsers and curl frame them, through the BFF to the sandbox', () => {
  let stack: Stack;
  /** The office admin of the issue (the order forms' kinds) and a platform admin (every kind). */
  let officeAdmin: Browserish;
  let officeAdminCookie: string;
  let adminCookie: string;
  let officeId: string;
  let kinds: UploadKind[];
  let work: string;

  before(async () => {
    stack = await startStack();
    officeAdmin = await signIn(stack.url, 'officeadmin@sandbox.test');
    officeAdminCookie = officeAdmin.cookieHeader;
    adminCookie = (await signIn(stack.url, 'admin@sandbox.test')).cookieHeader;
    const viewer = await officeAdmin.gql<{ viewer: { offices: { id: string }[] } }>(SESSION_VIEWER);
    officeId = viewer.data!.viewer.offices[0]!.id;
    kinds = allUploadKinds();
    work = mkdtempSync(join(tmpdir(), 'portal-framing-'));
  });
  after(async () => {
    await stack.close();
    rmSync(work, { recursive: true, force: true });
  });

  const pathOf = (kind: UploadKind) =>
    `/files?kind=${kind.kind}${kind.target ? `&${kind.target.param}=${encodeURIComponent(officeId)}` : ''}`;

  /** Sends `pieces` (each its own write, a turn apart) over node:http with the framing given. */
  const post = (kind: UploadKind, pieces: Buffer[], framing: Framing, cookie = adminCookie) =>
    new Promise<Answer>((resolve, reject) => {
      const length = pieces.reduce((n, p) => n + p.length, 0);
      const req = http.request(new URL(pathOf(kind), stack.url), {
        method: 'POST',
        headers: {
          cookie,
          'apollo-require-preflight': 'true',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
          ...(framing === 'expect-continue' ? { expect: '100-continue' } : {}),
        },
      });
      req.once('error', reject);
      req.once('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('error', reject);
        res.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] });
          } catch {
            reject(new Error(`${res.statusCode}: ${text}`));
          }
        });
      });
      const send = async () => {
        for (let i = 0; i < pieces.length; i++) {
          if (i > 0) await nextTurn();
          if (i === pieces.length - 1) req.end(pieces[i]);
          else req.write(pieces[i]);
        }
      };
      if (framing === 'expect-continue') req.once('continue', () => void send());
      else void send();
    });

  /** The stored file, read back through the BFF's storage route. */
  const stored = async (url: string) => Buffer.from(await (await fetch(new URL(url, stack.url))).arrayBuffer());

  /** The upload must be stored whole (or, too short to be an image or over the kind's limit, refused with its text). */
  const expectStored = async (kind: UploadKind, data: Buffer, answer: Answer, what: string) => {
    if (data.length < SNIFFABLE_FROM || data.length > kind.maxBytes) {
      const [status, message] = data.length > kind.maxBytes ? [413, kind.tooLargeMessage] : [415, kind.typeMessage];
      assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.error?.message, message, what);
      return;
    }
    assert.equal(answer.status, 201, `${what}: ${JSON.stringify(answer.body)}`);
    assert.ok(answer.body.url, what);
    assert.ok((await stored(answer.body.url)).equals(data), `${what}: the stored file is the file sent`);
  };

  it('registers the kinds the portal uploads (all of them are covered below)', () => {
    assert.deepEqual(kinds.map((k) => k.kind).sort(), [
      'agentMainImage',
      'clientAdLogo',
      'clientEmailLogoBottom',
      'clientEmailLogoTop',
      'clientFavicon',
      'clientLandingPageCover',
      'clientLogo',
      'clientLogoInverse',
      'heroImage',
      'leadAgentImage',
      'officeKeyImage',
      'officeLogo',
      'propertyImage',
      'userImage',
    ]);
  });

  it('every kind and size, the whole body in one write (with a length, chunked, after Expect: 100-continue): stored byte for byte', async () => {
    for (const size of SIZES) {
      const image = imageOfSize(size);
      const { head, data, trailer } = multipart(image.fileName, image.type, image.data);
      const body = Buffer.concat([head, data, trailer]);
      for (const framing of ['length', 'chunked', 'expect-continue'] as const) {
        // The kinds side by side, as several users would.
        await Promise.all(
          kinds.map(async (kind) =>
            expectStored(kind, data, await post(kind, [body], framing), `${kind.kind} ${size} B ${framing}`),
          ),
        );
      }
    }
  });

  it("two writes cut at every offset around the file's end and closing boundary (and at its start and the sniffing prefix), as the office admin: stored byte for byte", async () => {
    const kind = kinds.find((k) => k.kind === 'agentMainImage')!;
    for (const size of [3, 64, 1024, SNIFF_BYTES - 1, SNIFF_BYTES, SNIFF_BYTES + 1, 7_600, 16_384, 65_536]) {
      const image = imageOfSize(size);
      const { head, data, trailer } = multipart(image.fileName, image.type, image.data);
      const body = Buffer.concat([head, data, trailer]);
      const fileEnd = head.length + data.length;
      const cuts = new Set<number>([1, head.length - 1, head.length, head.length + 1]);
      for (const at of [SNIFF_BYTES - 1, SNIFF_BYTES, SNIFF_BYTES + 1]) cuts.add(head.length + at);
      // Every offset from a delimiter's length before the file's end to the body's last byte.
      for (let at = fileEnd - trailer.length; at < body.length; at++) cuts.add(at);
      const framings: Framing[] = ['length', 'chunked'];
      for (const at of [...cuts].filter((c) => c > 0 && c < body.length).sort((a, b) => a - b))
        for (const framing of framings) {
          const answer = await post(kind, [body.subarray(0, at), body.subarray(at)], framing, officeAdminCookie);
          await expectStored(kind, data, answer, `${size} B cut at ${at} of ${body.length}, ${framing}`);
        }
    }
  });

  it('every kind, the bodies curl -F sends (7.6 KB and 15 KB PNGs, an 11 KB JPEG, a 360 KB PNG; with a length and chunked)', async () => {
    const files = [
      { name: 'small.png', type: 'image/png', data: png(7_600) },
      { name: 'photo.jpg', type: 'image/jpeg', data: jpeg(11_000) },
      { name: 'logo.png', type: 'image/png', data: png(15_000) },
      { name: 'large.png', type: 'image/png', data: png(360_000) },
    ];
    const curl = (kind: UploadKind, path: string, type: string, chunked: boolean) =>
      new Promise<Answer>((resolve, reject) => {
        execFile(
          'curl',
          [
            '-sS',
            '--max-time',
            '60',
            '-H',
            `cookie: ${adminCookie}`,
            '-H',
            'apollo-require-preflight: true',
            ...(chunked ? ['-H', 'transfer-encoding: chunked'] : []),
            '-F',
            `file=@${path};type=${type}`,
            '-w',
            '\n%{http_code}',
            new URL(pathOf(kind), stack.url).href,
          ],
          (err, stdout) => {
            if (err) return reject(err);
            const cut = stdout.lastIndexOf('\n');
            resolve({
              status: Number(stdout.slice(cut + 1)),
              body: JSON.parse(stdout.slice(0, cut)) as Answer['body'],
            });
          },
        );
      });
    for (const file of files) {
      const path = join(work, file.name);
      writeFileSync(path, file.data);
      for (const chunked of [false, true])
        await Promise.all(
          kinds.map(async (kind) =>
            expectStored(
              kind,
              file.data,
              await curl(kind, path, file.type, chunked),
              `curl ${kind.kind} ${file.name}${chunked ? ' chunked' : ''}`,
            ),
          ),
        );
    }
  });

  it("uploads whose sender stalls mid-file time out as the sender's (408), not the upstream's: ten of them open no breaker, and other users' uploads and calls go on", async () => {
    const kind = kinds.find((k) => k.kind === 'agentMainImage')!;
    const image = imageOfSize(64 * 1024);
    const { head, data } = multipart(image.fileName, image.type, image.data);
    // Past the sniffing prefix, so the upstream call has started when the sender stops.
    const sentPart = Buffer.concat([head, data.subarray(0, 16 * 1024)]);
    const stalled = Array.from({ length: 10 }, () => {
      const req = http.request(new URL(pathOf(kind), stack.url), {
        method: 'POST',
        headers: {
          cookie: officeAdminCookie,
          'apollo-require-preflight': 'true',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(head.length + data.length + 100),
        },
      });
      req.write(sentPart);
      return new Promise<Answer>((resolve, reject) => {
        req.once('error', reject);
        req.once('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.once('end', () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          });
        });
      });
    });
    for (const answer of await Promise.all(stalled)) {
      assert.equal(answer.status, 408, JSON.stringify(answer.body));
      assert.equal(answer.body.error?.message, messages.uploadRetry);
    }
    assert.ok(stack.logs.some((line) => line.includes('"reason":"sender-stalled"')));
    assert.equal(breakersOf(stack.bff.services.mainHttp).state, 'closed');
    assert.equal((await officeAdmin.gql(SESSION_VIEWER)).errors, undefined);
    // Another user's upload of the same kind, and the office admin's own next one, are stored at once.
    const next = imageOfSize(7_600);
    const body = Buffer.concat(Object.values(multipart(next.fileName, next.type, next.data)));
    await expectStored(kind, next.data, await post(kind, [body], 'length'), "the admin's upload");
    await expectStored(kind, next.data, await post(kind, [body], 'length', officeAdminCookie), 'the next upload');
  });
});
