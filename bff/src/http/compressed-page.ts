import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A generated page (GraphiQL's HTML, about 9 MB with its bundle inlined) answered from buffers
 * compressed once: brotli or gzip as Accept-Encoding allows (identity otherwise), `Vary:
 * Accept-Encoding`, `Cache-Control: no-cache`; express adds the ETag of the body sent and answers 304
 * to a matching If-None-Match.
 *
 * The page is rendered and compressed on the first request, on libuv's thread pool (the event loop
 * keeps serving; that request waits about two seconds), not at start: every BFF the test suites
 * start has GraphiQL on and would otherwise spend seconds of CPU on it. Brotli quality 5 and gzip
 * level 9 cost about as much each; quality 11 would take tens of seconds for a few percent.
 */
export const compressedPage = (render: () => string, contentType = 'html'): RequestHandler => {
  let bodies: Promise<Record<Encoding, Buffer>> | undefined;
  const compress = async (): Promise<Record<Encoding, Buffer>> => {
    const identity = Buffer.from(render(), 'utf8');
    const [br, gzipped] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gz(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gzipped };
  };
  return async (req, res) => {
    bodies ??= compress().catch((error: unknown) => {
      bodies = undefined;
      throw error;
    });
    const ready = await bodies;
    // negotiator 1.1 takes a server preference (its types do not declare it yet); ties go to the
    // smaller encoding (Chrome sends "gzip, deflate, br, zstd", all at q=1).
    const negotiator = new Negotiator(req) as Negotiator & {
      encoding(available: string[], options: { preferred: string[] }): string | undefined;
    };
    const encoding = (negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] }) ?? 'identity') as Encoding;
    res.vary('Accept-Encoding');
    res.setHeader('cache-control', 'no-cache');
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.type(contentType).send(ready[encoding]);
  };
};
