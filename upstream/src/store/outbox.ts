import { insert, many, run, type Store } from './database.ts';

export type Email = { id: number; to: string; subject: string; text: string; link: string | null; createdAt: string };
export type NewEmail = Omit<Email, 'id' | 'createdAt'>;

type EmailRow = Omit<Email, 'createdAt'> & { createdAt: number };

const toEmail = (row: EmailRow): Email => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

export function addEmail(store: Store, email: NewEmail, now: number): Email {
  const id = insert(
    store,
    'INSERT INTO outbox (to_address, subject, text, link, created_at) VALUES (?, ?, ?, ?, ?)',
    email.to,
    email.subject,
    email.text,
    email.link,
    now,
  );
  return toEmail({ ...email, id, createdAt: now });
}

const selectEmails = 'SELECT id, to_address AS "to", subject, text, link, created_at AS createdAt FROM outbox';

export function listEmails(store: Store, to: string | undefined): Email[] {
  const rows =
    to === undefined
      ? many<EmailRow>(store, `${selectEmails} ORDER BY id DESC`)
      : many<EmailRow>(store, `${selectEmails} WHERE to_address = ? ORDER BY id DESC`, to);
  return rows.map(toEmail);
}

export function clearOutbox(store: Store): void {
  run(store, 'DELETE FROM outbox');
}
