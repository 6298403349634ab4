import { Router } from 'express';
import type { SandboxContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requireAdminTool } from '../http/middleware/require-admin-tool.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import {
  addEmailRecipient,
  deleteEmailRecipient,
  emailRecipientTypes,
  findEmailRecipient,
  hasEmailRecipient,
  listEmailRecipients,
  type EmailRecipient,
  type EmailRecipientType,
} from '../store/email-recipients.ts';
import { fieldErrors, isEmail, isRecord, messages, toId } from '../http/validation.ts';

const isType = (value: unknown): value is EmailRecipientType =>
  (emailRecipientTypes as readonly unknown[]).includes(value);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function recipientView(recipient: EmailRecipient) {
  return {
    id: recipient.id,
    email: recipient.email,
    type: recipient.type,
    createdBy: { firstName: recipient.creatorFirstName, lastName: recipient.creatorLastName },
    createdAt: new Date(recipient.createdAt).toISOString().slice(0, 19).replace('T', ' '),
  };
}

function parseRecipient(body: unknown): { email: string; type: EmailRecipientType } {
  const { email, type } = isRecord(body) ? body : {};
  const errors: Record<string, string[]> = {};
  if (isBlank(email)) errors.email = [messages.blank];
  else if (typeof email !== 'string' || !isEmail(email.trim())) errors.email = [messages.invalidEmail];
  if (isBlank(type)) errors.type = [messages.blank];
  else if (!isType(type)) errors.type = [messages.invalidChoice];
  if (typeof email !== 'string' || !isType(type) || Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { email: email.trim(), type };
}

export function emailRecipientRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();
  router.use('/admin/email-recipients', requireBearer(ctx), requireAdminTool);

  router.get('/admin/email-recipients/types', (_req, res) => {
    res.json({ data: emailRecipientTypes });
  });

  router.get('/admin/email-recipients', (_req, res) => {
    res.json({ data: listEmailRecipients(store).map(recipientView) });
  });

  router.post('/admin/email-recipients', (req, res) => {
    const { email, type } = parseRecipient(req.body);
    if (hasEmailRecipient(store, email, type)) throw fieldErrors({ email: [messages.alreadyUsed] });
    const id = addEmailRecipient(store, { email, type, createdBy: currentUser(res).id }, now());
    const recipient = findEmailRecipient(store, id);
    if (!recipient) throw notFound();
    res.status(201).json({ data: recipientView(recipient) });
  });

  router.delete('/admin/email-recipients/:id', (req, res) => {
    const id = toId(req.params.id);
    if (id === undefined || !deleteEmailRecipient(store, id)) throw notFound();
    res.status(204).end();
  });

  return router;
}
