import { messages } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import source from '../lib/texts.ts?raw';

describe('texts', () => {
  it('holds no second copy of a catalogue text (it references messages instead)', () => {
    const catalogue = new Set<string>(Object.values(messages));
    const literals = [...source.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!.replace(/\\'/g, "'"));
    expect(literals.filter((literal) => catalogue.has(literal))).toEqual([]);
  });
});
