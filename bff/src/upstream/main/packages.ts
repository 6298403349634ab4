import { z } from 'zod';
import { UpstreamContractError } from '../../shared/errors.ts';
import { path, toAppError } from '../http.ts';
import { cursorPageDto, pageParams } from '../cursor-page.ts';
import type { MainApi } from './client.ts';

/** The packages resource of the main API (docs/upstream-api.md, "packages administration"). */

const id = z.union([z.number(), z.string()]).transform(String);
const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const days = z
  .number()
  .int()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const packageTypeDto = z.enum(['office', 'agent', 'agent-extend', 'property']);
export type PackageTypeDto = z.infer<typeof packageTypeDto>;

const link = z.object({ id, title: z.string(), attached: z.boolean() });
const officeLink = link.extend({
  clientId: id
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

/** A package (GET packages items, GET packages/{id}, POST packages, POST packages/{id}); the parts only when included. */
export const packageDto = z.object({
  id,
  title: z.string(),
  type: packageTypeDto,
  description: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  status: z
    .enum(['published', 'archived', 'archive'])
    .transform((v) => (v === 'published' ? ('published' as const) : ('archived' as const))),
  sortOrder: z.number().int(),
  propertyPackageId: text,
  agentPackageId: text,
  officePackageId: text,
  propertyDuration: days,
  agentDuration: days,
  officeDuration: days,
  retailPrice: z.number(),
  packagePrice: z.number(),
  productionFee: z.number(),
  ttbCharge: z.number(),
  videoRequired: z.boolean(),
  pmpRequired: z.boolean(),
  updatedAt: z.string(),
  clients: z
    .object({ data: z.array(link) })
    .optional()
    .transform((v) => v?.data ?? null),
  agencies: z
    .object({ data: z.array(officeLink) })
    .optional()
    .transform((v) => v?.data ?? null),
  campaigns: z
    .object({ total: z.number().int(), inProgress: z.number().int() })
    .optional()
    .transform((v) => v ?? null),
});
export type PackageDto = z.infer<typeof packageDto>;

export const packagePageDto = cursorPageDto('packages', packageDto);
export type PackagePageDto = z.infer<typeof packagePageDto>;

export interface PackageListQuery {
  status: 'published' | 'archived';
  clientId: string | null;
  search: string | null;
  limit: number;
  cursor: string | null;
}

/** GET packages (status, filters[client], filters[search], limit, cursor). */
export const listPackages = (api: MainApi, q: PackageListQuery): Promise<PackagePageDto> => {
  const query = pageParams(q.limit, q.cursor);
  query.set('status', q.status);
  if (q.clientId) query.set('filters[client]', q.clientId);
  if (q.search) query.set('filters[search]', q.search);
  return api.call({ method: 'GET', url: `packages?${query}`, schema: packagePageDto });
};

export type PackageInclude = 'campaigns' | 'clients' | 'agencies';

const includeParam = (include: readonly PackageInclude[]): string =>
  include.length ? `?include=${include.join(',')}` : '';

/** GET packages/{id} with the parts named (none: the package alone). */
export const getPackage = (api: MainApi, packageId: string, include: readonly PackageInclude[]): Promise<PackageDto> =>
  api.call({ method: 'GET', url: `${path`packages/${packageId}`}${includeParam(include)}`, schema: packageDto });

/** The body of POST packages and POST packages/{id}: fields left out keep their value. */
export interface PackageBody {
  title?: string;
  type?: PackageTypeDto;
  description?: string;
  status?: 'published' | 'archive';
  sortOrder?: number;
  propertyPackageId?: string | null;
  agentPackageId?: string | null;
  officePackageId?: string | null;
  propertyDuration?: number | null;
  agentDuration?: number | null;
  officeDuration?: number | null;
  retailPrice?: number;
  packagePrice?: number;
  productionFee?: number;
  ttbCharge?: number;
  videoRequired?: boolean;
  pmpRequired?: boolean;
}

export const createPackage = (api: MainApi, body: PackageBody): Promise<PackageDto> =>
  api.call({ method: 'POST', url: 'packages', data: body, schema: packageDto });

export const updatePackage = (api: MainApi, packageId: string, body: PackageBody): Promise<PackageDto> =>
  api.call({ method: 'POST', url: path`packages/${packageId}`, data: body, schema: packageDto });

const clientLinkAnswer = z
  .object({ data: z.object({ client: id, title: z.string(), attached: z.boolean() }) })
  .transform(({ data }) => ({ id: data.client, title: data.title, attached: data.attached }));
const officeLinkAnswer = z
  .object({ data: z.object({ agency: id, title: z.string(), clientId: id.nullable(), attached: z.boolean() }) })
  .transform(({ data }) => ({ id: data.agency, title: data.title, clientId: data.clientId, attached: data.attached }));
export type PackageClientLinkDto = z.infer<typeof clientLinkAnswer>;
export type PackageOfficeLinkDto = z.infer<typeof officeLinkAnswer>;

/** POST packages/{id}/client/{clientId} {attached}: links or unlinks (idempotent); answers the link. */
export const setPackageClient = (
  api: MainApi,
  packageId: string,
  clientId: string,
  attached: boolean,
): Promise<PackageClientLinkDto> =>
  api.call({
    method: 'POST',
    url: path`packages/${packageId}/client/${clientId}`,
    data: { attached },
    schema: clientLinkAnswer,
  });

/** POST packages/{id}/agency/{agencyId} {attached}: links or unlinks (idempotent); answers the link. */
export const setPackageOffice = (
  api: MainApi,
  packageId: string,
  officeId: string,
  attached: boolean,
): Promise<PackageOfficeLinkDto> =>
  api.call({
    method: 'POST',
    url: path`packages/${packageId}/agency/${officeId}`,
    data: { attached },
    schema: officeLinkAnswer,
  });

/**
 * POST packages/{id} with status archive. The upstream refuses (409) while a campaign using the
 * package is in progress: that answers `inProgress` rather than an error, for the caller to word.
 */
export const archivePackage = async (api: MainApi, packageId: string): Promise<PackageDto | 'inProgress'> => {
  const res = await api.raw({
    method: 'POST',
    url: path`packages/${packageId}`,
    data: { status: 'archive' } satisfies PackageBody,
  });
  if (res.status === 409) return 'inProgress';
  if (res.status < 200 || res.status >= 300) throw toAppError(res);
  const parsed = packageDto.safeParse(res.data);
  if (!parsed.success) throw new UpstreamContractError();
  return parsed.data;
};
