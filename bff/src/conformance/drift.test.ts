import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { campaignCountDto } from '../upstream/main/agencies.ts';
import { viewedCampaignAnswerDto } from '../upstream/main/dashboards.ts';
import { describeIssues } from './drift.ts';

const drift = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  assert.equal(parsed.success, false);
  return describeIssues(parsed.error!.issues);
};

describe('a drifted answer is described by its field path and what was expected', () => {
  it('a number sent as a string', () => {
    const body = {
      activePropertyCampaignCount: '3',
      activeAgencyCampaignCount: 1,
      propertyCampaignCount: 2,
      agencyCampaignCount: 0,
    };
    assert.equal(drift(campaignCountDto, body), 'activePropertyCampaignCount — expected number, received string');
  });

  it('a renamed field is missing where the parser looks', () => {
    const schema = z.object({ data: z.object({ status: z.string(), items: z.array(z.object({ n: z.number() })) }) });
    assert.equal(
      drift(schema, { data: { state: 'x', items: [{ n: 1 }, { m: 2 }] } }),
      'data.status — expected string, received undefined; data.items[1].n — expected number, received undefined',
    );
  });

  it("an id union's alternatives are named together", () => {
    const schema = z.object({ id: z.union([z.number(), z.string()]) });
    assert.equal(drift(schema, { id: true }), 'id — expected number | string, received boolean');
  });

  it('an answer that is not the object at all, and a long list of issues', () => {
    assert.equal(drift(viewedCampaignAnswerDto, []), '(body) — expected object, received array');
    assert.match(drift(viewedCampaignAnswerDto, { data: {} }), /^data\.id — .*; and \d+ more$/);
  });
});
