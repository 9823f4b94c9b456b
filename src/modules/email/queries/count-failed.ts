import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/platform/tables';

/** E-mails the SMTP server refused or that could not be sent: the console's health figure. */
export async function countFailedEmails(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed'));
  return Number(row?.n ?? 0);
}
