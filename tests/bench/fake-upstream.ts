/**
 * A tiny, fast stand-in for both legacy REST APIs, so that the upstream is never the bottleneck of
 * a throughput comparison. Plain node:http, answers precomputed JSON, optionally after a
 * per-route delay, and counts every call it receives.
 *
 * - Any username/password signs in. `clientadmin…` usernames are client admins of client 7 (so the
 *   sign-in also loads the client's features); every other username is a distinct ROLE_ADMIN user
 *   (notifications permission; the admin-tool check answers 204).
 * - Main API calls need `Authorization: Bearer …`, dashboard calls the access key, as upstream.
 * - Offices for the fan-out measurement: `GET agencies?limit=N` answers N offices (ids 1…N, -1 =
 *   all 100) spread over 3 clients (office i belongs to client (i - 1) % 3 + 1), embedding each
 *   client with `include=client` unless the config says `"embedClients": false` (an upstream that
 *   ignores the include); `GET clients/{id}` and `GET agencies/{id}/campaign/count` answer any id.
 * - Files and exports, streamed: `POST /api/files` reads the upload as it comes (counting its bytes
 *   in `uploadBytes`, not parsing it) and answers 201 `{id, location, name, mimeType, size}`;
 *   `GET /api/users/export/csv` writes `limit` (default 5000) CSV rows in batches of 50 as the
 *   reader takes them (back-pressure), as the sandbox's row-by-row export does; `GET
 *   /api/admin/packages/export` the same with 20,000 packages.
 * - Calls are counted, and delays keyed, by route: numeric path segments become `{id}`
 *   (`GET /api/agencies/{id}/campaign/count`).
 * - Control (never counted): GET /__bench/stats, POST /__bench/reset, POST /__bench/config
 *   `{"delays": {"GET /api/users/profile": 20, …}, "defaultDelayMs": 0, "embedClients": true}`.
 *
 * Run as its own process: `node tests/bench/fake-upstream.ts` (FAKE_PORT, FAKE_ACCESS_KEY); it
 * prints `{"port":N}` on its first stdout line.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamStats {
  total: number;
  /** Bytes of upload bodies received by `POST /api/files` (whole or broken off). */
  uploadBytes: number;
  byRoute: Record<string, number>;
  inflight: number;
  peakInflight: number;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

