import { z } from 'zod';
import { optionalId } from '../../shared/lists.ts';

/** The arguments of officeLookup, packageLookup and userLookup. */
export const lookupArgs = z.object({ clientId: optionalId });
