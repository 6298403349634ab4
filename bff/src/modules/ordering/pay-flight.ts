import type { PaymentOutcome } from '@portal/schema';
import type { SessionStore } from '../../session/store.ts';

/**
 * One payment per campaign however many attempts arrive together. Within an instance, concurrent
 * attempts of one user for one campaign share one promise (a double click, two tabs). Across
 * instances, attempts serialise on the store's lock `pay:<campaign>` (Redis when REDIS_URL is set,
 * as the refresh lock does, memory otherwise); the holder remembers its outcome for a minute. A
 * payment made is answered to every later attempt of that user; a decline only to attempts that
 * started before it was reached, so a retry after a decline (with another card) pays anew. Past the
 * minute, or for another user, the upstream refuses a second charge and answers the paid order.
 */

export type PayResult = { outcome: PaymentOutcome; message: string };
type Remembered = PayResult & { finishedAt: number };

const REMEMBER_MS = 60_000;
const inflight = new Map<string, Promise<PayResult>>();

export function payOnce(
  store: SessionStore,
  attempt: { campaignId: string; userId: string },
  pay: () => Promise<PayResult>,
): Promise<PayResult> {
  const key = `${attempt.campaignId}:${attempt.userId}`;
  const running = inflight.get(key);
  if (running) return running;
  const startedAt = Date.now();
  const work = store
    .withLock(`pay:${attempt.campaignId}`, async () => {
      const rememberedKey = `pay-outcome:${key}`;
      const raw = await store.takeOnce(rememberedKey);
      if (raw !== null) {
        await store.putOnce(rememberedKey, raw, REMEMBER_MS);
        const remembered = JSON.parse(raw) as Remembered;
        // A payment stays made: any later attempt answers it. A decline answers only attempts that overlapped it.
        const settled = remembered.outcome === 'PAID' || remembered.outcome === 'PLACED';
        if (settled || remembered.finishedAt > startedAt)
          return { outcome: remembered.outcome, message: remembered.message };
      }
      const result = await pay();
      const entry: Remembered = { ...result, finishedAt: Date.now() };
      await store.putOnce(rememberedKey, JSON.stringify(entry), REMEMBER_MS);
      return result;
    })
    .finally(() => inflight.delete(key));
  inflight.set(key, work);
  return work;
}
