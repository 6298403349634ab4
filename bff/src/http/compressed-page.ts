import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A generated page (GraphiQL's HTML, about 9 MB with its bundle inlined) answered from buffers
 * compressed once, on the first request: brotli or gzip as Accept-Encoding allows (identity
 * otherwise), `Vary: Accept-Encoding`, `Cache-Control: no-cache`; express adds the ETag of the body
 * sent and answers 304 to a matching If-None-Match.
 */
export const compressedPage = (render: () => string, contentType = 'html'): RequestHandler => {
  let bodies: Record<Encoding, Buffer> | undefined;
  const compress = (): Record<Encoding, Buffer> => {
    const identity = Buffer.from(render(), 'utf8');
    return {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  };
  return (req, res) => {
    bodies ??= compress();
    // negotiator 1.1 takes a server preference (its types do not declare it yet); ties go to the smaller encoding (Chrome sends "gzip, deflate, br, zstd", all at q=1).
    const negotiator = new Negotiator(req) as Negotiator & { encoding(available: string[], options: { preferred: string[] }): string | undefined };
    const encoding = (negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] }) ?? 'identity') as Encoding;
    res.vary('Accept-Encoding');
    res.setHeader('cache-control', 'no-cache');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.type(contentType).send(bodies[encoding]);
  };
};
