/**
 * Image files of an exact size for upload tests: real PNGs (signature, IHDR, one IDAT, padded with
 * a private ancillary chunk, IEND, every CRC right) from 67 bytes up, and JPEG-framed bytes (SOI,
 * comment segments, EOI) from 4 bytes up; below that, the first bytes of a JPEG's signature (too
 * short for any sniffer to name a type). The padding is random, so no two files are alike and a
 * truncated or reordered copy is caught by comparing bytes.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
};

/** A 1×1 RGBA PNG without padding: its size is the smallest `png` makes. */
const PNG_CORE = (() => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return [PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 40, 40, 255])))];
})();
const PNG_END = pngChunk('IEND', Buffer.alloc(0));
const PADDING_OVERHEAD = 12;

/** The smallest PNG `png` makes (without a padding chunk). */
export const MIN_PNG_BYTES = PNG_CORE.reduce((n, b) => n + b.length, 0) + PNG_END.length;

/** A valid PNG of exactly `size` bytes (at least MIN_PNG_BYTES; sizes the padding cannot reach are refused). */
export const png = (size: number): Buffer => {
  if (size === MIN_PNG_BYTES) return Buffer.concat([...PNG_CORE, PNG_END]);
  const padding = size - MIN_PNG_BYTES - PADDING_OVERHEAD;
  if (padding < 0)
    throw new Error(`a PNG takes ${MIN_PNG_BYTES} or at least ${MIN_PNG_BYTES + PADDING_OVERHEAD} bytes`);
  return Buffer.concat([...PNG_CORE, pngChunk('prVt', randomBytes(padding)), PNG_END]);
};

/**
 * JPEG framing of exactly `size` bytes: SOI, comment segments of random text, EOI (what a sniffer
 * reads as a JPEG). Below 4 bytes, the first `size` bytes of the signature `FF D8 FF`.
 */
export const jpeg = (size: number): Buffer => {
  if (size < 4) return Buffer.from([0xff, 0xd8, 0xff]).subarray(0, size);
  const parts = [Buffer.from([0xff, 0xd8])];
  let left = size - 4;
  while (left > 0) {
    // A segment takes 4 bytes of marker and length; a remainder too small for one widens the last.
    const take = Math.min(left, 65_535 + 2);
    const segment = left - take > 0 && left - take < 4 ? take - 4 : take;
    if (segment < 4) {
      // 1 to 3 bytes left: fill bytes (0xFF) before a marker are allowed by the format.
      parts.push(Buffer.alloc(segment, 0xff));
      left -= segment;
      continue;
    }
    const header = Buffer.from([0xff, 0xfe, 0, 0]);
    header.writeUInt16BE(segment - 2, 2);
    parts.push(
      header,
      Buffer.from(
        randomBytes(segment - 4)
          .toString('hex')
          .slice(0, segment - 4),
        'latin1',
      ),
    );
    left -= segment;
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  const out = Buffer.concat(parts);
  if (out.length !== size) throw new Error(`jpeg(${size}) made ${out.length} bytes`);
  return out;
};

/** An image of exactly `size` bytes: a PNG where one fits, JPEG framing below that. */
export const imageOfSize = (size: number): { data: Buffer; fileName: string; type: string } =>
  size >= MIN_PNG_BYTES + PADDING_OVERHEAD || size === MIN_PNG_BYTES
    ? { data: png(size), fileName: `image-${size}.png`, type: 'image/png' }
    : { data: jpeg(size), fileName: `image-${size}.jpg`, type: 'image/jpeg' };
