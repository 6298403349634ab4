import type { z } from 'zod';
import type { Permission } from '@portal/schema';
import type { SessionData } from '../../session/session-types.ts';
import type { Express } from 'express';
import type { Context, createContext } from '../../context.ts';
import type { Services } from '../../services.ts';

/** The file types an upload kind may accept, by the name's extension (`jpeg` counts as `jpg`). */
export type UploadType = 'jpg' | 'png' | 'gif' | 'webp' | 'svg';

/**
 * One kind of upload accepted at `POST /files?kind=<kind>`, declared by the module that owns it:
 * the permission it needs (none: any signed-in user), the size limit and its text, the accepted
 * types, and where the upstream stores it (`POST <path>` with the file in `field` and `subType`).
 */
export interface UploadKind {
  kind: string;
  permission?: Permission;
  /** A further rule on the session (FORBIDDEN when false), checked after `permission` and before any byte is read. */
  access?: (viewer: SessionData) => boolean;
  maxBytes: number;
  /** The text a refused over-size upload answers. */
  tooLargeMessage: string;
  types: readonly UploadType[];
  /** The text a refused type answers. */
  typeMessage: string;
  upstream: { path: string; field: string; subType?: string };
  /**
   * For uploads that belong to one record (e.g. an office's logo): the query parameter naming it,
   * the check that the viewer may change that record (run before any byte is forwarded; it throws
   * the refusal), the upstream path for it, and how to read the stored file from the upstream's
   * answer. The upstream call then goes to `target.path(id)` instead of `upstream.path`.
   */
  target?: {
    param: string;
    /** The text answered when the parameter is missing or malformed. */
    missingMessage: string;
    authorize: (ctx: Context, id: string) => Promise<void>;
    path: (id: string) => string;
    stored: z.ZodType<{ id: string; location: string }>;
  };
}

/** What a download's upstream call is: a path relative to the main API and its query. */
export interface DownloadRequest {
  path: string;
  params: URLSearchParams;
}

/**
 * One download served at `GET /downloads/<name>`, declared by the module that owns it. `query`
 * validates the browser's query string (repeated keys arrive as arrays); `request` turns a valid
 * query into the upstream call, holding the viewer to its scope (it throws ForbiddenError when a
 * filter reaches outside it). Both run before any upstream call.
 */
export interface DownloadDefinition<Q = unknown> {
  name: string;
  /** The role-table permission it needs; or, without one, `access` decides (e.g. a feature flag). */
  permission?: Permission;
  /** A further rule on the session (FORBIDDEN when false), checked after `permission`. */
  access?: (viewer: SessionData) => boolean;
  query: z.ZodType<Q>;
  /**
   * A check of the record the download is about, after the query is valid and before the download's
   * own upstream call (it may read the record; it throws the refusal), e.g. a campaign's office.
   */
  authorize?: (ctx: Context, query: Q) => Promise<void>;
  request: (query: Q, viewer: SessionData) => DownloadRequest;
  /**
   * For CSV downloads: the columns this viewer may not see, by header (role-aware fields, decision
   * 056): they are dropped as the file streams (csv-columns.ts). Null or absent: every column.
   */
  hiddenColumns?: (viewer: SessionData) => ((header: string) => boolean) | null;
  /** The attachment's file name, for the moment of the download (the query and the upstream's content-disposition at hand). */
  fileName: (now: Date, query: Q, upstreamDisposition: string | undefined) => string;
  contentType: string;
}

/** Checks a download's shape and keeps its query type inside (the registry holds downloads of any query). */
export const defineDownload = <Q>(download: DownloadDefinition<Q>): DownloadDefinition =>
  download as DownloadDefinition;

/** What a module's own HTTP routes get: the services and the request context's factory. */
export interface TransferDeps {
  services: Services;
  createContext: typeof createContext;
}

/**
 * A module's uploads and downloads, declared in its index.ts (`defineModule({ …, transfers })`):
 * its kinds for `POST /files`, its downloads for `GET /downloads/<name>`, and routes of its own
 * for transfers that are more than one file (the audience forms), mounted beside them.
 */
export interface ModuleTransfers {
  readonly uploads?: readonly UploadKind[];
  readonly downloads?: readonly DownloadDefinition[];
  readonly routes?: (app: Express, deps: TransferDeps) => void;
}
