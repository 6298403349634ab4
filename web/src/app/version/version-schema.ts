import { z } from 'zod';

/** The deployed-version file's shape. Its own module: the poll loads it (and zod) after the first paint. */
export const versionSchema = z.object({ hash: z.string().min(1) });
