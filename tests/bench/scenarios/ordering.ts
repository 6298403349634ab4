/**
 * Ordering (issue 22, "Measured"): the property order page's data and paying exactly once.
 *
 * - Seed: before the sandbox starts, this process writes the demo seed and then tops the office
 *   `acme-sydney-cbd` up to 5,000 listings through the sandbox's store API, in the scenario's own
 *   throwaway data directory (the default demo seed keeps its 100 listings per office). Each added
 *   listing is a copy of one of the office's seeded listings (address, images, agents) with a title
 *   numbered `(n)`, so a type-ahead term such as `(12` matches a known 111 listings.
 * - The page: `propertyOrderPage` (office, packages, audiences, the 5,000 listings, saved cards,
 *   payment option, lead agent) for the office admin through the BFF, and straight against the
 *   sandbox the same four upstream calls the BFF makes (the office by slug with its includes, then
 *   the listings, the cards and the viewer's profile in parallel): the floor. Sequential, alternating, on keep-alive
 *   connections; a request's time runs until the last byte of the answer. Targets: the BFF's
 *   own share (BFF − floor) ≤ 125 ms p50, the sandbox's share (the floor) ≤ 200 ms p50.
 * - The type-ahead: the same page with a `search` of a numbered prefix (111 listings), rotated per
 *   request, BFF and floor alternating. Targets: the BFF's share ≤ 15 ms, the sandbox's ≤ 35 ms p50. A suburb term (about a
 *   fifth of the listings) is measured too and reported without a target.
 * - The upstream calls of one page request, counted at the sandbox: exactly 3.
 * - Pay: per round a fresh campaign created through the BFF (`createPropertyCampaign`), then 20
 *   `payCampaign` with the office's saved card started at once: every attempt answered PAID, and
 *   exactly one charge (`/sandbox/payments/charges?campaign=`), succeeded. The burst's latency is the
 *   time until the last of the 20 answers.
 * - The agent and office order forms (issue 23): `agentOrderPage`, `officeOrderPage` and the agent
 *   form's confirmation read back on a reload (`createdAgentCampaign`, for an agent campaign created
 *   through the BFF first), each sequential on keep-alive connections, p50 and p99 through the BFF,
 *   and the upstream calls of one request counted at the sandbox: exactly 3, 2 and 2.
 */
import http from 'node:http';
import { openStore, many } from '../../../upstream/src/store/database.ts';
import { dataPaths } from '../../../upstream/src/data-dir.ts';
import { seed } from '../../../upstream/src/seed.ts';
import { inserter } from '../../../upstream/src/seed/insert.ts';
import { signInBff, type BenchOptions } from '../lib/common.ts';
import { latencyOf, request, type Latency, type Req } from '../lib/load.ts';
import { fmt, int, ms, newReport, progress, type ScenarioReport } from '../lib/report.ts';
import { cpuSeconds, placement, startBff, startSandboxProcess } from '../lib/system.ts';
import { split } from '../lib/targets.ts';

const PASSWORD = 'Sandbox#2026';
const VIEWER = 'officeadmin@sandbox.test';
const SLUG = 'acme-sydney-cbd';
const LISTINGS = 5_000;
const PAY_ATTEMPTS = 20;

const ORDER_PAGE = `query PropertyOrderPage($slug: String!, $search: String) {
  propertyOrderPage(slug: $slug, search: $search) {
    office { id slug displayName logoUrl includeGst organicCampaigns
      client { id title showPropertyUrlField showAgentLandingPage domains videoOptional }
      sideBar { propertyOrder agentOrder officeOrder campaigns backToOffices } }
    packages { id title type description sortOrder videoRequired duration price total }
    audiences { id name }
    properties { id title suburb displayPrice saleStatus beds baths carbays slug mainImageUrl isOrderable }
    savedCards { id brand last4 expMonth expYear }
    paymentOption tradingTerms leadAgent { name email phone } } }`;
