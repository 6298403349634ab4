import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/graphql-errors.ts';
import { progressState, type ProgressCurve, type ProgressState } from './progress-curves.ts';

interface Run {
  startedAt: number;
  finished?: { at: number; ok: boolean };
  error?: string;
  dismissed: boolean;
}

export interface ProgressTask extends ProgressState {
  /** The failure's text when phase is error. */
  error: string | null;
  /** Runs `work`, showing progress along the curve; resolves its result, or undefined when it failed. */
  start<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /** Closes the modal (aborting the work if it still runs). */
  dismiss(): void;
}

/**
 * Drives a progress modal along one of the specification's curves: a timer wakes at the curve's
 * next step only (no polling), 100 % on success, the error phase on failure, and the modal closes
 * the curve's delay after the end.
 */
export const useProgressTask = (curve: ProgressCurve): ProgressTask => {
  const [run, setRun] = useState<Run | null>(null);
  const [, setTick] = useState(0);
  const controller = useRef<AbortController | null>(null);

  const elapsed = run ? Date.now() - run.startedAt : 0;
  const state: ProgressState =
    run && !run.dismissed ? progressState(curve, elapsed, run.finished) : { phase: 'running', percent: 0, open: false };

  useEffect(() => {
    if (!run || run.dismissed || !state.open) return;
    let wakeAt: number | null;
    if (!run.finished) wakeAt = curve.nextChangeAfter(elapsed);
    else {
      const delay = run.finished.ok ? curve.closeAfterMs : curve.closeAfterErrorMs;
      wakeAt = delay === null ? null : run.finished.at + delay;
    }
    if (wakeAt === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, wakeAt - elapsed));
    return () => clearTimeout(timer);
  });

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const startedAt = Date.now();
    setRun({ startedAt, dismissed: false });
    try {
      const result = await work(abort.signal);
      if (!abort.signal.aborted)
        setRun({ startedAt, finished: { at: Date.now() - startedAt, ok: true }, dismissed: false });
      return result;
    } catch (error) {
      if (!abort.signal.aborted)
        setRun({
          startedAt,
          finished: { at: Date.now() - startedAt, ok: false },
          error: errorMessage(error),
          dismissed: false,
        });
      return undefined;
    }
  }, []);

  const dismiss = useCallback(() => {
    controller.current?.abort();
    setRun((current) => (current ? { ...current, dismissed: true } : current));
  }, []);

  return { ...state, error: run?.error ?? null, start, dismiss };
};
