import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles, users } from '@/db/schema';
import { getEnv } from '@/platform/env';
import type { JobHandlers } from '@/platform/jobs';
import { getMailer } from '@/platform/mailer';
import type { TemplateProps } from '@/modules/email';
import { sendEmail } from '@/modules/email/server';

const USER_EMAIL_TEMPLATES = [
  'OUTBID_NOTIFICATION',
  'AUCTION_WON',
  'WATCHLIST_24H',
  'WATCHLIST_1H',
] as const satisfies readonly (keyof TemplateProps)[];

const emailJob = z.object({
  template: z.enum(USER_EMAIL_TEMPLATES),
  userId: z.string().min(1),
  props: z.record(z.string(), z.unknown()),
});

/**
 * What the background jobs do. `email.send`: an e-mail to a user, queued in the transaction that
 * caused it; the address and first name are read when it is sent (they may have changed), and a
 * failed send is retried by the queue.
 */
export const jobHandlers: JobHandlers = {
  'email.send': async (payload, { db }) => {
    const job = emailJob.parse(payload);
    const [user] = await db
      .select({ email: users.email, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, job.userId));
    if (!user) return; // the account is gone: nothing to send
    const props = { ...job.props, firstName: user.firstName ?? null, siteUrl: getEnv().publicUrl };
    const result = await sendEmail(await getMailer(), {
      template: job.template,
      to: user.email,
      // The props were built by the command that queued the job for exactly this template.
      props: props as unknown as TemplateProps[typeof job.template],
    });
    if (result.status === 'failed') throw new Error(`e-mail ${result.id} could not be sent`);
  },
};
