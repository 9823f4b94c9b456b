import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/db/schema';

/**
 * The newest `template` e-mail to `address` once the mailer has finished with it: the mailer
 * writes the row as 'queued' before it renders and sends, so this waits for its outcome.
 */
export async function outboxMail(db: DbOrTx, address: string, template: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (row && row.status !== 'queued') return row;
    if (Date.now() > deadline)
      throw new Error(row ? `the ${template} e-mail to ${address} is still queued` : `no ${template} e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
