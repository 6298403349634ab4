import type { z } from 'zod';
import type { Permission } from '@portal/schema';
import type { SessionData } from '../../session/session-types.ts';
import type { Context } from '../../context.ts';

/** The file types an upload kind may accept, by the name's extension (`jpeg` counts as `jpg`). */
export type UploadType = 'jpg' | 'png' | 'gif' | 'svg';

/**
 * One kind of upload accepted at `POST /files?kind=<kind>`, declared by the module that owns it:
 * the permission it needs (none: any signed-in user), the size limit and its text, the accepted
 * types, and where the upstream stores it (`POST <path>` with the file in `field` and `subType`).
 */
export interface UploadKind {
  kind: string;
  permission?: Permission;
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
  permission: Permission;
  query: z.ZodType<Q>;
  request: (query: Q, viewer: SessionData) => DownloadRequest;
  /** The attachment's file name, for the moment of the download. */
  fileName: (now: Date) => string;
  contentType: string;
}

const uploadKinds = new Map<string, UploadKind>();
const downloads = new Map<string, DownloadDefinition>();

export const registerUploadKind = (kind: UploadKind): void => {
  if (uploadKinds.has(kind.kind)) throw new Error(`upload kind ${kind.kind} declared twice`);
  uploadKinds.set(kind.kind, kind);
};

export const registerDownload = <Q>(download: DownloadDefinition<Q>): void => {
  if (downloads.has(download.name)) throw new Error(`download ${download.name} declared twice`);
  downloads.set(download.name, download as DownloadDefinition);
};

export const uploadKind = (kind: string): UploadKind | undefined => uploadKinds.get(kind);
export const download = (name: string): DownloadDefinition | undefined => downloads.get(name);
