import 'server-only';
import { z } from 'zod';
import { defineCallable } from '@/platform/callable/define';
import { getMailer } from '@/platform/mailer';
import { getDb } from '@/platform/database';
import { resendEmail } from './commands/resend-email';
import { sendEmail } from './commands/send-email';

/** The email module's connector actions: an admin sends a test e-mail, or sends a stored one again. */
export const emailActions = {
  SEND_TEST_EMAIL: defineCallable({
    access: 'admin',
    input: z.object({
      to: z
        .string({ error: 'Ange en e-postadress.' })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'Ange en giltig e-postadress.' }))
        .optional(),
    }),
    handler: async (input, { caller }) =>
      sendEmail(await getMailer(), { template: 'TEST_EMAIL', to: input.to ?? caller.email, props: { sentAt: new Date().toISOString() } }),
  }),
  RESEND_EMAIL: defineCallable({
    access: 'admin',
    input: z.object({
      emailId: z.coerce
        .number({ error: 'Ange vilket mejl som ska skickas igen.' })
        .int()
        .positive({ error: 'Ange vilket mejl som ska skickas igen.' }),
    }),
    handler: async (input) => resendEmail(await getDb(), input.emailId),
  }),
};
