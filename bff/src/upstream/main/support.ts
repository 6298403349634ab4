import { z } from 'zod';
import type { MainApi } from './client.ts';

export interface SupportSubmission {
  name: string;
  email: string;
  concern: string;
  details: string;
  agencyId: string;
  submittedById: string;
}

export const submitSupport = (api: MainApi, body: SupportSubmission): Promise<unknown> =>
  api.call({
    method: 'POST',
    url: 'support-submissions',
    data: body,
    schema: z.unknown(),
    fieldNames: { agencyId: 'officeId' },
  });
