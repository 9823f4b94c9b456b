import 'server-only';
import { z } from 'zod';
import { defineCallable } from '@/platform/callable/define';
import { getMailer } from '@/platform/mailer';
import { sendEmail } from './commands/send-email';

/** The email module's connector actions: an admin sends a test e-mail. */
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
};