const OFFICES = json({
  data: {
    lookups: Array.from({ length: 5 }, (_, i) => ({
      id: 100 + i,
      displayName: `Bench Office ${i + 1}`,
      slug: `bench-office-${i + 1}`,
    })),
  },
});
const PROFILE = json({
  id: 1,
  firstName: 'Bench',
  lastName: 'User',
  username: 'bench@bench.test',
  mobile: null,
  role: { name: 'Today Admin', value: 'ROLE_ADMIN' },
  passwordChangeable: true,
  enabled: true,
  clientId: null,
});
const FEATURES = json({
  data: [
    { id: 1, key: 'audience', name: 'Audience', description: 'Audience reports', enabled: true },
    { id: 2, key: 'media', name: 'Media', description: null, enabled: false },
    { id: 3, key: 'pdf', name: 'PDF export', description: '', enabled: true },
  ],
});
const activity = (i: number) => ({
  id: 5000 + i,
  activity: {
    message: `Campaign ${i} approved`,
    createdAt: '2026-11-22T09:30:00+11:00',
    isClientUser: false,
    context: { byUserInitials: 'BU' },
  },
  read: i % 2 === 0,
});
const COUNT = json({ total: 0 });
const TOP = json({ activities: Array.from({ length: 5 }, (_, i) => activity(i)) });
const PAGE = json({ activities: Array.from({ length: 10 }, (_, i) => activity(i)), meta: { cursor: { next: null } } });
const RECIPIENT_TYPES = json({ data: ['finance', 'operations', 'support'] });
const RECIPIENTS = json({
  data: Array.from({ length: 3 }, (_, i) => ({
    id: 70 + i,
    email: `ops${i}@bench.test`,
    type: 'finance',
    createdBy: { firstName: 'Bench', lastName: 'User' },
    createdAt: '2026-11-01 10:00:00',
  })),
});
export const FAKE_OFFICE_CLIENTS = 3;
const MAX_OFFICES = 100;
const fakeClient = (id: number) => ({
  id,
  title: `Bench Client ${id}`,
  subDomain: `bench${id}`,
  status: 'published',
  propertyCampaignPaymentOption: 'credit-card',
  agentCampaignPaymentOption: 'credit-card',
  officeCampaignPaymentOption: id % 2 ? 'trading-terms' : 'credit-card',
});
const fakeOffice = (id: number, embed: boolean) => {
  const clientId = ((id - 1) % FAKE_OFFICE_CLIENTS) + 1;
  return {
    id,
    title: `Office ${id}`,
    displayName: `Bench Office ${String(id).padStart(3, '0')}`,
    status: 'published',
    slug: { name: `bench-office-${id}` },
    imageLogo: { id: 1000 + clientId, location: `clients/bench${clientId}/logo.svg` },
    propertyCampaignPaymentOption: null,
    agentCampaignPaymentOption: null,
    officeCampaignPaymentOption: null,
    client: embed ? fakeClient(clientId) : { id: clientId },
  };
};
/** Office pages by "limit:embed", made once. */
const officePages = new Map<string, Buffer>();
const officePage = (limit: number, embed: boolean): Buffer => {
  const key = `${limit}:${embed}`;
  let page = officePages.get(key);
  if (!page) {
    page = json({
      agencies: Array.from({ length: limit }, (_, i) => fakeOffice(i + 1, embed)),
      meta: { cursor: { next: limit < MAX_OFFICES ? { cursor: `bench-${limit}` } : null } },
    });
    officePages.set(key, page);
  }
  return page;
};
const CLIENTS = Array.from({ length: FAKE_OFFICE_CLIENTS + 1 }, (_, id) => json(fakeClient(id)));
const CAMPAIGN_COUNT = json({
  activePropertyCampaignCount: 4,
  activeAgencyCampaignCount: 2,
  propertyCampaignCount: 120,
  agencyCampaignCount: 45,
});
const INVALID_JWT = json({ code: 401, message: 'Invalid JWT Token' });
const INVALID_KEY = json({ message: 'Invalid access key' });
const NOT_FOUND = json({ message: 'Not found' });
const JSON_HEADERS = { 'content-type': 'application/json' };
const CSV_HEADER = 'Id,First Name,Last Name,Email,Role,Offices,Client,Active,Modified\n';
/** The packages export (GET admin/packages/export): 20,000 packages, the sandbox's columns. */
export const PACKAGES_EXPORT_ROWS = 20_000;
const PACKAGES_CSV_HEADER =
  'Id,Title,Type,Status,Description,Sort Order,Property Package Id,Agent Package Id,Office Package Id,Property Duration,Agent Duration,Office Duration,Retail Price (excl. GST),Package Price (excl. GST),Production Fee,TTB Charge,Video Required,PMP Required,Clients,Offices,Updated\n';
const packageRow = (i: number) =>
  `${i},Bench Package ${i} 28 Days,property,published,"28-day property campaign across social, display and video networks.",${(i % 10) * 10},SGF-PRP-${1000 + i},,,28,,,899.00,737.00,49.00,29.00,No,No,Bench Client ${(i % 3) + 1},Bench Office ${String((i % 100) + 1).padStart(3, '0')},2026-11-25T10:00:00+11:00\n`;

const csvRow = (i: number) =>
  `${i},Bench${i},User ${i},bench.user${i}@bench.test,Agent,Bench Office ${String((i % 100) + 1).padStart(3, '0')}; Bench Office 101,Bench Client ${(i % 3) + 1},${i % 5 ? 'Yes' : 'No'},2026-11-25T10:00:00+11:00\n`;

export interface FakeUpstream {
  url: string;
  port: number;
  stats(): UpstreamStats;
  reset(): void;
  close(): Promise<void>;
}

