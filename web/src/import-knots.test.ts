import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, knots } from '../../tests/support/import-knots.ts';

/*
 * The portal's imports run one way (decision 084): no cycle, type-only imports included (the lint
 * sees runtime imports only; a list and its URL state importing each other's types was one).
 */
describe('web/src imports', () => {
  const graph = importGraph(dirname(fileURLToPath(import.meta.url)), { extensions: ['.ts', '.tsx'] });

  it('have no cycle, type-only imports included', () => {
    expect(knots(graph)).toEqual([]);
  });

  it('are all read (a screen imports its kit; a type-only import is seen)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('features/packages/list.ts')).toContain('features/packages/urls.ts');
    expect(graph.get('kit/data-table/data-cards.tsx')).toContain('kit/data-table/columns.ts');
  });
});
