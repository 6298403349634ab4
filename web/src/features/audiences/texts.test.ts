import { messages } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import source from './texts.ts?raw';

describe('audience texts', () => {
  it('hold no second copy of a catalogue text (they reference messages instead)', () => {
    const catalogue = new Set<string>(Object.values(messages));
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!.replace(/\\'/g, "'"));
    expect(literals.filter((literal) => catalogue.has(literal))).toEqual([]);
  });
});
