import { insert, type Store } from './database.ts';

export const supportConcerns = ['Booking a campaign', 'Current campaign', 'Report a bug', 'Other'] as const;

type SupportSubmission = {
  name: string;
  email: string;
  concern: string;
  details: string;
  officeId: number;
  submittedBy: number;
};

export function addSupportSubmission(store: Store, submission: SupportSubmission, now: number): number {
  return insert(
    store,
    `INSERT INTO support_submissions (name, email, concern, details, office_id, submitted_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    submission.name,
    submission.email,
    submission.concern,
    submission.details,
    submission.officeId,
    submission.submittedBy,
    now,
  );
}
