import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { storageUrl } from './storage-url.ts';

describe('storageUrl', () => {
  it('keeps plain locations, drops leading slashes, answers null for none', () => {
    assert.equal(storageUrl('users/agent.png'), '/storage/users/agent.png');
    assert.equal(storageUrl('//clients/logo.svg'), '/storage/clients/logo.svg');
    assert.equal(storageUrl(''), null);
    assert.equal(storageUrl(null), null);
    assert.equal(storageUrl(undefined), null);
  });

  it('encodes each segment, so a name with #, ? or % stays one path', () => {
    assert.equal(storageUrl('users/a#b?c%d e.png'), '/storage/users/a%23b%3Fc%25d%20e.png');
  });

  it('the plain-location shortcut answers what encoding each segment answers, for generated locations', () => {
    const alphabet = "ab/Z09-_.!~*'()#?% é/+&=:@";
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const length = 1 + Math.floor(next() * 24);
      const location = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const encoded = location.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
      assert.equal(storageUrl(location), `/storage/${encoded}`, location);
    }
  });
});
