/**
 * Processes of a bench run: spawning children on loopback, pinning them to a CPU, and reading
 * their CPU time and memory from /proc (and from the bench probe, for memory after a full GC).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startBffProcess, type BffProcess } from '../../support/processes.ts';

export const ROOT = join(import.meta.dirname, '../../..');
export const ACCESS_KEY = 'bench-access-key-0123456789';
const PROBE = join(ROOT, 'tests/bench/probe.ts');

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Every child this run started, so that a crash or Ctrl-C still stops them (by pid). */
const children = new Set<ChildProcess>();
const killChildren = () => {
  for (const c of children)
    if (c.exitCode === null && c.pid) {
      try {
        process.kill(c.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
};
process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

// ---------------------------------------------------------------------------------------------
// CPU placement. On a machine with 2+ CPUs the server under test gets CPU 1 to itself and
// everything else (this process: load generator and WebSocket clients; the fake upstream; Redis)
// shares CPU 0. Throughput "per core" is then what one core of the server achieves.

export const placement = (() => {
  let available: boolean;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    available = os.availableParallelism() >= 2;
  } catch {
    available = false;
  }
  return {
    pinned: available,
    serverCpu: available ? '1' : 'any',
    clientCpu: available ? '0' : 'any',
    allCpus: available ? `0-${os.availableParallelism() - 1}` : 'any',
  };
})();

export const pin = (pid: number, cpus: string): void => {
  if (!placement.pinned) return;
  execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
};

/** Pins this process (and so, by inheritance, every child spawned later) to the client CPU. */
export const pinSelf = (): void => pin(process.pid, placement.clientCpu);

// ---------------------------------------------------------------------------------------------
// /proc readings.

/** User + system CPU seconds the process has used so far (all its threads). */
const ticksOf = (statFile: string): number => {
  const stat = readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
};

/** CPU seconds (user + system) of the process so far, all its threads. */
export const cpuSeconds = (pid: number): number => ticksOf(`/proc/${pid}/stat`);

/**
 * CPU seconds of the process's main thread alone (the event loop, and what V8 does on it): the
 * rest of `cpuSeconds` ran on its other threads (V8's workers: concurrent marking and sweeping,
 * compilation; libuv's pool), which a CPU profile of the main thread does not show.
 */
export const mainThreadCpuSeconds = (pid: number): number => ticksOf(`/proc/${pid}/task/${pid}/stat`);

/**
 * Context switches of the process so far, voluntary and not, summed over its live threads: each
 * time a thread sleeps (the event loop waiting for the next event, a pool thread waiting for work)
 * or is preempted. A thread-pool hand-off (an asynchronous file write, say) adds two or more; their
 * kernel time is CPU time spent outside the process's own code, which a profile does not show.
 */
export const contextSwitches = (pid: number): number => {
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
      for (const m of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm)) total += Number(m[1]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return total;
};

export const rssBytes = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
};

/** Busy CPU seconds of the whole machine (all CPUs), from /proc/stat. */
const machineBusySeconds = (): number => {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const busy = v[0]! + v[1]! + v[2]! + v[5]! + v[6]! + v[7]!;
  return busy / CLK_TCK;
};

/** This process and every descendant (children, their children: the SUT, Redis, the sandbox). */
const ownTree = (): number[] => {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited meanwhile
    }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent)
      if (!mine.has(pid) && mine.has(ppid)) {
        mine.add(pid);
        grew = true;
      }
  }
  return [...mine];
};

const safeCpu = (pid: number): number => {
  try {
    return cpuSeconds(pid);
  } catch {
    return Number.NaN;
  }
};

/**
 * Measures the cores a set of processes used between start and stop, and how much CPU the rest of
 * the machine (processes that are not this run's) used meanwhile: other work on a shared machine
 * disturbs a measurement, and the output says so.
 */
export const cpuMeter = (pids: number[]) => {
  const wall0 = performance.now();
  const cpu0 = pids.map(safeCpu);
  const tree0 = new Map(ownTree().map((pid) => [pid, safeCpu(pid)]));
  const busy0 = machineBusySeconds();
  const epoch0 = performance.timeOrigin + wall0;
  return () => {
    const seconds = (performance.now() - wall0) / 1000;
    const cpu = pids.reduce((sum, pid, i) => sum + safeCpu(pid) - cpu0[i]!, 0);
    if (Number.isNaN(cpu)) throw new Error(`a measured process (${pids.join(', ')}) is gone`);
    let own = 0;
    for (const pid of ownTree()) {
      const now = safeCpu(pid);
      if (!Number.isNaN(now)) own += now - (tree0.get(pid) ?? 0);
    }
    const foreign = Math.max(0, machineBusySeconds() - busy0 - own);
    /** clientCores: this run's other processes (load generator, clients, upstream, Redis). */
    /** stallMs: the longest time the server's CPU did not run at all (heartbeat.ts), 0 when none. */
    const stallMs = worstStall(epoch0, epoch0 + seconds * 1000);
    return {
      seconds,
      cpuSeconds: cpu,
      cores: cpu / seconds,
      foreignCores: foreign / seconds,
      clientCores: Math.max(0, own - cpu) / seconds,
      stallMs,
    };
  };
};

