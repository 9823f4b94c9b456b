import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/platform/tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { emailSendJob } from '../jobs';
import { EMAIL_TEMPLATES, type EmailTemplateName } from '../render';

const isTemplate = (name: string): name is EmailTemplateName => (EMAIL_TEMPLATES as readonly string[]).includes(name);

/**
 * RESEND_EMAIL: the same template, props and recipient as a stored e-mail, queued as a new e-mail
 * through `email.send` (a new outbox row when it goes; the old one stays as it was). Audited.
 */
export async function resendEmail(
  db: DbOrTx,
  emailId: number,
): Promise<{ queued: true; emailId: number; template: EmailTemplateName; to: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ template: emailOutbox.template, toAddress: emailOutbox.toAddress, data: emailOutbox.data })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, emailId));
    if (!row) throw new AppError('NOT_FOUND', 'Mejlet finns inte.');
    const template = row.template;
    if (!isTemplate(template)) throw new AppError('FAILED_PRECONDITION', 'Mejlet kan inte skickas igen: mallen finns inte längre.');
    const parsed = emailSendJob.schema.safeParse({ template, to: row.toAddress, props: row.data });
    if (!parsed.success) throw new AppError('FAILED_PRECONDITION', 'Mejlet kan inte skickas igen: mottagarens adress är ogiltig.');
    await enqueueJob(tx, emailSendJob.job({ template, to: row.toAddress, props: row.data }));
    await recordAudit(tx, { entityType: 'email', entityId: emailId, before: null, after: { resent: true, template, to: row.toAddress } });
    return { queued: true as const, emailId, template, to: row.toAddress };
  });
}
