import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export interface BffProcess {
  url: string;
  proc: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A BFF as its own OS process (bff/src/main.ts), as an operator runs it. */
export const startBffProcess = async (env: Record<string, string>): Promise<BffProcess> => {
  const port = await freePort();
  const output: string[] = [];
  const proc = spawn(process.execPath, ['bff/src/main.ts'], { cwd: ROOT, env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => output.push(String(d)));
  proc.stderr!.on('data', (d) => output.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`bff exited: ${output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('bff did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
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