// ---------------------------------------------------------------------------------------------
// Stalls of the server's CPU (tests/bench/heartbeat.ts): gaps in which the CPU did not run at all.

/** A wake-up of the heartbeat this much later than asked means the server's CPU stalled. */
export const STALL_MS = 25;

const stalls: { at: number; gap: number }[] = [];
let heartbeat: ChildProcess | undefined;

/**
 * Starts the heartbeat on the server's CPU (once per run; only where the server has a CPU of its
 * own, since on a shared CPU its gaps would measure the bench's own load).
 */
export const startStallWatch = async (): Promise<void> => {
  if (heartbeat || !placement.pinned) return;
  const proc = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', join(ROOT, 'tests/bench/heartbeat.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, STALL_REPORT_MS: String(STALL_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.add(proc);
  heartbeat = proc;
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    proc.stdout!.on('data', (d: Buffer) => {
      buffer += String(d);
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const m = JSON.parse(line) as { ready?: true; at?: number; gap?: number };
        if (m.ready) resolve();
        else stalls.push({ at: m.at!, gap: m.gap! });
      }
    });
    proc.once('exit', (code) => reject(new Error(`the heartbeat exited (${code})`)));
  });
  pin(proc.pid!, placement.serverCpu);
};

/** Every stall of the server's CPU seen so far in this run (end time in epoch ms, length in ms). */
export const serverCpuStalls = (): readonly { at: number; gap: number }[] => stalls;

/** The worst stall of the server's CPU that ended in [from, to] (epoch ms); 0 when none. */
const worstStall = (from: number, to: number): number =>
  stalls.reduce((worst, s) => (s.at >= from && s.at - s.gap <= to && s.gap > worst ? s.gap : worst), 0);

/** Waits (at most maxSeconds) until the rest of the machine uses less than `cores` CPU. */
export const waitForQuiet = async (cores = 0.15, maxSeconds = 60): Promise<number> => {
  const deadline = Date.now() + maxSeconds * 1000;
  for (;;) {
    const meter = cpuMeter([]);
    await new Promise((r) => setTimeout(r, 1000));
    const { foreignCores } = meter();
    if (foreignCores < cores || Date.now() > deadline) return foreignCores;
  }
};

// ---------------------------------------------------------------------------------------------
// Children.

export interface Measured {
  pid: number;
  url: string;
  probePort: number;
  stop(): Promise<void>;
}

const probeEnv = (probePort: number) => ({
  NODE_OPTIONS: `--expose-gc --import ${PROBE}`,
  BENCH_PROBE_PORT: String(probePort),
});

/** Memory of a probed process after a full GC (falls back to /proc RSS). */
export const memoryOf = async (
  p: Measured,
): Promise<{ rss: number; heapUsed: number; external: number; gc: boolean }> => {
  try {
    const res = await fetch(`http://127.0.0.1:${p.probePort}/mem`, { headers: { connection: 'close' } });
    const m = (await res.json()) as {
      rss: number;
      heapUsed: number;
      external: number;
      arrayBuffers: number;
      gcExposed: boolean;
    };
    return { rss: rssBytes(p.pid), heapUsed: m.heapUsed, external: m.external, gc: m.gcExposed };
  } catch {
    return { rss: rssBytes(p.pid), heapUsed: Number.NaN, external: Number.NaN, gc: false };
  }
};

const stopChild = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    proc.once('exit', () => {
      clearTimeout(timer);
      children.delete(proc);
      resolve();
    });
    proc.kill('SIGTERM');
  });

