import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit. With
 * `timeoutMs`, a command still running then is stopped (SIGTERM, then SIGKILL) and rejected, so a
 * hung suite fails with a message instead of holding the run.
 */
export const run = (cmd: string, args: string[], opts: SpawnOptions & { timeoutMs?: number } = {}): Promise<void> =>
  new Promise((resolve, reject) => {
    const { timeoutMs, ...spawnOpts } = opts;
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...spawnOpts });
    let timedOut = false;
    const watchdog = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }, timeoutMs)
      : undefined;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog);
      if (timedOut)
        reject(new Error(`${cmd} ${args.join(' ')} did not finish within ${Math.round(timeoutMs! / 1000)} s`));
      else if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`));
    });
  });

/** Polls a URL until it answers 2xx, the child exits, or the deadline passes. */
export const waitForHttp = async (url: string, child: ChildProcess | null, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/** The Node binary running this script (the repo's pinned Node 24). */
export const NODE = process.execPath;
