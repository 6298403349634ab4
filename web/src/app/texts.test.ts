import { messages } from '@portal/schema';
import { describe, expect, it } from 'vitest';

/** Every texts module's source: the shared one (lib) and each area's (features/<area>/texts.ts). */
const sources = import.meta.glob<string>(['../lib/texts.ts', '../features/*/texts.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('texts modules', () => {
  it('are found: the shared one and the areas’', () => {
    expect(Object.keys(sources)).toContain('../lib/texts.ts');
    expect(Object.keys(sources)).toContain('../features/users/texts.ts');
  });

  it.each(Object.entries(sources))(
    '%s holds no second copy of a catalogue text (it references messages)',
    (_, source) => {
      const catalogue = new Set<string>(Object.values(messages));
      // Comments first: an apostrophe in one would pair the quotes of the literals after it wrongly.
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      const literals = [...code.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => match[1]!.replace(/\\'/g, "'"));
      expect(literals.filter((literal) => catalogue.has(literal))).toEqual([]);
    },
  );
});
