import { createHash } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import {
  BFF_PATHS,
  combineConversions,
  COMPACT_HIDDEN,
  messages,
  reportExpired,
  upstreamId,
  type PublicReport,
  type PublicReportStats,
} from '@portal/schema';
import type { TransferDeps } from '../../shared/transfers/contract.ts';
import { answerRefusal, noStore, TransferRefusal } from '../../shared/transfers/answers.ts';
import { readJson, streamUpstream } from '../../shared/transfers/upstream-stream.ts';
import { storageUrl } from '../../shared/storage-url.ts';
import { MainApi } from '../../upstream/main/client.ts';
import { path, segment } from '../../upstream/http.ts';
import { RateLimitedError, UpstreamUnavailableError } from '../../shared/errors.ts';
import { THROTTLE, type LoginThrottle } from '../../security/login-throttle.ts';
import type { Logger } from '../../logger.ts';
import { today } from '../../shared/today.ts';

/**
 * The public campaign report (ordering spec 2.9; decision 066): `GET /public-report/:campaignId/:token`
 * answers the report as JSON and `GET /public-report/:campaignId/:token/pdf` streams its PDF, with
 * no session: no cookie is read or written, and the only credential sent upstream is the token in
 * the path of `campaigns/{id}/public/{token}`. A wrong token, an unknown campaign and an expired
 * report get the same 404 after the same upstream call (the sandbox compares every token). Each
 * address gets REPORT_LIMIT requests a minute across all BFF instances (429 with Retry-After beyond,
 * counted on the shared throttle, decision 074); /healthz and the rest are untouched.
 */

export const PUBLIC_REPORT_PATH = BFF_PATHS.publicReport;
/** The limit per address, shared by every BFF instance (`THROTTLE.publicReport`). */
export const REPORT_LIMIT = {
  windowMs: THROTTLE.publicReport.windowSeconds * 1000,
  perAddress: THROTTLE.publicReport.perAddress,
};

const paramsSchema = z.object({
  campaignId: upstreamId,
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

const count = z.number().int().nonnegative();
const location = z
  .object({ location: z.string() })
  .nullable()
  .optional()
  .transform((v) => v?.location ?? null);
const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const publicReportDto = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  type: z.string(),
  displayName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  duration: z.number().int(),
  package: z.object({ title: z.string() }),
  agentName: text,
  agentEmail: text,
  agentPhone: text,
  agentImage: location,
  officeName: z.string(),
  mainImage: location,
  property: z.object({ address: z.string(), saleStatus: z.string() }).nullable(),
  client: z
    .object({
      title: z.string(),
      subDomain: z.string(),
      clientDisplayConfig: z.object({ landingPageCover: text }),
    })
    .nullable(),
  logo: text,
  reportDate: z.string(),
  stats: z.object({
    impressions: count,
    clicks: count,
    interestAndEngagement: count,
    videoViews: count,
    conversions: z.record(z.string(), z.number()),
  }),
  daily: z.array(z.object({ day: z.string(), impressions: count, clicks: count })),
});
export type PublicReportDto = z.infer<typeof publicReportDto>;

/** The answer of GET campaigns/{id}/public/{token}. */
export const publicReportAnswerDto = z.object({ data: publicReportDto }).transform((v) => v.data);

export { COMPACT_HIDDEN };

/**
 * The report as the page shows it (the contract's `PublicReport`): conversion keys combined, branded
 * for property, agent extend and office; the compact report without COMPACT_HIDDEN.
 */
export function publicReportModel(dto: PublicReportDto, compactSubDomains: readonly string[]): PublicReport {
  const combined = combineConversions(dto.stats.conversions);
  const compact =
    (dto.type === 'property' || dto.type === 'property-extend') &&
    dto.client !== null &&
    compactSubDomains.includes(dto.client.subDomain.toLowerCase());
  const stats: PublicReportStats = {
    impressions: dto.stats.impressions,
    clicks: dto.stats.clicks,
    interestAndEngagement: dto.stats.interestAndEngagement,
    ...combined,
    videoViews: Math.max(combined.videoViews, dto.stats.videoViews),
  };
  if (compact) for (const name of COMPACT_HIDDEN) delete stats[name];
  return {
    id: dto.id,
    campaignType: dto.type,
    branded: dto.type === 'property' || dto.type === 'property-extend' || dto.type === 'office',
    compact,
    name: dto.displayName,
    startDate: dto.startDate,
    endDate: dto.endDate,
    duration: dto.duration,
    packageTitle: dto.package.title,
    agentName: dto.agentName,
    agentEmail: dto.agentEmail,
    agentPhone: dto.agentPhone,
    agentImageUrl: storageUrl(dto.agentImage),
    officeName: dto.officeName,
    imageUrl: storageUrl(dto.mainImage),
    address: dto.property?.address ?? null,
    clientTitle: dto.client?.title ?? dto.officeName,
    logoUrl: storageUrl(dto.logo),
    coverUrl: storageUrl(dto.client?.clientDisplayConfig.landingPageCover),
    reportDate: dto.reportDate,
    stats,
    daily: dto.daily,
  };
}

