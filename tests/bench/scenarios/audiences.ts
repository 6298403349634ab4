/**
 * Audiences: the customer-list upload, streamed through the BFF to the sandbox, which parses,
 * normalises and SHA-256-hashes every contact as it arrives (upstream/src/audiences/contacts.ts).
 *
 * - The sandbox's reader alone, in this process: rows per second over a 100,000-row CSV fed in
 *   64 KiB chunks (target: at least 50,000 rows/s).
 * - A 100,000-row CSV (about 5 MB) created as an audience (POST /audiences) through the BFF and
 *   straight to the sandbox (POST /api/audience), sequential and alternating, each deleted again:
 *   the mean end-to-end time through the BFF at most 1.2x the direct one, and the BFF's RSS, from
 *   after a warm-up of the same uploads to its peak while measuring (sampled every 5 ms), grows by
 *   less than 4 MB (less than the 5.5 MB file).
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { readContacts } from '../../../upstream/src/audiences/contacts.ts';
import { customerCsv } from '../../../upstream/src/testing/customer-csv.ts';
import { signInBff, type BenchOptions } from '../lib/common.ts';
import { fmt, int, newReport, progress, ratio, type ScenarioReport } from '../lib/report.ts';
import { placement, rssBytes, startBff, startSandboxProcess } from '../lib/system.ts';
import { atMost } from '../lib/targets.ts';

const MB = 1024 * 1024;
const ROWS = 100_000;
const PASSWORD = 'Sandbox#2026';
const BOUNDARY = 'bench-audience-boundary-0123456789';

const multipart = (name: string, csv: Buffer) => {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="scope"\r\n\r\nclient\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n1\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="csv"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const chunks: Buffer[] = [head];
  for (let at = 0; at < csv.length; at += 64 * 1024) chunks.push(csv.subarray(at, at + 64 * 1024));
  chunks.push(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
  return { chunks, length: chunks.reduce((n, c) => n + c.length, 0) };
};

/** One upload written with back-pressure; answers the status and the JSON body. */
const post = (
  agent: http.Agent,
  url: string,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const target = new URL(path, url);
    const req = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method: 'POST',
      path: target.pathname,
      headers,
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    void (async () => {
      for (const chunk of chunks) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end();
    })();
  });

