import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { declaredMatches, safeFileName, sniffType, typeOfName } from './sniff.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

describe('upload type sniffing', () => {
  it('recognises JPG, PNG, GIF and WebP by their magic numbers', async () => {
    assert.equal(await sniffType(PNG), 'png');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(14),
    ]);
    assert.equal(await sniffType(webp), 'webp');
    assert.ok(declaredMatches('webp', 'house.webp', 'image/webp'));
    assert.equal(await sniffType(Buffer.from('ffd8ffe000104a464946000101', 'hex')), 'jpg');
    assert.equal(await sniffType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1')), 'gif');
  });

  it('recognises SVG documents, with an XML declaration, comments, a doctype or a BOM before <svg', async () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '\uFEFF<svg>',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg></svg>',
    ])
      assert.equal(await sniffType(Buffer.from(text)), 'svg', text);
  });

  it('refuses text, HTML holding an SVG, an SVG with a NUL byte, other binary types and an empty file', async () => {
    for (const data of [
      Buffer.from('just text'),
      Buffer.from('<html><body><svg></svg></body></html>'),
      Buffer.from('<svgx>'),
      Buffer.concat([Buffer.from('<svg>'), Buffer.from([0])]),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('504b0304140000000800', 'hex'),
      Buffer.alloc(0),
    ])
      assert.equal(await sniffType(data), null, data.toString('latin1'));
  });

  it('the declared name and media type must agree with the sniffed type', () => {
    assert.equal(typeOfName('photo.JPEG'), 'jpg');
    assert.equal(typeOfName('archive.png.exe'), null);
    assert.ok(declaredMatches('png', 'me.png', 'image/png'));
    assert.ok(declaredMatches('png', 'me.png', 'application/octet-stream'));
    assert.ok(declaredMatches('jpg', 'me.jpeg', 'image/jpeg'));
    assert.ok(!declaredMatches('png', 'me.gif', 'image/gif'));
    assert.ok(!declaredMatches('png', 'me.png', 'image/gif'));
    assert.ok(!declaredMatches('png', 'me.png', 'text/html'));
  });

  it('forwards a safe file name: the last segment, printable, no quotes, with the sniffed extension', () => {
    assert.equal(safeFileName('C:\\Users\\me\\photo.png', 'png'), 'photo.png');
    assert.equal(safeFileName('../../etc/"x".png', 'png'), '_x_.png');
    assert.equal(safeFileName('caf\u00e9.png', 'png'), 'caf_.png');
    assert.equal(safeFileName('', 'gif'), 'upload.gif');
  });
});
