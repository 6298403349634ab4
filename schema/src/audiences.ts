/**
 * The audience form's rules (administration spec, section 5) as zod schemas over the fields of the
 * audience upload (`POST /audiences`, `POST /audiences/{id}`): the portal's form and the BFF's
 * upload route validate with them, so both show the same texts. The CSV's contents (contacts,
 * hashed columns, rows) are checked by the upstream while it reads the file.
 */
import { z } from 'zod';
import { requiredText } from './forms.ts';
import { messages as m } from './messages.ts';
import { upstreamId } from './ids.ts';

/** The upstream's scope values, as the upload fields carry them: Global, Office, Agent. */
export const AUDIENCE_SCOPES = ['client', 'agency', 'agent'] as const;
export type AudienceScopeValue = (typeof AUDIENCE_SCOPES)[number];

/** The GraphQL enum value of each upstream scope, and back. */
export const AUDIENCE_SCOPE_ENUM = { client: 'CLIENT', agency: 'OFFICE', agent: 'AGENT' } as const satisfies Record<
  AudienceScopeValue,
  string
>;
export const audienceScopeFromEnum = (value: 'CLIENT' | 'OFFICE' | 'AGENT'): AudienceScopeValue =>
  value === 'CLIENT' ? 'client' : value === 'OFFICE' ? 'agency' : 'agent';

/** Global, Office, Agent (the Scope column). */
export const AUDIENCE_SCOPE_LABELS: Record<AudienceScopeValue, string> = {
  client: m.audienceScopeGlobal,
  agency: m.officeLabel,
  agent: m.agentLabel,
};

/** Business constants (spec section 9). */
export const AUDIENCE_NAME_MAX_LENGTH = 30;
export const AUDIENCE_MIN_CONTACTS = 200;
export const AUDIENCE_RECOMMENDED_CONTACTS = 500;
export const AUDIENCE_PAGE_SIZE = 15;
/** product: the largest CSV accepted (about 500,000 contacts). */
export const AUDIENCE_CSV_MAX_BYTES = 25 * 1024 * 1024;
/** At most this many offices or agents in one audience's scope. */
export const AUDIENCE_MAX_SELECTIONS = 500;

/** The upload's field names, in the order the portal sends them (the file last). */
export const AUDIENCE_UPLOAD_FIELDS = ['name', 'scope', 'uuids', 'clientId', 'csv'] as const;

/** Record ids: the canonical upstream id (ids.ts). */
const id = upstreamId;

const audienceName = requiredText(m.audienceNameRequired).max(AUDIENCE_NAME_MAX_LENGTH, {
  error: m.audienceNameTooLong,
});

/**
 * The CSV as the form knows it before sending: its file name and, when known, its size (the BFF
 * counts the size while streaming). Must end in .csv, not be empty, and stay under the limit.
 */
export const audienceCsvSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative().nullish() }, { error: m.audienceCsvRequired })
  .superRefine((file, ctx) => {
    if (!/\.csv$/i.test(file.name.trim())) ctx.addIssue({ code: 'custom', message: m.audienceCsvNotCsv });
    else if (file.size === 0) ctx.addIssue({ code: 'custom', message: m.audienceCsvEmpty });
    else if (file.size != null && file.size > AUDIENCE_CSV_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: m.audienceCsvTooLarge });
  });
export type AudienceCsv = z.infer<typeof audienceCsvSchema>;

const uuids = z
  .array(id)
  .max(AUDIENCE_MAX_SELECTIONS)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

const clientId = id.nullish().transform((v) => v ?? null);

/** Scope selections: Global needs the client id, Office and Agent at least one selection. */
const scopeRules = (
  v: { scope?: AudienceScopeValue | null; uuids: string[]; clientId: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.scope === 'client' && !v.clientId)
    ctx.addIssue({ code: 'custom', message: m.audienceClientRequired, path: ['clientId'] });
  if (v.scope === 'agency' && v.uuids.length === 0)
    ctx.addIssue({ code: 'custom', message: m.audienceOfficesRequired, path: ['uuids'] });
  if (v.scope === 'agent' && v.uuids.length === 0)
    ctx.addIssue({ code: 'custom', message: m.audienceAgentsRequired, path: ['uuids'] });
};

/** Create mode: name, scope and CSV required; the scope's selections as scopeRules says. */
export const createAudienceSchema = z
  .object({
    name: audienceName,
    scope: z.enum(AUDIENCE_SCOPES, { error: m.audienceScopeRequired }),
    uuids,
    clientId,
    csv: audienceCsvSchema,
  })
  .superRefine(scopeRules);
export type CreateAudienceValues = z.input<typeof createAudienceSchema>;
export type CreateAudienceData = z.output<typeof createAudienceSchema>;

/**
 * Edit mode (PATCH semantics): every field optional; a CSV or a scope change is enough. A scope sent
 * brings its selections (changing scope clears the selected ids); selections need their scope.
 */
export const updateAudienceSchema = z
  .object({
    name: audienceName.nullish().transform((v) => v ?? null),
    scope: z
      .enum(AUDIENCE_SCOPES, { error: m.audienceScopeRequired })
      .nullish()
      .transform((v) => v ?? null),
    uuids,
    clientId,
    csv: audienceCsvSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!v.scope && (v.uuids.length > 0 || v.clientId))
      ctx.addIssue({ code: 'custom', message: m.audienceScopeRequired, path: ['scope'] });
    scopeRules(v, ctx);
  });
export type UpdateAudienceValues = z.input<typeof updateAudienceSchema>;
export type UpdateAudienceData = z.output<typeof updateAudienceSchema>;

/** The CSV template's file name (GET /downloads/audience-template.csv). */
export const AUDIENCE_TEMPLATE_FILE_NAME = 'audience-template.csv';
