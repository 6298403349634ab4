/**
 * `npm start`: builds what is missing or stale, starts the sandbox upstream when no upstream URL
 * is configured, starts the BFF (which serves the portal), and prints where to go and who to be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BFF_NODE_FLAGS } from '../bff/src/node-flags.ts';
import { ensureDevAccessKey } from '../upstream/src/dev-access-key.ts';
import { NODE, ROOT, run, waitForHttp } from './lib.ts';

const env = { ...process.env };
const children: ChildProcess[] = [];

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
};

const webIsStale = (): boolean => {
  const index = join(ROOT, 'web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return [join(ROOT, 'web'), join(ROOT, 'schema')].some((d) => newestMtime(d) > built);
};

const start = (
  name: string,
  script: string,
  childEnv: NodeJS.ProcessEnv,
  nodeFlags: readonly string[] = [],
): ChildProcess => {
  const child = spawn(NODE, ['--disable-warning=ExperimentalWarning', ...nodeFlags, script], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${name} stopped (${code ?? signal}); shutting down.\n`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
};
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

if (webIsStale()) {
  process.stdout.write('Building the portal (first run or sources changed)…\n');
  await run('npm', ['run', 'build', '--silent']);
}

const useSandbox = !env.MAIN_API_URL && !env.DASHBOARD_API_URL;
if (useSandbox) {
  const port = env.SANDBOX_PORT ?? '4010';
  env.DASHBOARD_API_KEY ??= ensureDevAccessKey();
  env.MAIN_API_URL = `http://127.0.0.1:${port}/api`;
  env.DASHBOARD_API_URL = `http://127.0.0.1:${port}/dashboard-api`;
  env.PUSH_SSE_URL ??= `http://127.0.0.1:${port}/push/notifications-channel`;
  env.SANDBOX_PORTAL_URL ??= `http://localhost:${env.PORT ?? '4000'}`;
  const sandbox = start('sandbox', 'upstream/src/main.ts', { ...env, SANDBOX_PORT: port });
  await waitForHttp(`http://127.0.0.1:${port}/sandbox/health`, sandbox);
}

const bff = start('bff', 'bff/src/main.ts', env, BFF_NODE_FLAGS);
const port = env.PORT ?? '4000';
await waitForHttp(`http://127.0.0.1:${port}/healthz`, bff);

process.stdout.write(`
  Campaign portal: http://localhost:${port}
  GraphiQL:        http://localhost:${port}/graphiql${env.NODE_ENV === 'production' ? ' (off in production)' : ''}
${
  useSandbox
    ? `  Upstream:        sandbox at http://127.0.0.1:${env.SANDBOX_PORT ?? '4010'} (outbox: /sandbox/outbox)

  Demo accounts (password Sandbox#2026):
    superadmin@sandbox.test   Super Admin
    admin@sandbox.test        Admin
    clientadmin@sandbox.test  Client Admin (Acme Realty)
    officeadmin@sandbox.test  Office Admin (Acme Realty)
    agent@sandbox.test        Agent, may view past orders
    agent.media@sandbox.test  Agent, may view media orders only
    agent.none@sandbox.test   Agent without permissions
    clientuser@sandbox.test   Client User (Harbour Property Group)
    audience.superadmin@sandbox.test  Super Admin of Acme Realty, audience feature on (/admin/audience)
    audience.admin@sandbox.test       Admin of Acme Realty, audience feature on (/admin/audience)
  Branded hosts: http://acme.localhost:${port}, http://harbour.localhost:${port}
`
    : `  Upstream:        ${env.MAIN_API_URL} and ${env.DASHBOARD_API_URL}\n`
}`);
