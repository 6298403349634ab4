import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sniffType } from './uploads.ts';

describe('sniffType', () => {
  it('tells WebP by its RIFF….WEBP header, and not a RIFF file of another kind', () => {
    const riff = (kind: string) => Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from(kind)]);
    assert.deepEqual(sniffType(riff('WEBPVP8 '), 'house.webp', { documents: false }), {
      mimeType: 'image/webp',
      extension: 'webp',
    });
    assert.equal(sniffType(riff('WAVEfmt '), 'sound.webp', { documents: false }), undefined);
  });
});