const CREATE = `mutation ($input: CreatePropertyCampaignInput!) { createPropertyCampaign(input: $input) { campaignId } }`;
const AGENT_PAGE = `query AgentOrderPage($slug: String!) { agentOrderPage(slug: $slug) {
  office { id slug displayName includeGst sideBar { backToOffices } client { id title } }
  packages { id title description sortOrder videoRequired duration price gst total } audiences { id name }
  agents { id name email phone postcode imageId imageUrl imageLocation } showAdTitle showLabel
  creatives { size160x600 size300x600 size300x250 size970x250 }
  savedCards { id brand last4 expMonth expYear } paymentOption tradingTerms } }`;
const OFFICE_PAGE = `query OfficeOrderPage($slug: String!) { officeOrderPage(slug: $slug) {
  office { id slug displayName includeGst sideBar { backToOffices } client { id title } }
  packages { id title description sortOrder videoRequired duration price gst total } audiences { id name }
  creatives { size160x600 size300x600 size300x250 size970x250 }
  savedCards { id brand last4 expMonth expYear } paymentOption tradingTerms } }`;
const CREATED = `query CreatedAgentCampaign($slug: String!, $campaignId: ID!) {
  createdAgentCampaign(slug: $slug, campaignId: $campaignId) { campaignId packageId awaitingPayment } }`;
const CREATE_AGENT = `mutation ($input: CreateAgentCampaignInput!) { createAgentCampaign(input: $input) { campaignId } }`;
/** A 1×1 PNG, the agent campaign's one property image. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PAY = `mutation ($input: PayCampaignInput!) { payCampaign(input: $input) { campaignId outcome message } }`;

type OrderPage = {
  propertyOrderPage: {
    office: { id: string };
    packages: { id: string; type: string; videoRequired: boolean }[];
    audiences: { id: string }[] | null;
    properties: { id: string; isOrderable: boolean; suburb: string | null }[];
    savedCards: { id: string }[];
  };
};

/**
 * Tops the office up to `LISTINGS` listings, copying its seeded ones (every column but id, slug,
 * title and the listing date), with their images and agents. Answers the office's id.
 */
