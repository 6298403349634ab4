import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { readBranding, storeBranding } from './branding-storage.ts';

describe('stored branding (read before the first paint, without zod)', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was stored, keeping only the three fields', () => {
    storeBranding({ logo: '/storage/logo.png', logoInverse: null, favicon: '/storage/favicon.ico' });
    expect(readBranding()).toEqual({ logo: '/storage/logo.png', logoInverse: null, favicon: '/storage/favicon.ico' });
    localStorage.setItem(
      storageKeys.branding,
      JSON.stringify({ logo: null, logoInverse: null, favicon: null, script: 'x' }),
    );
    expect(readBranding()).toEqual({ logo: null, logoInverse: null, favicon: null });
  });

  it('treats anything else as no branding', () => {
    for (const raw of [
      'not json',
      'null',
      '42',
      '"text"',
      '[]',
      '{}',
      '{"logo":1,"logoInverse":null,"favicon":null}',
      '{"logo":null,"logoInverse":null}',
      '{"logo":{},"logoInverse":null,"favicon":null}',
    ]) {
      localStorage.setItem(storageKeys.branding, raw);
      expect(readBranding(), raw).toBeNull();
    }
    localStorage.removeItem(storageKeys.branding);
    expect(readBranding()).toBeNull();
  });
});
