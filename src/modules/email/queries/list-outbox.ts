import { desc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/db/schema';

/** The newest e-mails the product sent or kept in the outbox, for admins. */
export async function listOutbox(db: DbOrTx, limit = 50) {
  return db
    .select({
      id: emailOutbox.id,
      template: emailOutbox.template,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      error: emailOutbox.error,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(Math.min(limit, 200));
}
