import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPSTREAM_ROUTES, routeMatcher } from './upstream-routes.ts';

const label = (templates: readonly string[]) => {
  const match = routeMatcher(templates);
  return (url: string) => templates[match(url)] ?? 'other';
};

describe('upstream route templates', () => {
  const main = label(UPSTREAM_ROUTES.main);
  const dashboard = label(UPSTREAM_ROUTES.dashboard);

  it('maps URLs with ids and query strings to their template', () => {
    assert.equal(main('agencies/12/campaign/count'), 'agencies/{id}/campaign/count');
    assert.equal(main('agencies/acme%2Fsydney/campaign/count'), 'agencies/{id}/campaign/count');
    assert.equal(main('agencies?status=published&filters%5Bclient%5D=3'), 'agencies');
    assert.equal(main('/agencies'), 'agencies');
    assert.equal(main('agencies/lookup'), 'agencies/lookup', 'a literal wins over a parameter');
    assert.equal(main('clients/logo/acme'), 'clients/logo/{subdomain}');
    assert.equal(main('clients/7'), 'clients/{id}');
    assert.equal(main('admin/email-recipients/types'), 'admin/email-recipients/types');
    assert.equal(main('admin/email-recipients/31'), 'admin/email-recipients/{id}');
    assert.equal(main('activities?cursor=abc'), 'activities');
    assert.equal(dashboard('features/audience/client/7/enable'), 'features/{featureKey}/client/{clientId}/{state}');
    assert.equal(dashboard('features/client/7'), 'features/client/{clientId}');
  });

  it('anything else is "other", whatever it carries', () => {
    for (const url of [
      '',
      '/',
      'agencies/12/x',
      'agencies/12/campaign',
      'agencies/12/campaign/count/extra',
      'agencies//campaign/count',
      'clients/1/x/y',
      'x'.repeat(10_000),
      'users/profile/../../admin',
      '?agencies',
    ]) {
      assert.equal(main(url), 'other', url);
    }
  });

  it('every URL the BFF sends upstream has a template (a new call needs its route in UPSTREAM_ROUTES)', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter(
        (e) =>
          e.isFile() &&
          e.name.endsWith('.ts') &&
          !e.name.endsWith('.test.ts') &&
          !e.parentPath.includes('__generated__') &&
          !e.parentPath.includes('testing') &&
          !e.parentPath.includes('observability'),
      )
      .map((e) => join(e.parentPath, e.name));
    const urls: { file: string; url: string; api: 'main' | 'dashboard' }[] = [];
    for (const file of files) {
      // A path built inside a template (`${path`users/${id}`}?include=…`) reads as its own template.
      const source = readFileSync(file, 'utf8').replace(/\$\{path`([^`]*)`\}/g, '$1');
      const api = /upstream[/\\]dashboard/.test(file) ? 'dashboard' : 'main';
      // `url: 'literal'`, `url: \`template\``, `url: path\`template\``; interpolations become a sample id.
      for (const m of source.matchAll(/\burl:\s*(?:path)?(['`])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
        urls.push({ file: relative(root, file), url: m[2]!.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, 'x1'), api });
      }
      // The sign-in and token refresh go through `api.raw` + `parse(res, dto, 'main', '<url>', ...)`.
      for (const m of source.matchAll(/\bparse\(res, \w+, '(main|dashboard)', '([^']+)'/g))
        urls.push({ file: relative(root, file), url: m[2]!, api: m[1] as 'main' | 'dashboard' });
    }
    assert.ok(urls.length >= 20, `found only ${urls.length} upstream URLs; has the call style changed?`);
    const unmatched = urls.filter(({ url, api }) => (api === 'main' ? main : dashboard)(url) === 'other');
    assert.deepEqual(unmatched, []);
  });
});
