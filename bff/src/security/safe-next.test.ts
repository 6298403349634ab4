import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath (no open redirect)', () => {
  it('keeps same-origin paths, normalised', () => {
    assert.equal(safeNextPath('/offices'), '/offices');
    assert.equal(
      safeNextPath('/office/acme-sydney-cbd/campaigns?page=2#top'),
      '/office/acme-sydney-cbd/campaigns?page=2#top',
    );
    assert.equal(safeNextPath('/a/../users'), '/users');
    assert.equal(
      safeNextPath('/%2F%2Fevil.example'),
      '/%2F%2Fevil.example',
      'an encoded slash stays a path on this host',
    );
  });

  it('replaces anything that could leave the host with the fallback', () => {
    const hostile = [
      'https://evil.example/',
      '//evil.example/offices',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'offices',
      '',
      ' /offices',
      '/'.padEnd(3000, 'a'),
      null,
      undefined,
      42,
      ['/offices'],
    ];
    for (const next of hostile) assert.equal(safeNextPath(next), '/', JSON.stringify(next));
    assert.equal(safeNextPath('//evil.example', '/login'), '/login');
  });

  it('whatever it is given, the answer resolves on this origin', () => {
    const pieces = ['/', '\\', '.', '..', '%2f', '%5c', 'evil.example', ':', '@', '?', '#', ' ', '\t', 'http:', '%00'];
    for (let i = 0; i < 5000; i++) {
      let s = '';
      const n = 1 + (i % 7);
      for (let j = 0; j < n; j++) s += pieces[(i * 31 + j * 17 + ((i >> j) & 7)) % pieces.length];
      const out = safeNextPath(s);
      const url = new URL(out, 'https://acme.portal.example');
      assert.equal(url.origin, 'https://acme.portal.example', `${JSON.stringify(s)} → ${out}`);
      assert.ok(out.startsWith('/') && !out.startsWith('//'), `${JSON.stringify(s)} → ${out}`);
    }
  });
});
