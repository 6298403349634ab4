import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { boundaryOf, MultipartError, SingleFilePart, type FilePartHead } from './single-file-part.ts';

const BOUNDARY = '----WebKitFormBoundaryAbC123xyz';

const body = (
  file: Buffer,
  opts: { name?: string; filename?: string; type?: string; preamble?: string; after?: string } = {},
): Buffer =>
  Buffer.concat([
    Buffer.from(
      `${opts.preamble ?? ''}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${opts.name ?? 'file'}"; filename="${opts.filename ?? 'a.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
    ),
    file,
    Buffer.from(opts.after ?? `\r\n--${BOUNDARY}--\r\n`),
  ]);

/** Splits `data` at the given offsets (sorted, deduplicated). */
const split = (data: Buffer, cuts: number[]): Buffer[] => {
  const points = [...new Set(cuts.filter((c) => c > 0 && c < data.length))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let from = 0;
  for (const point of [...points, data.length]) {
    chunks.push(data.subarray(from, point));
    from = point;
  }
  return chunks;
};

const run = async (chunks: Buffer[]): Promise<{ head: FilePartHead; file: Buffer }> => {
  const part = new SingleFilePart(BOUNDARY, { headLimit: 16 * 1024, highWaterMark: 64 * 1024 });
  Readable.from(chunks, { objectMode: false }).pipe(part);
  const out: Buffer[] = [];
  for await (const chunk of part) out.push(chunk as Buffer);
  return { head: await part.head, file: Buffer.concat(out) };
};

const refusal = async (chunks: Buffer[]): Promise<string> => {
  try {
    await run(chunks);
  } catch (err) {
    assert.ok(err instanceof MultipartError, `a MultipartError, not ${String(err)}`);
    return err.reason;
  }
  assert.fail('the body was accepted');
};

/** File contents full of near-delimiters: pieces of `\r\n--boundary` of every length. */
const treacherousFile = (seed: number): Buffer => {
  const delimiter = `\r\n--${BOUNDARY}`;
  const pieces: Buffer[] = [];
  for (let i = 0; i < 40; i++) {
    pieces.push(randomBytes((seed * 7 + i * 13) % 50));
    pieces.push(Buffer.from(delimiter.slice(0, (seed + i) % delimiter.length)));
  }
  pieces.push(Buffer.from(`x--${BOUNDARY}--`)); // a close delimiter without its line break is data
  const file = Buffer.concat(pieces);
  // A sender picks a boundary its content does not hold; random bytes can complete a piece.
  return file.includes(delimiter) ? treacherousFile(seed + 1000) : file;
};

describe('one file part streamed out of a multipart body', () => {
  it('passes the file on unchanged, whatever the chunking, with delimiter look-alikes inside', async () => {
    for (let seed = 0; seed < 30; seed++) {
      const file = treacherousFile(seed);
      const data = body(file, { preamble: seed % 3 === 0 ? 'a preamble line\r\n' : '' });
      const chunkings = [
        [], // one chunk
        Array.from({ length: data.length }, (_, i) => i), // one byte at a time
        Array.from({ length: 40 }, () => Math.floor(Math.random() * data.length)),
        Array.from({ length: Math.ceil(data.length / 7) }, (_, i) => i * 7 + (seed % 7)),
      ];
      for (const cuts of chunkings) {
        const { head, file: out } = await run(split(data, cuts));
        assert.deepEqual(head, { name: 'file', filename: 'a.png', mimeType: 'image/png' });
        assert.ok(out.equals(file), `seed ${seed}: the file came out changed (${out.length} of ${file.length} bytes)`);
      }
    }
  });

  it('passes on an empty file and a large one', async () => {
    assert.equal((await run([body(Buffer.alloc(0))])).file.length, 0);
    const big = randomBytes(3 * 1024 * 1024);
    const data = body(big);
    assert.ok(
      (
        await run(
          split(
            data,
            Array.from({ length: 60 }, (_, i) => i * 65_536 + 3),
          ),
        )
      ).file.equals(big),
    );
  });

  it('reads the file name as UTF-8 (quotes percent-encoded, as browsers send them) and the media type lower-cased', async () => {
    const { head } = await run([
      body(Buffer.from('x'), { filename: 'café %22plan%22.PNG', type: 'IMAGE/PNG; charset=binary' }),
    ]);
    assert.deepEqual(head, { name: 'file', filename: 'café "plan".PNG', mimeType: 'image/png' });
  });

  it('refuses a second part, a field instead of a file, a body cut short and a missing boundary', async () => {
    const file = randomBytes(5000);
    const second = `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`;
    for (const cuts of [[], [5010, 5020], Array.from({ length: 6000 }, (_, i) => i)]) {
      assert.equal(await refusal(split(body(file, { after: second }), cuts)), 'more-parts');
    }
    assert.equal(
      await refusal([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`),
      ]),
      'not-a-file',
    );
    const whole = body(file);
    for (const end of [10, 150, 3000, whole.length - 3])
      assert.equal(await refusal([whole.subarray(0, end)]), 'truncated');
    assert.equal(await refusal([Buffer.from('no boundary here\r\n\r\n'.repeat(2000))]), 'boundary');
    assert.equal(await refusal([Buffer.from(`--${BOUNDARY}\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`)]), 'head');
    assert.equal(
      await refusal([Buffer.from(`--${BOUNDARY}\r\nnot a header line\r\n\r\nx\r\n--${BOUNDARY}--`)]),
      'head',
    );
  });

  it('reads the boundary from the content type', () => {
    assert.equal(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`), BOUNDARY);
    assert.equal(boundaryOf('multipart/form-data; boundary="quoted boundary"'), 'quoted boundary');
    assert.equal(boundaryOf('multipart/form-data; charset=utf-8; boundary=abc'), 'abc');
    for (const bad of [
      undefined,
      'text/plain; boundary=abc',
      'multipart/form-data',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      'multipart/form-data; boundary="ends with space "',
    ])
      assert.equal(boundaryOf(bad), null, String(bad));
  });
});
