import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emailOutbox } from '@/platform/tables';

/**
 * The newest `template` e-mail to `address` once the mailer has finished with it: the mailer
 * writes the row as 'queued' before it renders and sends, so this waits for its outcome. The first
 * render of a run starts the render thread, which loads its templates through tsx under Vitest:
 * about 2 s on an idle machine, 6–8 s on a busy one, so the fail-safe deadline leaves room for that.
 */
export async function outboxMail(db: DbOrTx, address: string, template: string, timeoutMs = 20_000) {
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
