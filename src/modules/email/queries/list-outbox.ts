import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/platform/tables';
import type { EmailStatus } from '@/keys';

export const OUTBOX_PAGE_SIZE = 20;

/**
 * The e-mails the product sent or kept in the outbox, newest first, a page at a time, for admins
 * (/admin/utkorg): each with its HTML as the customer got it, and the error of a failed one.
 */
export async function listOutbox(db: DbOrTx, options: { status?: EmailStatus; page?: number; pageSize?: number } = {}) {
  const pageSize = Math.min(Math.max(options.pageSize ?? OUTBOX_PAGE_SIZE, 1), 100);
  const page = Math.min(Math.max(options.page ?? 1, 1), 10_000);
  const where = options.status ? eq(emailOutbox.status, options.status) : undefined;
  const [emails, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        template: emailOutbox.template,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        html: emailOutbox.html,
        text: emailOutbox.text,
        status: emailOutbox.status,
        error: emailOutbox.error,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(emailOutbox).where(where),
  ]);
  return { emails, total: total?.value ?? 0, page, pageSize };
}
