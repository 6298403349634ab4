import type { ProxyOptions } from 'vite';
import { BFF_PATHS } from '@portal/schema/bff-paths';

/**
 * The dev server's proxy table (web/vite.config.ts): every path prefix the BFF serves (BFF_PATHS),
 * the prefix itself and everything below it, goes to the BFF at `target`; the GraphQL path carries
 * the WebSocket too. Each key is a pattern anchored on a whole segment, so that `/files` does not
 * swallow a portal page that merely starts with the same letters.
 */
export const devProxy = (target: string): Record<string, ProxyOptions> =>
  Object.fromEntries(
    Object.values(BFF_PATHS).map((prefix) => [
      proxyPattern(prefix),
      prefix === BFF_PATHS.graphql ? { target, ws: true } : { target },
    ]),
  );

/** The proxy key of a prefix: a pattern (Vite reads keys starting with `^` as regular expressions). */
export const proxyPattern = (prefix: string): string => `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?#]|$)`;
