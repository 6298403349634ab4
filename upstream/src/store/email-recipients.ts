import { insert, many, one, run, type Store } from './database.ts';

export const emailRecipientTypes = ['campaign', 'finance', 'reports', 'support'] as const;
export type EmailRecipientType = (typeof emailRecipientTypes)[number];

export type EmailRecipient = {
  id: number;
  email: string;
  type: EmailRecipientType;
  creatorFirstName: string;
  creatorLastName: string;
  createdAt: number;
};

const selectRecipients = `
  SELECT e.id, e.email, e.type, u.first_name AS creatorFirstName, u.last_name AS creatorLastName,
    e.created_at AS createdAt
  FROM email_recipients e JOIN users u ON u.id = e.created_by`;

export function listEmailRecipients(store: Store): EmailRecipient[] {
  return many<EmailRecipient>(store, `${selectRecipients} ORDER BY e.type, e.email, e.id`);
}

export function listEmailRecipientsOfType(store: Store, type: EmailRecipientType): EmailRecipient[] {
  return many<EmailRecipient>(store, `${selectRecipients} WHERE e.type = ? ORDER BY e.email, e.id`, type);
}

export function findEmailRecipient(store: Store, id: number): EmailRecipient | undefined {
  return one<EmailRecipient>(store, `${selectRecipients} WHERE e.id = ?`, id);
}

export function hasEmailRecipient(store: Store, email: string, type: EmailRecipientType): boolean {
  return one(store, 'SELECT 1 FROM email_recipients WHERE email = ? AND type = ?', email, type) !== undefined;
}

export function addEmailRecipient(
  store: Store,
  recipient: { email: string; type: EmailRecipientType; createdBy: number },
  now: number,
): number {
  return insert(
    store,
    'INSERT INTO email_recipients (email, type, created_by, created_at) VALUES (?, ?, ?, ?)',
    recipient.email,
    recipient.type,
    recipient.createdBy,
    now,
  );
}

export function deleteEmailRecipient(store: Store, id: number): boolean {
  return run(store, 'DELETE FROM email_recipients WHERE id = ?', id) > 0;
}
