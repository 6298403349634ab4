import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { seed } from '../seed.ts';
import { many, one, openStore, type Store } from '../store/database.ts';
import { DELIVERED_CAMPAIGN_DAYS, DELIVERED_CAMPAIGN_OFFICE } from './delivered-campaign.ts';

const now = Date.UTC(2026, 10, 22, 4, 41);
const day = (offset: number) => new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10);

describe('the seed: one fully delivered 60-day campaign', () => {
  let dir: string;
  let store: Store;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-seed-'));
    store = openStore(join(dir, 'sandbox.db'));
    seed(store, join(dir, 'storage'), now);
  });
  after(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const delivered = () =>
    many<{ id: number; type: string; status: string; start: string; end: string; duration: number; days: number }>(
      store,
      `SELECT c.id, c.type, c.status, c.start_date AS start, c.end_date AS end, c.duration,
         (SELECT count(*) FROM campaign_daily_stats s WHERE s.campaign_id = c.id) AS days
       FROM campaigns c JOIN offices o ON o.id = c.office_id
       WHERE o.slug = ? AND c.duration = ? AND c.status = 'finished'`,
      DELIVERED_CAMPAIGN_OFFICE,
      DELIVERED_CAMPAIGN_DAYS,
    ).filter((c) => c.days === DELIVERED_CAMPAIGN_DAYS);

  test(`${DELIVERED_CAMPAIGN_OFFICE} has a Finished agent campaign of the 60-day package, every day delivered, ended two days ago`, () => {
    const found = delivered().find((c) => c.end === day(-2));
    assert.ok(found, JSON.stringify(delivered()));
    assert.equal(found.type, 'agent');
    assert.equal(found.start, day(-62));
    const stats = one<{ first: string; last: string; spent: number; budget: number; impressions: number }>(
      store,
      `SELECT min(day) AS first, max(day) AS last, sum(budget_spent) AS spent, sum(impressions) AS impressions,
         (SELECT budget FROM campaigns WHERE id = ?) AS budget
       FROM campaign_daily_stats WHERE campaign_id = ?`,
      found.id,
      found.id,
    );
    assert.equal(stats?.first, day(-62));
    assert.equal(stats?.last, day(-3));
    assert.ok((stats?.impressions ?? 0) > 0);
    assert.ok((stats?.spent ?? 0) <= (stats?.budget ?? 0), 'never spends past its budget');
    const pkg = one<{ duration: number; type: string }>(
      store,
      'SELECT p.agent_duration AS duration, p.type FROM campaigns c JOIN packages p ON p.id = c.package_id WHERE c.id = ?',
      found.id,
    );
    assert.deepEqual({ ...pkg }, { duration: DELIVERED_CAMPAIGN_DAYS, type: 'agent' });
    const ids = one<{ unordered: number }>(
      store,
      `SELECT count(*) AS unordered FROM campaigns a JOIN campaigns b ON b.id = a.id + 1 WHERE b.created_at < a.created_at`,
    );
    assert.equal(ids?.unordered, 0, 'ids keep their booking order');
  });
});