export const startFakeUpstream = async (opts: {
  port?: number;
  accessKey: string;
  host?: string;
}): Promise<FakeUpstream> => {
  const byRoute = new Map<string, number>();
  let total = 0;
  let uploadBytes = 0;
  let fileIds = 0;
  let inflight = 0;
  let peakInflight = 0;
  let delays: Record<string, number> = {};
  let defaultDelayMs = 0;
  let embedClients = true;
  const users = new Map<string, number>();

  const userFor = (username: string) => {
    const key = username.toLowerCase();
    let id = users.get(key);
    if (id === undefined) {
      id = 10_000 + users.size;
      users.set(key, id);
    }
    const clientAdmin = key.startsWith('clientadmin');
    return {
      id,
      firstName: 'Bench',
      lastName: `User ${id}`,
      username,
      mobile: null,
      role: clientAdmin ? 'ROLE_CLIENT_ADMIN' : 'ROLE_ADMIN',
      clientId: clientAdmin ? 7 : null,
      agency: null,
      permissions: { canViewPastOrders: true, canViewMediaOrders: true, canViewPaymentDetails: true },
      passwordChangeable: true,
      enabled: true,
      client: clientAdmin ? { id: 7, title: 'Bench Realty', subDomain: 'bench' } : null,
    };
  };

  const readBody = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => resolve(body));
    });

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/__bench/stats') {
      res.writeHead(200, JSON_HEADERS).end(
        JSON.stringify({
          total,
          uploadBytes,
          byRoute: Object.fromEntries(byRoute),
          inflight,
          peakInflight,
        } satisfies UpstreamStats),
      );
    } else if (path === '/__bench/reset' && req.method === 'POST') {
      byRoute.clear();
      total = 0;
      uploadBytes = 0;
      peakInflight = inflight;
      res.writeHead(204).end();
    } else if (path === '/__bench/config' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        delays?: Record<string, number>;
        defaultDelayMs?: number;
        embedClients?: boolean;
      };
      delays = body.delays ?? {};
      defaultDelayMs = body.defaultDelayMs ?? 0;
      embedClients = body.embedClients ?? true;
      res.writeHead(204).end();
    } else res.writeHead(404, JSON_HEADERS).end(NOT_FOUND);
  };

  /** The answer to one upstream call: status and body (null for no body). */
  const answer = async (req: IncomingMessage, path: string): Promise<[number, Buffer | null]> => {
    const method = req.method ?? 'GET';
    if (path.startsWith('/api/')) {
      const route = path.slice(5);
      if (method === 'POST' && route === 'authenticate') {
        const { username } = JSON.parse((await readBody(req)) || '{}') as { username?: string };
        if (typeof username !== 'string' || !username)
          return [401, json({ code: 401, message: 'Invalid credentials.' })];
        const user = userFor(username);
        return [200, json({ token: `tok.${user.id}`, refresh_token: `ref.${user.id}`, user })];
      }
      if (method === 'POST' && route === 'token/refresh')
        return [200, json({ token: `tok.${Date.now()}`, refresh_token: `ref.${Date.now()}` })];
      if (!req.headers.authorization?.startsWith('Bearer ')) return [401, INVALID_JWT];
      if (method === 'GET') {
        switch (route) {
          case 'users/profile':
            return [200, PROFILE];
          case 'agencies/lookup':
            return [200, OFFICES];
          case 'admin/campaigns/admin-tool-access':
            return [204, null];
          case 'activities/count':
            return [200, COUNT];
          case 'activities/top':
            return [200, TOP];
          case 'admin/email-recipients/types':
            return [200, RECIPIENT_TYPES];
          case 'admin/email-recipients':
            return [200, RECIPIENTS];
        }
        if (route.startsWith('activities?')) return [200, PAGE];
        if (route.startsWith('agencies?')) {
          const query = new URLSearchParams(route.slice('agencies?'.length));
          const limit = Number(query.get('limit') ?? 10);
          const size = limit === -1 ? MAX_OFFICES : Math.min(Math.max(1, Math.trunc(limit) || 10), MAX_OFFICES);
          const embed = embedClients && (query.get('include') ?? '').split(',').includes('client');
          return [200, officePage(size, embed)];
        }
        const client = /^clients\/(\d+)$/.exec(route);
        if (client) return CLIENTS[Number(client[1])] ? [200, CLIENTS[Number(client[1])]!] : [404, NOT_FOUND];
        if (/^agencies\/\d+\/campaign\/count$/.test(route)) return [200, CAMPAIGN_COUNT];
      }
      return [404, NOT_FOUND];
    }
    if (path.startsWith('/dashboard-api/')) {
      if (req.headers['x-access-key'] !== opts.accessKey || !req.headers['x-auth-id']) return [401, INVALID_KEY];
      if (method === 'GET' && path.startsWith('/dashboard-api/features/client/')) return [200, FEATURES];
      return [404, NOT_FOUND];
    }
    return [404, NOT_FOUND];
  };

  /** The streamed routes (uploads, CSV export); answers false for any other call. */
  const streamed = (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    const upload = req.method === 'POST' && path === '/api/files';
    const exportCsv = req.method === 'GET' && path.startsWith('/api/users/export/csv');
    const exportPackages = req.method === 'GET' && path.startsWith('/api/admin/packages/export');
    if (!upload && !exportCsv && !exportPackages) return false;
    if (!req.headers.authorization?.startsWith('Bearer ')) {
      req.resume();
      res.writeHead(401, JSON_HEADERS).end(INVALID_JWT);
      return true;
    }
    if (upload) {
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        uploadBytes += c.length;
      });
      req.on('end', () => {
        fileIds += 1;
        res.writeHead(201, JSON_HEADERS).end(
          JSON.stringify({
            id: fileIds,
            location: `files/${fileIds}/upload.png`,
            name: 'upload.png',
            mimeType: 'image/png',
            size,
          }),
        );
      });
      return true;
    }
    const limit = exportPackages
      ? PACKAGES_EXPORT_ROWS
      : Math.min(5000, Math.max(1, Number(new URLSearchParams(path.split('?')[1] ?? '').get('limit') ?? 5000) || 5000));
    const [header, row] = exportPackages ? [PACKAGES_CSV_HEADER, packageRow] : [CSV_HEADER, csvRow];
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    let i = 1;
    const write = () => {
      while (i <= limit) {
        let batch = i === 1 ? header : '';
        for (let n = 0; n < 50 && i <= limit; n++, i++) batch += row(i);
        if (!res.write(batch)) {
          res.once('drain', write);
          return;
        }
      }
      res.end();
    };
    write();
    return true;
  };

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/__bench/')) {
      void control(req, res, path);
      return;
    }
    const key = `${req.method} ${path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
    byRoute.set(key, (byRoute.get(key) ?? 0) + 1);
    total += 1;
    inflight += 1;
    if (inflight > peakInflight) peakInflight = inflight;
    if (streamed(req, res, path)) {
      res.once('close', () => (inflight -= 1));
      return;
    }
    const delay = delays[key] ?? defaultDelayMs;
    const send = ([status, body]: [number, Buffer | null]) => {
      inflight -= 1;
      if (body) res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
      else res.writeHead(status).end();
    };
    void answer(req, path).then((result) => (delay > 0 ? setTimeout(send, delay, result) : send(result)));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats: () => ({ total, uploadBytes, byRoute: Object.fromEntries(byRoute), inflight, peakInflight }),
    reset: () => {
      byRoute.clear();
      total = 0;
      uploadBytes = 0;
      peakInflight = inflight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

if (import.meta.main) {
  const upstream = await startFakeUpstream({
    port: Number(process.env.FAKE_PORT ?? 0),
    accessKey: process.env.FAKE_ACCESS_KEY ?? 'bench-access-key-0123456789',
  });
  process.stdout.write(`${JSON.stringify({ port: upstream.port })}\n`);
  process.once('SIGTERM', () => void upstream.close().then(() => process.exit(0)));
}
