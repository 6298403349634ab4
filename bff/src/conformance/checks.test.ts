import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPSTREAM_ROUTES, routeMatcher, type UpstreamApi } from '../observability/upstream-routes.ts';
import { checkName } from './check.ts';
import { CHECKS } from './checks.ts';
import { NOT_CHECKED } from './not-checked.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The BFF's own sources: not tests, generated code, test doubles, metrics or this kit. */
const sources = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() &&
        e.name.endsWith('.ts') &&
        !e.name.endsWith('.test.ts') &&
        !/__generated__|testing|observability|conformance/.test(relative(root, e.parentPath)),
    )
    .map((e) => join(e.parentPath, e.name));

const templateOf = (api: UpstreamApi) => {
  const match = routeMatcher(UPSTREAM_ROUTES[api]);
  return (url: string) => UPSTREAM_ROUTES[api][match(url)] ?? `other: ${url}`;
};
const templates = { main: templateOf('main'), dashboard: templateOf('dashboard') };
const sample = (url: string) => url.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, 'x1');

/**
 * Every GET the BFF sends upstream, as `api template`: the clients' `{ method: 'GET', url: … }`
 * calls, the card lists' `call(api, 'GET', ownerPath(…))` and the downloads' `{ path, params }`.
 * A line with `method: 'GET'` that none of these reads fails the scan: a new call style must be
 * taught here rather than slip past the kit.
 */
const bffReads = (): { reads: Set<string>; unread: string[] } => {
  const reads = new Set<string>();
  const unread: string[] = [];
  for (const file of sources()) {
    const name = relative(root, file);
    const api: UpstreamApi = /upstream[/\\]dashboard/.test(name) ? 'dashboard' : 'main';
    const source = readFileSync(file, 'utf8').replace(/\$\{path`([^`]*)`\}/g, '$1');
    const add = (url: string) => reads.add(`${api} ${templates[api](sample(url))}`);
    let found = 0;
    for (const m of source.matchAll(/method:\s*'GET',\s*url:\s*(?:path)?(['`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      add(m[2]!);
      found++;
    }
    for (const m of source.matchAll(/call\(api, 'GET', ownerPath\(owner, '([^']+)', '([^']+)'\)/g)) {
      add(`payments/x1/${m[1]}`);
      add(`payments/x1/${m[2]}`);
      found++;
    }
    for (const m of source.matchAll(/\{\s*path:\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1,\s*params/g)) add(m[2]!);
    const gets = [...source.matchAll(/method: 'GET'(?! \|)|call\(api, 'GET'/g)].length;
    // downloads.ts sends each download's { path, params } (read above); health.ts only probes the base URLs.
    const exempt = /transfers[/\\]downloads\.ts$|http[/\\]health\.ts$/.test(name);
    if (!exempt && gets !== found) unread.push(`${name}: ${gets} GET calls, ${found} read by the scan`);
  }
  return { reads, unread };
};

describe('the conformance kit covers every upstream read of the BFF', () => {
  const checked = new Set(CHECKS.map((c) => `${c.api} ${c.template}`));

  it('checks every route the BFF reads with GET, and only those', () => {
    const { reads, unread } = bffReads();
    assert.deepEqual(unread, [], 'GET calls the scan cannot read: teach bffReads their style');
    assert.ok(reads.size >= 60, `found only ${reads.size} upstream reads; has the call style changed?`);
    assert.deepEqual(
      [...reads].filter((r) => !checked.has(r)).sort(),
      [],
      'reads of the BFF the kit does not check: add them to CHECKS',
    );
    assert.deepEqual([...checked].filter((c) => !reads.has(c)).sort(), [], 'checks of routes the BFF no longer reads');
  });

  it('every route template is either checked or listed as not checked, with its reason', () => {
    const listed = new Set(NOT_CHECKED.map((n) => `${n.api} ${n.template}`));
    // The kit's first line: it signs in with POST authenticate and parses the answer as the BFF does.
    listed.add('main authenticate');
    for (const api of ['main', 'dashboard'] as const) {
      for (const template of UPSTREAM_ROUTES[api]) {
        const key = `${api} ${template}`;
        assert.ok(checked.has(key) || listed.has(key), `${key} is neither checked nor listed in NOT_CHECKED`);
      }
    }
    const known = new Set(
      (['main', 'dashboard'] as const).flatMap((api) => UPSTREAM_ROUTES[api].map((t) => `${api} ${t}`)),
    );
    assert.deepEqual(
      [...checked, ...listed].filter((key) => !known.has(key)),
      [],
      'templates not in UPSTREAM_ROUTES',
    );
    assert.deepEqual(
      NOT_CHECKED.filter((n) => n.method === 'GET' && n.reason !== 'unused'),
      [],
      'a read the BFF makes is checked, not skipped',
    );
  });

  it('names each line once', () => {
    const names = CHECKS.map(checkName);
    assert.equal(new Set(names).size, names.length);
    for (const check of CHECKS) {
      assert.ok(
        !check
          .url({
            officeId: '1',
            officeSlug: 's',
            clientId: '1',
            subDomain: 's',
            campaignId: '1',
            thirdPartyCampaignId: '1',
            packageId: '1',
            userId: '1',
            audienceId: '1',
            propertyId: '1',
            reportCampaignId: '1',
            reportToken: 't',
          })
          .startsWith('/'),
        `${checkName(check)}: a relative URL, as the BFF sends it`,
      );
    }
  });
});
