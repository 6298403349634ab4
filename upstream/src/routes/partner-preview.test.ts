import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, test } from 'node:test';
import { startTestSandbox } from '../testing/sandbox-harness.ts';

const sandbox = await startTestSandbox();
after(() => sandbox.close());

/** The seeded campaigns' preview markup, read beside the running sandbox. */
const previews = (): { id: number; preview: string }[] => {
  const db = new DatabaseSync(join(sandbox.dataDir, 'sandbox.db'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT id, facebook_preview AS preview FROM campaigns WHERE facebook_preview LIKE '<iframe%' ORDER BY id`,
      )
      .all() as { id: number; preview: string }[];
  } finally {
    db.close();
  }
};

describe("the partner's preview page", () => {
  test("every seeded preview iframe points at this sandbox's preview page of its own campaign, which answers the ad", async () => {
    const seeded = previews();
    assert.ok(seeded.length > 0);
    for (const { id, preview } of seeded) {
      const src = /src="([^"]+)"/.exec(preview)?.[1] ?? '';
      assert.ok(src.startsWith(`${sandbox.url}/partner/ad-preview/${id}?d=`), `${id}: ${src}`);
    }
    const { id, preview } = seeded[0]!;
    const answer = await fetch(/src="([^"]+)"/.exec(preview)![1]!);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
    // Framable by the portal (no frame-ancestors, no X-Frame-Options), yet running nothing.
    assert.equal(answer.headers.get('x-frame-options'), null);
    assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.doesNotMatch(answer.headers.get('content-security-policy') ?? '', /frame-ancestors|script-src/);
    const html = await answer.text();
    assert.match(html, /Sponsored · PUB-/);
    assert.doesNotMatch(html, /<script/i);
    assert.ok(id > 0);
  });

  test('an unknown or malformed campaign is a 404 page', async () => {
    for (const path of ['999999999', '0', 'abc', '1e3']) {
      const answer = await fetch(`${sandbox.url}/partner/ad-preview/${path}`);
      assert.equal(answer.status, 404, path);
      assert.match(await answer.text(), /No such ad preview/);
    }
  });
});
