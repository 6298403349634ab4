import type { Request, Response } from 'express';
import type { Services } from '../services.ts';

const reachable = async (url: string, timeoutMs: number): Promise<boolean> => {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
};

/** /readyz: both upstreams answer HTTP (any status) and the session store answers. */
export const readiness = (services: Services, isShuttingDown: () => boolean) => {
  let cached: { at: number; body: Record<string, boolean> } | null = null;
  return async (_req: Request, res: Response) => {
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    if (!cached || Date.now() - cached.at > 1000) {
      const timeout = Math.min(2000, services.config.upstreamTimeoutMs);
      const [mainApi, dashboardApi, sessionStore] = await Promise.all([
        reachable(services.config.mainApiUrl, timeout),
        reachable(services.config.dashboardApiUrl, timeout),
        services.store.ping(),
      ]);
      cached = { at: Date.now(), body: { mainApi, dashboardApi, sessionStore } };
    }
    const ok = Object.values(cached.body).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not-ready', checks: cached.body });
  };
};
