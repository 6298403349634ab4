import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './helpers.ts';
import { Observed } from './signals.ts';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (for recovery tests). */
  restart(): Promise<void>;
}

/** Starts redis-server on `port`; resolves once it logs that it accepts connections, false when it exits first. */
const launch = (port: number): Promise<{ proc: ChildProcess; ready: boolean }> => {
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const lines = new Observed<string>();
  createInterface({ input: proc.stdout! }).on('line', (line) => lines.push(line));
  proc.once('error', (err) =>
    lines.fail(new Error(`redis-server: ${err.message}; is it installed? (apt-get install redis-server)`)),
  );
  proc.once('exit', () => lines.fail(new Error('redis-server exited')));
  return lines
    .find((l) => l.includes('Ready to accept connections'))
    .then(
      () => ({ proc, ready: true }),
      (err: Error) => {
        if (/installed/.test(err.message)) throw err;
        return { proc, ready: false };
      },
    );
};

/**
 * A throwaway redis-server (Debian package) on a loopback port, without persistence. Test files
 * run in parallel: a port taken between choosing it and binding it makes redis-server exit, and
 * another port is tried.
 */
export const startRedis = async (): Promise<RedisServer> => {
  let port = 0;
  let proc: ChildProcess | undefined;
  for (let attempt = 0; attempt < 5 && !proc; attempt++) {
    port = await freePort();
    const started = await launch(port);
    if (started.ready) proc = started.proc;
  }
  if (!proc) throw new Error('redis-server did not start');
  let current: ChildProcess = proc;
  const stop = async () => {
    // Killed by a signal, a process has a signalCode and no exitCode.
    if (current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((r) => current.once('exit', r));
    current.kill('SIGKILL');
    await exited;
  };
  const restart = async () => {
    const started = await launch(port);
    if (!started.ready) throw new Error(`redis-server did not start again on port ${port}`);
    current = started.proc;
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart };
};
