import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The portal's trusted documents (docs/decisions/025-trusted-documents.md): the persisted-documents
 * manifest GraphQL Code Generator's client preset writes (`{ "<sha256 of the text>": "<text>" }`),
 * read once at start. `npm run build` copies it into the built portal; the generated file in
 * web/src/__generated__ is the fallback (development, tests).
 */
export const GENERATED_MANIFEST = fileURLToPath(
  new URL('../../../web/src/__generated__/persisted-documents.json', import.meta.url),
);
export const MANIFEST_NAME = 'persisted-documents.json';

/** Ids are written `sha256:<hex>` by the client preset; the portal sends the hex (Apollo's `persistedQuery.sha256Hash`). */
const MANIFEST = z.record(
  z.string().regex(/^(sha256:)?[0-9a-f]{64}$/, { error: 'a document id must be a sha256 in hex' }),
  z.string().min(1),
);

export interface TrustedDocuments {
  documents: ReadonlyMap<string, string>;
  /** The file read, if any. */
  source: string | undefined;
}

/** Reads and checks a manifest: every id must be the sha256 of its text, so a changed text cannot keep an old id. */
export const readManifest = (file: string): Map<string, string> => {
  const parsed = MANIFEST.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file}: not a persisted-documents manifest (${parsed.error.issues[0]?.message})`);
  const documents = new Map<string, string>();
  for (const [key, text] of Object.entries(parsed.data)) {
    const id = key.replace(/^sha256:/, '');
    if (createHash('sha256').update(text).digest('hex') !== id)
      throw new Error(`${file}: the id ${id} is not the sha256 of its document`);
    documents.set(id, text);
  }
  return documents;
};

/**
 * The manifest named by `TRUSTED_DOCUMENTS_FILE`; else, in production, the built portal's (the
 * portal it serves), then the generated one; outside production the generated one first (the
 * development server's portal sends the ids of the sources, whatever an older build holds).
 * Without any, only free text can run: refused at start where arbitrary operations are not allowed.
 */
export const loadTrustedDocuments = (opts: {
  file: string | undefined;
  webDist: string;
  allowArbitrary: boolean;
  production: boolean;
}): TrustedDocuments => {
  if (opts.file) return { documents: readManifest(opts.file), source: opts.file };
  const built = join(opts.webDist, MANIFEST_NAME);
  for (const candidate of opts.production ? [built, GENERATED_MANIFEST] : [GENERATED_MANIFEST, built]) {
    if (existsSync(candidate)) return { documents: readManifest(candidate), source: candidate };
  }
  if (!opts.allowArbitrary)
    throw new Error(
      `no trusted documents: neither ${join(opts.webDist, MANIFEST_NAME)} nor ${GENERATED_MANIFEST} exists (run npm run build, or set TRUSTED_DOCUMENTS_FILE)`,
    );
  return { documents: new Map(), source: undefined };
};
