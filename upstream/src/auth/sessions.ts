import type { SandboxContext } from '../context.ts';
import { issueToken, purgeTokens } from '../store/tokens.ts';

const keepExpiredTokensMs = 24 * 60 * 60 * 1000;

export function issueSession({ store, config, now }: SandboxContext, userId: number) {
  const issuedAt = now();
  purgeTokens(store, issuedAt - keepExpiredTokensMs);
  return {
    token: issueToken(store, 'access', userId, issuedAt, config.tokenTtlMs),
    refresh_token: issueToken(store, 'refresh', userId, issuedAt, config.refreshTtlMs),
  };
}
