import type { DownloadDefinition, UploadKind } from '../../shared/transfers/contract.ts';

/*
 * The upload kinds and downloads of a running BFF, filled from the modules' declarations
 * (shared/transfers/contract.ts) when the transfer routes are mounted (index.ts).
 */

const uploadKinds = new Map<string, UploadKind>();
const downloads = new Map<string, DownloadDefinition>();

/** Registers an upload kind; the same declaration again is a no-op, another of the same name an error. */
export const registerUploadKind = (kind: UploadKind): void => {
  if (uploadKinds.get(kind.kind) === kind) return;
  if (uploadKinds.has(kind.kind)) throw new Error(`upload kind ${kind.kind} declared twice`);
  uploadKinds.set(kind.kind, kind);
};

/** Registers a download; the same declaration again is a no-op, another of the same name an error. */
export const registerDownload = <Q>(download: DownloadDefinition<Q>): void => {
  if (downloads.get(download.name) === download) return;
  if (downloads.has(download.name)) throw new Error(`download ${download.name} declared twice`);
  downloads.set(download.name, download as DownloadDefinition);
};

export const uploadKind = (kind: string): UploadKind | undefined => uploadKinds.get(kind);
/** Every kind registered (by the modules of a running BFF). */
export const allUploadKinds = (): UploadKind[] => [...uploadKinds.values()];
export const download = (name: string): DownloadDefinition | undefined => downloads.get(name);