const addListings = (dataDir: string): number => {
  const paths = dataPaths(dataDir);
  const store = openStore(paths.database);
  try {
    const now = Date.now();
    seed(store, paths.storage, now);
    const [office] = many<{ id: number }>(store, 'SELECT id FROM offices WHERE slug = ?', SLUG);
    if (!office) throw new Error(`the seed has no office ${SLUG}`);
    const originals = many<Record<string, string | number | null>>(
      store,
      'SELECT * FROM properties WHERE office_id = ? ORDER BY id',
      office.id,
    );
    const columns = Object.keys(originals[0]!).filter((c) => c !== 'id');
    const insertProperty = inserter(store, 'properties', columns);
    const images = many<{ property_id: number; position: number; file_id: number }>(
      store,
      'SELECT pi.* FROM property_images pi JOIN properties p ON p.id = pi.property_id WHERE p.office_id = ?',
      office.id,
    );
    const agents = many<{ property_id: number; user_id: number; position: number }>(
      store,
      'SELECT pu.* FROM property_users pu JOIN properties p ON p.id = pu.property_id WHERE p.office_id = ?',
      office.id,
    );
    const insertImage = inserter(store, 'property_images', ['property_id', 'position', 'file_id']);
    const insertAgent = inserter(store, 'property_users', ['property_id', 'user_id', 'position']);
    store.exec('BEGIN');
    for (let n = 1; originals.length + n <= LISTINGS; n += 1) {
      const original = originals[(n - 1) % originals.length]!;
      const id = insertProperty({
        ...Object.fromEntries(columns.map((c) => [c, original[c] ?? null])),
        title: `${String(original.title)} (${n})`,
        slug: `${String(original.slug)}-bench-${n}`,
        // Spread over the office's listing dates, a minute apart, so the list's order is stable.
        listed_at: Number(original.listed_at) - n * 60_000,
      } as Record<string, string | number | null>);
      for (const image of images.filter((i) => i.property_id === original.id))
        insertImage({ property_id: id, position: image.position, file_id: image.file_id });
      for (const agent of agents.filter((a) => a.property_id === original.id))
        insertAgent({ property_id: id, user_id: agent.user_id, position: agent.position });
    }
    store.exec('COMMIT');
    const [count] = many<{ n: number }>(store, 'SELECT count(*) AS n FROM properties WHERE office_id = ?', office.id);
    if (count?.n !== LISTINGS) throw new Error(`the office holds ${count?.n} listings, not ${LISTINGS}`);
    return office.id;
  } finally {
    store.close();
  }
};

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const ordering = async (opts: BenchOptions): Promise<ScenarioReport> => {
  const report = newReport('ordering: the property order page (5,000 listings) and 20 parallel payments');
  const t = opts.quick ? { warm: 5, page: 15, search: 30, pay: 3 } : { warm: 15, page: 60, search: 120, pay: 10 };

  let officeId = 0;
  progress(`seed: an office of ${int(LISTINGS)} listings`);
  const sandbox = await startSandboxProcess(placement.clientCpu, {
    prepare: (dir) => (officeId = addListings(dir)),
  });
  // BENCH_PROF=1 writes the BFF's CPU profile to /tmp/prof (node --cpu-prof) when the run ends.
  const bff = await startBff(
    { MAIN_API_URL: `${sandbox.url}/api`, DASHBOARD_API_URL: `${sandbox.url}/dashboard-api` },
    { nodeOptions: process.env.BENCH_PROF ? '--cpu-prof --cpu-prof-dir=/tmp/prof' : undefined },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  try {
    const browser = await signInBff(bff.url, VIEWER, PASSWORD);
    const cookie = browser.cookieHeader;
    const auth = (await (
      await fetch(`${sandbox.url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: VIEWER, password: PASSWORD, function: 'login' }),
      })
    ).json()) as { token: string };
    const bearer = { authorization: `Bearer ${auth.token}` };
    const bffBase = new URL(bff.url);
    const sandboxBase = new URL(sandbox.url);

    const gql = (query: string, variables: Record<string, unknown>): Req => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const timed = async (base: URL, req: Req) => {
      const started = performance.now();
      const res = await request(agent, base, req);
      const elapsed = performance.now() - started;
      if (res.status !== 200)
        throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
      return { elapsed, body: res.body };
    };
    /** The page through the BFF; answers the time and the number of listings. */
    const viaBff = async (search: string | null) => {
      const { elapsed, body } = await timed(bffBase, gql(ORDER_PAGE, { slug: SLUG, search }));
      const parsed = JSON.parse(body) as { data?: OrderPage; errors?: unknown[] };
      if (parsed.errors?.length || !parsed.data) throw new Error(`propertyOrderPage: ${body.slice(0, 300)}`);
      return { elapsed, listings: parsed.data.propertyOrderPage.properties.length, bytes: Buffer.byteLength(body) };
    };
    /**
     * The floor: the BFF's four upstream calls straight to the sandbox, as the BFF orders them (the
     * office's call exactly as the BFF made it, read from the sandbox's call log below; then the
     * listings, the cards and the viewer's profile at once).
     */
    let officePath = '';
    const straight = async (search: string | null) => {
      const started = performance.now();
      await timed(sandboxBase, { method: 'GET', path: officePath, headers: bearer });
      const params = new URLSearchParams({ include: 'mainImage,slug', limit: String(LISTINGS) });
      if (search) params.set('query', search);
      const [list] = await Promise.all([
        timed(sandboxBase, { method: 'GET', path: `/api/properties/${officeId}/agency?${params}`, headers: bearer }),
        timed(sandboxBase, { method: 'GET', path: `/api/payments/${officeId}/get-available-cards`, headers: bearer }),
        timed(sandboxBase, { method: 'GET', path: '/api/users/profile', headers: bearer }),
      ]);
      const elapsed = performance.now() - started;
      return { elapsed, listings: (JSON.parse(list.body) as { data: unknown[] }).data.length };
    };

    // --- What the page holds, and its upstream calls ------------------------------------------
    const first = JSON.parse((await timed(bffBase, gql(ORDER_PAGE, { slug: SLUG, search: null }))).body) as {
      data: OrderPage;
    };
    const page = first.data.propertyOrderPage;
    if (page.properties.length !== LISTINGS)
      throw new Error(`the page lists ${page.properties.length} listings, not ${LISTINGS}`);
    if (page.audiences === null) throw new Error(`${VIEWER} is not offered audiences: the page would not hold them`);
    const card = page.savedCards[0];
    if (!card) throw new Error(`${SLUG} has no saved card to pay with`);
    const pkg = page.packages.find((p) => p.type === 'PROPERTY' && !p.videoRequired);
    if (!pkg) throw new Error(`${SLUG} has no property package without video`);
    await fetch(`${sandbox.url}/sandbox/calls`, { method: 'DELETE' });
    await viaBff(null);
    const calls = (await (await fetch(`${sandbox.url}/sandbox/calls`)).json()) as { method: string; path: string }[];
    // The straight sequence must be the same calls, or it is not the floor of this page.
    const paths = calls.map((c) => c.path.replace(/\?.*$/, '')).sort();
    const expected = [
      `/api/agencies/slug/${SLUG}`,
      `/api/payments/${officeId}/get-available-cards`,
      `/api/properties/${officeId}/agency`,
      '/api/users/profile',
    ].sort();
    const sameCalls = JSON.stringify(paths) === JSON.stringify(expected);
    officePath = calls.find((c) => c.path.startsWith(`/api/agencies/slug/${SLUG}`))?.path ?? '';
    if (!officePath) throw new Error(`the page made no office call: ${JSON.stringify(calls)}`);
    const straightCheck = await straight(null);
    if (straightCheck.listings !== LISTINGS)
      throw new Error(`the sandbox answered ${straightCheck.listings} listings, not ${LISTINGS}`);

    // --- The full list --------------------------------------------------------------------------
    progress(`page: warm-up ${t.warm}, then ${t.page} each, alternating`);
    for (let i = 0; i < t.warm; i++) {
      await viaBff(null);
      await straight(null);
    }
    const full = { bff: [] as number[], floor: [] as number[], bytes: 0, bffCpuMs: 0, sandboxCpuMs: 0 };
    const cpuBefore = cpuSeconds(bff.pid);
    const sandboxCpuBefore = cpuSeconds(sandbox.pid);
    for (let i = 0; i < t.page; i++) {
      const b = await viaBff(null);
      full.bff.push(b.elapsed);
      full.bytes = b.bytes;
      full.floor.push((await straight(null)).elapsed);
    }
    // Only the BFF's requests reach the BFF in these rounds: its CPU per page, whatever else runs.
    full.bffCpuMs = ((cpuSeconds(bff.pid) - cpuBefore) * 1000) / t.page;
    // The sandbox answers both: one page's four calls, for the BFF or straight, cost it this much.
    full.sandboxCpuMs = ((cpuSeconds(sandbox.pid) - sandboxCpuBefore) * 1000) / (2 * t.page);

    // --- The type-ahead ---------------------------------------------------------------------------
    const narrowTerm = (i: number) => `(${10 + (i % 39)}`; // (10 … (48: 111 listings each
    const suburbs = new Map<string, number>();
    for (const p of page.properties) if (p.suburb) suburbs.set(p.suburb, (suburbs.get(p.suburb) ?? 0) + 1);
    const suburb = [...suburbs].sort((a, b) => b[1] - a[1])[0]![0];
    progress(`type-ahead: ${t.search} each of "(nn" (111 listings) and ${t.search / 3} of "${suburb}", alternating`);
    const narrow = { bff: [] as number[], floor: [] as number[], listings: new Set<number>() };
    for (let i = 0; i < t.search; i++) {
      const b = await viaBff(narrowTerm(i));
      const f = await straight(narrowTerm(i));
      if (b.listings !== f.listings) throw new Error(`"${narrowTerm(i)}": BFF ${b.listings}, sandbox ${f.listings}`);
      narrow.listings.add(b.listings);
      narrow.bff.push(b.elapsed);
      narrow.floor.push(f.elapsed);
    }
    const broad = { bff: [] as number[], floor: [] as number[], listings: 0 };
    for (let i = 0; i < t.search / 3; i++) {
      const b = await viaBff(suburb);
      broad.listings = b.listings;
      broad.bff.push(b.elapsed);
      broad.floor.push((await straight(suburb)).elapsed);
    }

    // --- 20 parallel payments per campaign ------------------------------------------------------------
    progress(`pay: ${t.pay} rounds of ${PAY_ATTEMPTS} parallel attempts`);
    const orderable = page.properties.filter((p) => p.isOrderable);
    const rounds: {
      campaignId: string;
      burstMs: number;
      attempts: Latency;
      paid: number;
      charges: number;
      succeeded: number;
    }[] = [];
    for (let round = 0; round < t.pay; round++) {
      const property = orderable[(round * 37) % orderable.length]!;
      const created = JSON.parse(
        (
          await timed(
            bffBase,
            gql(CREATE, {
              input: {
                officeId: page.office.id,
                packageId: pkg.id,
                propertyId: property.id,
                startDate: tomorrow(),
                propertyUrl: 'https://acmerealty.example/listing/1',
                additionalRecipients: ['report@example.com'],
              },
            }),
          )
        ).body,
      ) as { data?: { createPropertyCampaign: { campaignId: string } }; errors?: unknown[] };
      if (!created.data) throw new Error(`createPropertyCampaign: ${JSON.stringify(created.errors)}`);
      const campaignId = created.data.createPropertyCampaign.campaignId;
      const pay = gql(PAY, { input: { campaignId, savedCardId: card.id } });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: PAY_ATTEMPTS }, async () => {
          const res = await request(agent, bffBase, pay);
          const elapsed = performance.now() - started;
          const body = JSON.parse(res.body) as { data?: { payCampaign: { outcome: string } } };
          return { elapsed, outcome: res.status === 200 ? body.data?.payCampaign.outcome : undefined };
        }),
      );
      const burstMs = performance.now() - started;
      const charges = (await (
        await fetch(`${sandbox.url}/sandbox/payments/charges?campaign=${campaignId}`)
      ).json()) as { status: string }[];
      rounds.push({
        campaignId,
        burstMs,
        attempts: latencyOf(answers.map((a) => a.elapsed)),
        paid: answers.filter((a) => a.outcome === 'PAID').length,
        charges: charges.length,
        succeeded: charges.filter((c) => c.status === 'succeeded').length,
      });
    }

    // --- The agent and office order forms' data ------------------------------------------------------
    progress(`order forms: ${t.page} each of agentOrderPage, officeOrderPage, createdAgentCampaign`);
    const data = async <T>(query: string, variables: Record<string, unknown>) => {
      const { elapsed, body } = await timed(bffBase, gql(query, variables));
      const parsed = JSON.parse(body) as { data?: T; errors?: unknown[] };
      if (parsed.errors?.length || !parsed.data) throw new Error(`${query.slice(0, 40)}: ${body.slice(0, 300)}`);
      return { elapsed, data: parsed.data };
    };
    type AgentPage = {
      agentOrderPage: {
        office: { id: string };
        packages: { id: string; videoRequired: boolean }[];
        agents: { id: string; name: string; email: string; imageId: string | null }[];
        showAdTitle: boolean;
      };
    };
    const agentPage = (await data<AgentPage>(AGENT_PAGE, { slug: SLUG })).data.agentOrderPage;
    const upload = new FormData();
    upload.append('file', new Blob([Buffer.from(PNG, 'base64')], { type: 'image/png' }), 'front.png');
    const stored = await fetch(`${bff.url}/files?kind=heroImage`, {
      method: 'POST',
      body: upload,
      headers: { cookie, 'apollo-require-preflight': '1' },
    });
    if (stored.status !== 201) throw new Error(`the property image upload answered ${stored.status}`);
    const heroId = ((await stored.json()) as { id: string }).id;
    const chosenAgent = agentPage.agents.find((a) => a.imageId !== null);
    const agentPackage = agentPage.packages.find((p) => !p.videoRequired);
    if (!chosenAgent || !agentPackage) throw new Error(`${SLUG} has no agent with an image or no agent package`);
    const agentCampaign = (
      await data<{ createAgentCampaign: { campaignId: string } }>(CREATE_AGENT, {
        input: {
          officeId: agentPage.office.id,
          agentId: chosenAgent.id,
          packageId: agentPackage.id,
          startDate: tomorrow(),
          name: chosenAgent.name,
          email: chosenAgent.email,
          phone: '0400 111 222',
          postcodes: '2000',
          propertyImageIds: [heroId],
          adTitle: agentPage.showAdTitle ? 'Your local expert' : null,
        },
      })
    ).data.createAgentCampaign.campaignId;
    const formOps = [
      { name: 'agentOrderPage', query: AGENT_PAGE, variables: { slug: SLUG }, calls: 3 },
      { name: 'officeOrderPage', query: OFFICE_PAGE, variables: { slug: SLUG }, calls: 2 },
      {
        name: 'createdAgentCampaign (a reload of the confirmation)',
        query: CREATED,
        variables: { slug: SLUG, campaignId: agentCampaign },
        calls: 2,
      },
    ];
    const forms: { name: string; expected: number; calls: string[]; latency: Latency; bytes: number }[] = [];
    for (const op of formOps) {
      await fetch(`${sandbox.url}/sandbox/calls`, { method: 'DELETE' });
      const once = await timed(bffBase, gql(op.query, op.variables));
      const made = (await (await fetch(`${sandbox.url}/sandbox/calls`)).json()) as { method: string; path: string }[];
      for (let i = 0; i < t.warm; i++) await data(op.query, op.variables);
      const times: number[] = [];
      for (let i = 0; i < t.page; i++) times.push((await data(op.query, op.variables)).elapsed);
      forms.push({
        name: op.name,
        expected: op.calls,
        calls: made.map((c) => `${c.method} ${c.path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/{id}')}`).sort(),
        latency: latencyOf(times),
        bytes: Buffer.byteLength(once.body),
      });
    }

    // --- Report ---------------------------------------------------------------------------------------
    const stats = (label: string, bffMs: number[], floorMs: number[], listings: string) => {
      const b = latencyOf(bffMs);
      const f = latencyOf(floorMs);
      return { b, f, row: [label, listings, ms(b.p50), ms(b.p99), ms(f.p50), ms(f.p99), ms(b.p50 - f.p50)] };
    };
    const fullStats = stats('full list', full.bff, full.floor, int(LISTINGS));
    const narrowStats = stats('type-ahead "(nn"', narrow.bff, narrow.floor, [...narrow.listings].join(', '));
    const broadStats = stats(`type-ahead "${suburb}" (no target)`, broad.bff, broad.floor, int(broad.listings));
    report.tables.push({
      title: `propertyOrderPage of ${SLUG} for ${VIEWER}: through the BFF and the floor (the same 4 upstream calls straight to the sandbox), alternating`,
      headers: ['request', 'listings', 'BFF p50', 'BFF p99', 'floor p50', 'floor p99', 'BFF − floor p50'],
      rows: [fullStats.row, narrowStats.row, broadStats.row],
    });
    report.tables.push({
      title: `${PAY_ATTEMPTS} parallel payCampaign per fresh campaign (saved card)`,
      headers: ['campaign', 'answered PAID', 'charges (succeeded)', 'burst (last answer)', 'attempt p50'],
      rows: rounds.map((r) => [
        r.campaignId,
        `${r.paid} of ${PAY_ATTEMPTS}`,
        `${r.charges} (${r.succeeded})`,
        ms(r.burstMs),
        ms(r.attempts.p50),
      ]),
    });
    report.tables.push({
      title: `The agent and office order forms' data for ${VIEWER} (${SLUG}), through the BFF, sequential`,
      headers: ['operation', 'upstream calls', 'p50', 'p99', 'answer'],
      rows: forms.map((f) => [
        f.name,
        `${f.calls.length}: ${f.calls.join(', ')}`,
        ms(f.latency.p50),
        ms(f.latency.p99),
        `${fmt(f.bytes / 1024, 1)} KiB`,
      ]),
    });
    const burst = latencyOf(rounds.map((r) => r.burstMs));
    const exactlyOnce = rounds.every((r) => r.paid === PAY_ATTEMPTS && r.charges === 1 && r.succeeded === 1);
    report.checks.push(
      {
        target: 'the order page makes exactly 4 upstream calls',
        measured: `${calls.length}: ${calls.map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`).join(', ')}`,
        pass: calls.length === 4 && sameCalls,
      },
      ...split({
        what: `the ${int(LISTINGS)}-listing page p50 (${fmt(full.bytes / 1024, 0)} KiB; CPU per page: BFF ${fmt(full.bffCpuMs, 0)} ms, sandbox ${fmt(full.sandboxCpuMs, 0)} ms)`,
        bff: fullStats.b.p50,
        floor: fullStats.f.p50,
        bffMaxMs: 125,
        sandboxMaxMs: 200,
      }),
      ...split({
        what: 'the type-ahead p50',
        bff: narrowStats.b.p50,
        floor: narrowStats.f.p50,
        bffMaxMs: 15,
        sandboxMaxMs: 35,
      }),
      {
        target: `${PAY_ATTEMPTS} parallel pay attempts: every one answered, exactly one charge (${rounds.length} campaigns)`,
        measured: `${rounds.filter((r) => r.paid === PAY_ATTEMPTS).length} of ${rounds.length} all PAID, ${rounds.filter((r) => r.charges === 1 && r.succeeded === 1).length} of ${rounds.length} one charge; burst p50 ${ms(burst.p50)}, max ${ms(burst.max)}`,
        pass: exactlyOnce,
      },
      ...forms.map((f) => ({
        target: `${f.name}: exactly ${f.expected} upstream calls`,
        measured: `${f.calls.length} (p50 ${ms(f.latency.p50)}, p99 ${ms(f.latency.p99)})`,
        pass: f.calls.length === f.expected,
      })),
    );
    report.data = {
      officeId,
      listings: LISTINGS,
      upstreamCalls: calls.map((c) => `${c.method} ${c.path}`),
      page: {
        bytes: full.bytes,
        bffCpuMs: full.bffCpuMs,
        sandboxCpuMs: full.sandboxCpuMs,
        bff: full.bff,
        floor: full.floor,
        bffLatency: fullStats.b,
        floorLatency: fullStats.f,
      },
      typeAhead: {
        narrow: {
          listings: [...narrow.listings],
          bff: narrow.bff,
          floor: narrow.floor,
          bffLatency: narrowStats.b,
          floorLatency: narrowStats.f,
        },
        broad: {
          term: suburb,
          listings: broad.listings,
          bff: broad.bff,
          floor: broad.floor,
          bffLatency: broadStats.b,
          floorLatency: broadStats.f,
        },
      },
      pay: { attempts: PAY_ATTEMPTS, rounds, burst },
      orderForms: forms,
    };
  } finally {
    agent.destroy();
    await bff.stop();
    await sandbox.stop();
  }
  return report;
};
