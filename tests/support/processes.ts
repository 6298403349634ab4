import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { BFF_NODE_FLAGS } from '../../bff/src/node-flags.ts';
import { logged, Observed } from './signals.ts';

export { freePort } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../..');

export interface BffProcess {
  url: string;
  proc: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A BFF as its own OS process (bff/src/main.ts), as an operator runs it, on a port the system
 * chooses: it is ready when it logs "bff listening" with its URL (LOG_LEVEL is info at least).
 */
/** `main`: the BFF's entry point (another checkout's, for a benchmark comparing two builds). */
export const startBffProcess = async (env: Record<string, string>, main = 'bff/src/main.ts'): Promise<BffProcess> => {
  const lines = new Observed<string>();
  const output = lines.items;
  const level = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? env.LOG_LEVEL : 'info';
  const proc = spawn(process.execPath, [...BFF_NODE_FLAGS, main], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env, LOG_LEVEL: level },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [proc.stdout!, proc.stderr!])
    createInterface({ input: stream }).on('line', (line) => lines.push(`${line}\n`));
  proc.once('exit', (code, signal) => lines.fail(new Error(`bff exited (${code ?? signal}): ${output.join('')}`)));
  const { url } = JSON.parse(await logged(lines, 'bff listening')) as { url: string };
  return {
    url,
    proc,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
};
