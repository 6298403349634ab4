import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NOT_CHECKED } from '../../bff/src/conformance/not-checked.ts';

const ROOT = join(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const DECISIONS = 'docs/decisions';

/** What a newcomer reads first stays short, and every decision can be found from one page. */
describe('docs for a newcomer', () => {
  it('the README is at most 1,500 words', () => {
    const words = read('README.md').split(/\s+/).filter(Boolean).length;
    assert.ok(words <= 1500, `README.md has ${words} words; move detail to docs/ (tours, configuration, operations)`);
  });

  it('every decision record is listed in docs/decisions/README.md, and every number up to the last is accounted for', () => {
    const index = read(`${DECISIONS}/README.md`);
    const files = readdirSync(join(ROOT, DECISIONS)).filter((f) => /^\d{3}-.+\.md$/.test(f));
    assert.ok(files.length >= 70, `found only ${files.length} records`);
    const unlisted = files.filter((f) => !index.includes(`](${f})`));
    assert.deepEqual(unlisted, [], 'records missing from the index: add a row with its status');

    // A number without a file has a row saying why (`| 063 |`, or a range such as `| 077–081 |`).
    const numbers = new Set(files.map((f) => Number(f.slice(0, 3))));
    const rows = [...index.matchAll(/^\| (\d{3})(?:–(\d{3}))? \|/gm)].map((m) => [Number(m[1]), Number(m[2] ?? m[1])]);
    const last = Math.max(...numbers);
    for (let n = 1; n <= last; n++) {
      if (numbers.has(n)) continue;
      assert.ok(
        rows.some(([from, to]) => from! <= n && n <= to!),
        `decision ${String(n).padStart(3, '0')} has no file and no row explaining it`,
      );
    }
  });

  it('every relative link of the README and docs/ points at a file that exists', () => {
    const pages = [
      'README.md',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
      `${DECISIONS}/README.md`,
    ];
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, target] of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
        const file = target!.split('#')[0]!;
        if (!existsSync(join(ROOT, dirname(page), file))) broken.push(`${page} → ${target}`);
      }
    }
    assert.deepEqual(broken, []);
  });

  it('docs/operations.md lists every call the conformance kit does not send', () => {
    const operations = read('docs/operations.md');
    const missing = NOT_CHECKED.map(
      (n) => `\`${n.method} ${n.api === 'dashboard' ? 'legacy ' : ''}${n.template}\``,
    ).filter((call) => !operations.includes(call));
    assert.deepEqual(missing, [], 'add them to the table under "What it cannot check"');
  });
});
