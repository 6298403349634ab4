import { STAT_KEYS, STATS, type UpstreamStatName } from '@portal/schema';
import { z } from 'zod';

/**
 * The stat numbers as the main API names them (`adImpressions`, `gaiLeLiveChat`, …; spec section 3,
 * Stats (dashboard) and Global stats), one field per stat of the vocabulary (decision 086): counts
 * are whole and never negative, the rate a number. GET campaigns/{id}/stats and
 * GET global-reports/stats answer them; the modules rename them with `statsFromUpstream`.
 */
export const upstreamStatsShape = Object.fromEntries(
  STAT_KEYS.map((key) => [
    STATS[key].upstream,
    STATS[key].format === 'percent' ? z.number() : z.number().int().nonnegative(),
  ]),
) as Record<UpstreamStatName, z.ZodNumber>;
