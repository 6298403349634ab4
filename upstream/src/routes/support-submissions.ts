import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { sendEmail } from '../messaging/mailer.ts';
import { currentUser, requireBearer } from '../http/middleware/require-bearer.ts';
import { listEmailRecipientsOfType } from '../store/email-recipients.ts';
import { listOfficesFor } from '../store/offices.ts';
import { addSupportSubmission, supportConcerns } from '../store/support-submissions.ts';
import type { User } from '../store/users.ts';
import { isEmail, messages, parseForm, requiredId, text, type FormShape } from '../http/validation.ts';

const shape = {
  name: null,
  email: null,
  concern: null,
  details: null,
  agencyId: null,
  submittedById: null,
} satisfies FormShape;

const filled = (max: number) =>
  text().trim().min(1, { error: messages.blank, abort: true }).max(max, messages.tooLong(max));

function supportForm(user: User, officeIds: ReadonlySet<number>) {
  return z.object({
    name: filled(255),
    email: filled(180).refine(isEmail, messages.invalidEmail),
    concern: filled(255).refine(
      (concern) => (supportConcerns as readonly string[]).includes(concern),
      messages.invalidChoice,
    ),
    details: filled(5000),
    agencyId: requiredId().refine((id) => officeIds.has(id), messages.invalid),
    submittedById: requiredId().refine((id) => id === user.id, messages.invalid),
  });
}

export function supportSubmissionRoutes(ctx: SandboxContext): Router {
  const { store, now } = ctx;
  const router = Router();

  router.post('/support-submissions', requireBearer(ctx), async (req, res) => {
    const user = currentUser(res);
    const officeIds = new Set(listOfficesFor(store, user).map((office) => office.id));
    const form = await parseForm(supportForm(user, officeIds), shape, req.body);
    const id = addSupportSubmission(store, { ...form, officeId: form.agencyId, submittedBy: user.id }, now());
    for (const recipient of listEmailRecipientsOfType(store, 'support')) {
      sendEmail(ctx, {
        to: recipient.email,
        subject: `Support request #${id}: ${form.concern}`,
        text: [`From: ${form.name} <${form.email}>`, `Office id: ${form.agencyId}`, '', form.details].join('\n'),
        link: null,
      });
    }
    res.status(201).json({ id });
  });

  return router;
}