/** Starts `node <script>` and waits for its `{"port":N}` line. */
export const startNodeChild = async (
  script: string,
  env: Record<string, string>,
  opts: { probe?: boolean; cpu?: string; nodeArgs?: string[] } = {},
): Promise<Measured> => {
  const probePort = opts.probe ? await freePort() : 0;
  const proc = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', ...(opts.nodeArgs ?? []), script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...(opts.probe ? probeEnv(probePort) : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let output = '';
  proc.stderr!.on('data', (d) => {
    output += String(d);
    if (process.env.BENCH_DEBUG) process.stderr.write(`[${script}] ${d}`);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const onData = (d: Buffer) => {
      buffer += String(d);
      const line = buffer.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) {
        proc.stdout!.off('data', onData);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
  proc.stdout!.resume();
  if (opts.cpu) pin(proc.pid!, opts.cpu);
  return { pid: proc.pid!, url: `http://127.0.0.1:${port}`, probePort, stop: () => stopChild(proc) };
};

/**
 * A comparison server of the overhead scenarios (a script under tests/bench, e.g. the hand-written
 * reference or graphql-jit alone) calling `upstreamUrl`'s main API, probed and pinned beside the BFF.
 */
export const startComparison = (
  script: string,
  upstreamUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Measured> =>
  startNodeChild(
    script,
    { MAIN_API_URL: `${upstreamUrl}/api`, ...env },
    { probe: true, cpu: placement.serverCpu, nodeArgs },
  );

/** With BENCH_METRICS=1 the BFF collects its Prometheus metrics (served on its port with this token). */
const METRICS_ENV: Record<string, string> =
  process.env.BENCH_METRICS === '1' ? { METRICS_TOKEN: 'bench-metrics-token-0123456789' } : {};

/** Where BENCH_CPU_PROFILE asks the CPU-time scenarios to write V8 CPU profiles, if it does. */
export const cpuProfileDir = (): string | undefined =>
  process.env.BENCH_CPU_PROFILE ? resolve(process.env.BENCH_CPU_PROFILE) : undefined;

/** Node's options that write a process's V8 CPU profile into `<dir>/<name>` when it stops (none without a dir). */
export const cpuProfileArgs = (dir: string | undefined, name: string): string[] =>
  dir ? ['--cpu-prof', `--cpu-prof-dir=${join(dir, name)}`] : [];

/** A BFF's start options that write its V8 CPU profile into `<dir>/<name>` when it stops (none without a dir). */
export const profiledBff = (dir: string | undefined, name: string): { nodeOptions?: string } =>
  dir ? { nodeOptions: cpuProfileArgs(dir, name).join(' ') } : {};

/** A BFF as its own process (tests/support/processes.ts), production mode, probed and pinned. */
export const startBff = async (
  env: Record<string, string>,
  opts: { nodeOptions?: string; main?: string } = {},
): Promise<Measured & { bff: BffProcess }> => {
  const probePort = await freePort();
  const probe = probeEnv(probePort);
  if (opts.nodeOptions) probe.NODE_OPTIONS += ` ${opts.nodeOptions}`;
  // Production, with free text allowed: the scenarios send their own documents (generated shapes,
  // the bench's screen); the overhead scenario also sends the screen by trusted id (decision 025).
  const bff = await startBffProcess(
    {
      // No LOG_LEVEL: startBffProcess runs the BFF at info at least, one line per request, as in production.
      NODE_ENV: 'production',
      DASHBOARD_API_KEY: ACCESS_KEY,
      ALLOW_ARBITRARY_OPERATIONS: 'true',
      ...METRICS_ENV,
      ...probe,
      ...env,
    },
    opts.main,
  );
  children.add(bff.proc);
  pin(bff.proc.pid!, placement.serverCpu);
  return {
    bff,
    pid: bff.proc.pid!,
    url: bff.url,
    probePort,
    stop: async () => {
      await bff.stop();
      children.delete(bff.proc);
    },
  };
};

/**
 * The sandbox upstream (upstream/src/main.ts) as its own process on a throwaway data directory.
 * `prepare` writes the scenario's own data into that directory before the sandbox starts (through
 * the sandbox's store API, in this process).
 */
export const startSandboxProcess = async (
  cpu?: string,
  opts: { prepare?: (dataDir: string) => void } = {},
): Promise<Measured> => {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'portal-bench-sandbox-'));
  opts.prepare?.(dataDir);
  const port = await freePort();
  const proc = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'upstream/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: dataDir,
      DASHBOARD_API_KEY: ACCESS_KEY,
      SANDBOX_LOG: 'silent',
    },
    stdio: 'ignore',
  });
  children.add(proc);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('sandbox exited');
    try {
      if ((await fetch(`${url}/sandbox/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('sandbox did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  if (cpu) pin(proc.pid!, cpu);
  return {
    pid: proc.pid!,
    url,
    probePort: 0,
    stop: async () => {
      await stopChild(proc);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The fake upstream as its own process, on the client CPU, with a small control client. */
export const startUpstream = async () => {
  const child = await startNodeChild('tests/bench/fake-upstream.ts', { FAKE_ACCESS_KEY: ACCESS_KEY });
  const post = (path: string, body?: unknown) =>
    fetch(`${child.url}/__bench/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  return {
    ...child,
    stats: async () =>
      (await (await fetch(`${child.url}/__bench/stats`)).json()) as {
        total: number;
        byRoute: Record<string, number>;
        inflight: number;
        peakInflight: number;
      },
    reset: async () => void (await post('reset')),
    configure: async (config: { delays?: Record<string, number>; defaultDelayMs?: number; embedClients?: boolean }) =>
      void (await post('config', config)),
  };
};
export type Upstream = Awaited<ReturnType<typeof startUpstream>>;

export const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  node: process.version,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  placement,
});
