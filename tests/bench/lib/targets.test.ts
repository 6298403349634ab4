import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newReport, type Check } from './report.ts';
import { atLeast, atMost, everyOne, exitCode, failedChecks, split } from './targets.ts';

const reportWith = (name: string, ...checks: Check[]) => ({ ...newReport(name), checks });
const pass = (target = 'a met target'): Check => ({ target, measured: '', pass: true });
const miss = (target = 'a missed target'): Check => ({ target, measured: '', pass: false });
const unmeasured = (target = 'a target not measured'): Check => ({ target, measured: '', pass: null });

describe('bench targets', () => {
  it('atMost and atLeast judge the limit itself as met, and a non-number as not measured', () => {
    assert.equal(atMost('t', 10, 10, '').pass, true);
    assert.equal(atMost('t', 10.01, 10, '').pass, false);
    assert.equal(atMost('t', Number.NaN, 10, '').pass, null);
    assert.equal(atLeast('t', 0.85, 0.85, '').pass, true);
    assert.equal(atLeast('t', 0.849, 0.85, '').pass, false);
    assert.equal(atLeast('t', Number.POSITIVE_INFINITY, 0.85, '').pass, null);
  });

  it('everyOne misses when one answer in fifty is short, and is not measured when nothing was sent', () => {
    assert.equal(everyOne('t', 50, 50).pass, true);
    assert.equal(everyOne('t', 49, 50).pass, false);
    assert.equal(everyOne('t', 1, 50).pass, false);
    assert.equal(everyOne('t', 0, 0).pass, null);
  });

  it('split judges the BFF share against the direct calls and the sandbox share on its own', () => {
    const s = { what: 'page p50', bffMaxMs: 10, sandboxMaxMs: 40 };
    // A slow sandbox with a lean BFF: the sandbox misses, the BFF passes.
    assert.deepEqual(
      split({ ...s, bff: 65, floor: 60 }).map((c) => c.pass),
      [true, false],
    );
    // A fast sandbox with a slow BFF: the total (35 ms) would have passed a 50 ms target.
    assert.deepEqual(
      split({ ...s, bff: 35, floor: 20 }).map((c) => c.pass),
      [false, true],
    );
    assert.deepEqual(
      split({ ...s, bff: 28, floor: 20 }).map((c) => c.pass),
      [true, true],
    );
    assert.match(split({ ...s, bff: 28, floor: 20 })[0]!.measured, /8\.00 ms/);
  });

  it('exits 1 on any MISS, even when every scenario ran', () => {
    assert.equal(exitCode([reportWith('overhead', pass(), miss())], 0, false), 1);
    assert.equal(exitCode([reportWith('overhead', pass()), reportWith('files', miss())], 0, true), 1);
  });

  it('exits 1 when a scenario failed to run, and 0 only when every target was met', () => {
    assert.equal(exitCode([reportWith('overhead', pass())], 1, false), 1);
    assert.equal(exitCode([reportWith('overhead', pass(), pass())], 0, false), 0);
  });

  it('a target not measured fails a full run but not a quick run (which leaves full-scale targets unjudged)', () => {
    assert.equal(exitCode([reportWith('subscriptions', pass(), unmeasured())], 0, false), 1);
    assert.equal(exitCode([reportWith('subscriptions', pass(), unmeasured())], 0, true), 0);
    assert.equal(exitCode([reportWith('subscriptions', unmeasured(), miss())], 0, true), 1);
  });

  it('names each check by its scenario', () => {
    const { all, missed, notMeasured } = failedChecks([
      reportWith('overhead: screen', pass(), miss('m')),
      reportWith('files', unmeasured('u')),
    ]);
    assert.deepEqual(
      all.map((c) => c.scenario),
      ['overhead', 'overhead', 'files'],
    );
    assert.deepEqual(
      missed.map((c) => c.target),
      ['m'],
    );
    assert.deepEqual(
      notMeasured.map((c) => c.target),
      ['u'],
    );
  });
});
