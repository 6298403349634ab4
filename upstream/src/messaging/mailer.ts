import type { SandboxContext } from '../context.ts';
import { addEmail, type Email, type NewEmail } from '../store/outbox.ts';

export function sendEmail({ store, log, now }: SandboxContext, email: NewEmail): Email {
  const sent = addEmail(store, email, now());
  log.info(`outbox #${sent.id} to ${sent.to}: "${sent.subject}"${sent.link ? ` ${sent.link}` : ''}`);
  return sent;
}