/** The client address as the shared counters name it: a hash (the store's keys never hold an address). */
export const reportAddressKey = (address: string): string =>
  createHash('sha256').update(`public-report:${address}`).digest('base64url').slice(0, 22);

/**
 * Counts one request of `address` on the shared counters (`services.throttle`, action
 * `publicReport`: in memory, or in Redis shared by every BFF instance; reserved atomically, so a
 * parallel burst on one instance or spread over several gets no more than REPORT_LIMIT through).
 * Every request stays counted. Answers 0, or the seconds to wait when over the limit; throws
 * UPSTREAM_UNAVAILABLE when the counters cannot be read (the report is not served unthrottled).
 */
export const admitPublicReport = async (throttle: LoginThrottle, address: string, log: Logger): Promise<number> => {
  const key = reportAddressKey(address);
  const reservation = await throttle.reserve('publicReport', key, key).catch((err: Error) => {
    log.error({ err: err.message }, 'public report throttle unavailable');
    throw new UpstreamUnavailableError();
  });
  return reservation.allowed ? 0 : reservation.retryAfterSeconds;
};

const notFound = () => new TransferRefusal(404, 'NOT_FOUND', messages.notFound);

/** Mounts the public report's two routes. */
export const publicReportRoutes = (app: Express, { services }: TransferDeps): void => {
  const { config, log } = services;
  const anonymous = new MainApi(services.mainHttp, log, null);

  const admit = async (req: Request, res: Response) => {
    noStore(res);
    res.setHeader('referrer-policy', 'no-referrer');
    const wait = await admitPublicReport(services.throttle, req.ip ?? 'unknown', log);
    if (wait > 0) {
      res.setHeader('retry-after', String(wait));
      throw new RateLimitedError(wait);
    }
    const params = paramsSchema.safeParse(req.params);
    if (!params.success) throw notFound();
    return params.data;
  };

  app.get(`${PUBLIC_REPORT_PATH}/:campaignId/:token`, async (req, res) => {
    try {
      const { campaignId, token } = await admit(req, res);
      const dto = await anonymous
        .call({
          method: 'GET',
          url: path`campaigns/${campaignId}/public/${segment(token)}`,
          schema: publicReportAnswerDto,
          anonymous: true,
        })
        .catch((err: unknown) => {
          if ((err as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') throw notFound();
          throw err;
        });
      if (reportExpired(dto.endDate, today())) throw notFound();
      res.json(publicReportModel(dto, config.reportCompactSubDomains));
    } catch (err) {
      answerRefusal(res, err, log, req.id);
    }
  });

  app.get(`${PUBLIC_REPORT_PATH}/:campaignId/:token/pdf`, async (req, res) => {
    let streaming = false;
    try {
      const { campaignId, token } = await admit(req, res);
      const answer = await streamUpstream(services.mainHttp, {
        method: 'GET',
        url: path`campaigns/${campaignId}/public/${segment(token)}/pdf-report`,
        headers: { accept: 'application/pdf, application/json', 'accept-encoding': 'identity' },
        timeoutMs: config.upstreamTimeoutMs,
        log,
        upstream: 'main',
      });
      if (answer.status !== 200) {
        await readJson(answer.body).catch(() => undefined);
        throw answer.status === 404
          ? notFound()
          : new TransferRefusal(502, 'UPSTREAM_CONTRACT', messages.upstreamUnavailable);
      }
      res.status(200);
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', attachmentFrom(answer.headers['content-disposition'], campaignId));
      res.setHeader('x-content-type-options', 'nosniff');
      streaming = true;
      await answer.forward(res);
    } catch (err) {
      if (streaming) {
        log.warn({ reqId: req.id, err: (err as Error).message }, 'report download broke off');
        res.destroy();
        return;
      }
      answerRefusal(res, err, log, req.id);
    }
  });
};

/** The upstream's file name (plain ASCII, quotes refused), else "Campaign Report {id}.pdf". */
export const attachmentFrom = (disposition: string | undefined, campaignId: string): string => {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  const safe = name?.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${safe && safe.endsWith('.pdf') ? safe : `Campaign Report ${campaignId}.pdf`}"`;
};