export const audiences = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('audiences: a 100,000-row customer list hashed by the sandbox, through the BFF vs straight');
  const t = opts.quick ? { readerRounds: 3, warm: 2, uploads: 3 } : { readerRounds: 5, warm: 6, uploads: 8 };
  const csv = Buffer.from(customerCsv(ROWS));

  // --- The reader alone ---------------------------------------------------------------------
  progress(`reader: ${t.readerRounds} rounds of ${int(ROWS)} rows`);
  let best = 0;
  let bestPerCpu = 0;
  for (let i = 0; i < t.readerRounds; i++) {
    const chunks: Buffer[] = [];
    for (let at = 0; at < csv.length; at += 64 * 1024) chunks.push(csv.subarray(at, at + 64 * 1024));
    const cpu = process.cpuUsage();
    const started = performance.now();
    const read = await readContacts(Readable.from(chunks));
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (read.contacts.length !== ROWS) throw new Error(`reader kept ${read.contacts.length} contacts`);
    best = Math.max(best, ROWS / seconds);
    bestPerCpu = Math.max(bestPerCpu, ROWS / ((used.user + used.system) / 1e6));
  }

  // --- Uploads through the BFF and straight ------------------------------------------------------
  const sandbox = await startSandboxProcess(placement.clientCpu);
  const bff = await startBff({ MAIN_API_URL: `${sandbox.url}/api`, DASHBOARD_API_URL: `${sandbox.url}/dashboard-api` });
  // A fresh connection per upload on both sides: uploads take seconds, longer than the servers' keep-alive idle timeout.
  const agent = new http.Agent({ keepAlive: false });
  try {
    const browser = await signInBff(bff.url, 'clientadmin@sandbox.test', PASSWORD);
    const cookie = browser.cookieHeader;
    const auth = (await (
      await fetch(`${sandbox.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'clientadmin@sandbox.test', password: PASSWORD, function: 'login' }),
      })
    ).json()) as { token: string };
    const bearer = `Bearer ${auth.token}`;
    let n = 0;
    const upload = async (via: 'bff' | 'direct') => {
      const body = multipart(`Bench ${via} ${(n += 1)}`, csv);
      const headers = {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(body.length),
      };
      const started = performance.now();
      const answer =
        via === 'bff'
          ? await post(
              agent,
              bff.url,
              '/audiences',
              { ...headers, cookie, 'apollo-require-preflight': 'true' },
              body.chunks,
            )
          : await post(agent, sandbox.url, '/api/audience', { ...headers, authorization: bearer }, body.chunks);
      const elapsed = performance.now() - started;
      if (answer.status !== 201) {
        const sandboxUp = await fetch(`${sandbox.url}/sandbox/health`).then(
          (r) => r.ok,
          () => false,
        );
        const warnings = bff.bff.output
          .filter((line) => /"level":(40|50)/.test(line))
          .slice(-3)
          .join('');
        throw new Error(
          `${via} upload answered ${answer.status}: ${answer.body.slice(0, 200)}; sandbox ${sandboxUp ? 'up' : 'down'}; BFF: ${warnings}`,
        );
      }
      const id = (JSON.parse(answer.body) as { id: string | number }).id;
      await fetch(`${sandbox.url}/api/audience/${id}`, { method: 'DELETE', headers: { authorization: bearer } });
      return elapsed;
    };
    progress(`upload: warm-up (${t.warm} each)`);
    const cold = rssBytes(bff.pid);
    for (let i = 0; i < t.warm; i++) {
      await upload('direct');
      await upload('bff');
    }
    const baseline = rssBytes(bff.pid);
    let peak = baseline;
    const times = { bff: [] as number[], direct: [] as number[] };
    progress(`upload: ${t.uploads} each, alternating`);
    for (let i = 0; i < t.uploads; i++) {
      times.direct.push(await upload('direct'));
      const timer = setInterval(() => (peak = Math.max(peak, rssBytes(bff.pid))), 5);
      try {
        times.bff.push(await upload('bff'));
      } finally {
        clearInterval(timer);
      }
      peak = Math.max(peak, rssBytes(bff.pid));
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const timeRatio = mean(times.bff) / mean(times.direct);
    const growth = peak - baseline;

    report.tables.push({
      title: `100,000-row customer list (${fmt(csv.length / MB, 1)} MB), created then deleted`,
      headers: ['measure', 'value'],
      rows: [
        ['reader alone, wall clock (best of rounds)', `${int(best)} rows/s`],
        ['reader alone, per CPU-second (best of rounds)', `${int(bestPerCpu)} rows/s`],
        ['straight to the sandbox, mean', `${fmt(mean(times.direct), 0)} ms`],
        ['through the BFF, mean', `${fmt(mean(times.bff), 0)} ms`],
        ['BFF / straight', ratio(timeRatio)],
        ['BFF RSS: cold → after warm-up', `${fmt(cold / MB, 1)} → ${fmt(baseline / MB, 1)} MB`],
        ['BFF RSS: peak growth while measuring', `${fmt(growth / MB, 2)} MB`],
      ],
    });
    report.checks.push(
      {
        target: 'sandbox parses and hashes ≥ 50,000 rows/s',
        measured: `${int(best)} rows/s (${int(bestPerCpu)} per CPU-second)`,
        pass: best >= 50_000,
      },
      {
        target: '100,000-row upload through the BFF ≤ 1.2x straight',
        measured: ratio(timeRatio),
        pass: timeRatio <= 1.2,
      },
      // Streamed: the growth stays below the file (5.5 MB) whatever its size.
      atMost(
        'BFF RSS grows < 4 MB during the uploads (less than the file)',
        growth,
        4 * MB,
        `${fmt(growth / MB, 2)} MB`,
      ),
    );
    report.data = {
      rows: ROWS,
      csvBytes: csv.length,
      readerRowsPerSecond: best,
      readerRowsPerCpuSecond: bestPerCpu,
      times,
      timeRatio,
      rss: { cold, baseline, peak, growth },
    };
  } finally {
    agent.destroy();
    await bff.stop();
    await sandbox.stop();
  }
  return report;
};
