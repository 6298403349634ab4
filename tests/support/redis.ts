import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Socket } from 'node:net';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(500);
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1', () => s.write('PING\r\n'));
    s.once('data', (d) => {
      s.destroy();
      resolve(String(d).startsWith('+PONG'));
    });
  });

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (for recovery tests). */
  restart(): Promise<void>;
}

/** A throwaway redis-server (Debian package) on a loopback port, without persistence. */
export const startRedis = async (): Promise<RedisServer> => {
  const port = await freePort();
  let proc: ChildProcess;
  const launch = async () => {
    proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await answersPing(port)) return;
      if (proc.exitCode !== null) throw new Error('redis-server exited; is it installed? (apt-get install redis-server)');
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    // Killed by a signal, a process has a signalCode and no exitCode.
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };
  await launch();
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart: launch };
};
