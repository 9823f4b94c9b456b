import { z } from 'zod';
import { defineJob } from '@/platform/jobs';

/**
 * `newsletter.early-access-confirmation`: the EARLY_ACCESS e-mail to an address that joined the
 * preview list, queued in the transaction that added it. The e-mail module sits on this module's
 * row, so the handler lives in the composition root (src/server/jobs.ts) and renders it there.
 */
export const earlyAccessConfirmationJob = defineJob(
  'newsletter.early-access-confirmation',
  z.object({ email: z.email(), unsubscribeToken: z.string().min(20).max(100) }),
);

/**
 * `newsletter.confirmation`: the NEWSLETTER_CONFIRM e-mail with the link that subscribes an address
 * (docs/decisions/0029), queued in the transaction that recorded the pending request; rendered in
 * the composition root (src/server/jobs.ts) like the early-access confirmation.
 */
export const newsletterConfirmationJob = defineJob(
  'newsletter.confirmation',
  z.object({ email: z.email(), token: z.string().min(20).max(600) }),
);
