import { describe, expect, it } from 'vitest';
import { progressCurves, progressState } from './progress-curves.ts';

describe('progress curves', () => {
  it('export: 1 % every 250 ms, capped at 90', () => {
    const c = progressCurves.usersExport;
    expect([0, 249, 250, 500, 2500, 22_499, 22_500, 60_000].map(c.at)).toEqual([0, 0, 1, 2, 10, 89, 90, 90]);
    expect(c.nextChangeAfter(0)).toBe(250);
    expect(c.nextChangeAfter(22_500)).toBeNull();
  });

  it('the users CSV export shows 100 at completion and closes 1 s later; packages export 3 s after completion', () => {
    expect(progressState(progressCurves.usersExport, 1000, { at: 1000, ok: true })).toEqual({
      phase: 'success',
      percent: 100,
      open: true,
    });
    expect(progressState(progressCurves.usersExport, 2000, { at: 1000, ok: true }).open).toBe(false);
    const packages = progressCurves.packagesExport;
    expect(progressState(packages, 1000, { at: 1000, ok: true })).toEqual({
      phase: 'success',
      percent: 100,
      open: true,
    });
    expect(progressState(packages, 3999, { at: 1000, ok: true }).open).toBe(true);
    expect(progressState(packages, 4000, { at: 1000, ok: true }).open).toBe(false);
  });

  it('audience upload: 20 at 250 ms, 70 at 2 s, +1 a second to 95, closes 1 s after finish', () => {
    const c = progressCurves.audienceUpload;
    expect([0, 249, 250, 1999, 2000, 2999, 3000, 27_000, 100_000].map(c.at)).toEqual([
      0, 0, 20, 20, 70, 70, 71, 95, 95,
    ]);
    expect(c.nextChangeAfter(100)).toBe(250);
    expect(c.nextChangeAfter(300)).toBe(2000);
    expect(c.nextChangeAfter(2500)).toBe(3000);
    expect(c.nextChangeAfter(27_000)).toBeNull();
    expect(progressState(c, 5999, { at: 5000, ok: true }).open).toBe(true);
    expect(progressState(c, 6000, { at: 5000, ok: true }).open).toBe(false);
  });

  it('payment 20/50/95 and PDF 20/70/95', () => {
    expect([250, 2000, 3000, 60_000].map(progressCurves.payment.at)).toEqual([20, 50, 51, 95]);
    expect([250, 2000, 3000, 60_000].map(progressCurves.pdf.at)).toEqual([20, 70, 71, 95]);
  });

  it('a failure keeps the percent reached and shows the error phase', () => {
    expect(progressState(progressCurves.pdf, 2500, { at: 2100, ok: false })).toEqual({
      phase: 'error',
      percent: 70,
      open: true,
    });
    expect(progressState(progressCurves.pdf, 1000)).toEqual({ phase: 'running', percent: 20, open: true });
    expect(progressState(progressCurves.pdf, 5100, { at: 2100, ok: false }).open).toBe(false);
    // The users export and the audience upload keep a failure on screen until it is closed.
    expect(progressState(progressCurves.usersExport, 600_000, { at: 1000, ok: false }).open).toBe(true);
    expect(progressState(progressCurves.audienceUpload, 600_000, { at: 1000, ok: false }).open).toBe(true);
  });
});
