import 'server-only';
import { eq } from 'drizzle-orm';
import { profiles, users } from '@/modules/accounts/tables';
import { getEnv } from '@/platform/env';
import type { JobHandlers } from '@/platform/jobs';
import { getMailer } from '@/platform/mailer';
import type { TemplateProps } from '@/modules/email';
import { lotsLiveJob } from '@/modules/auctions/server';
import { alertSavedSearches } from '@/modules/watchlist/server';
import { documentPdf, tellSellerPaidOut } from '@/modules/orders/server';
import { emailSendJob, sendEmail } from '@/modules/email/server';
import { deliverPush, pushSendJob } from '@/modules/notifications/server';
import {
  EARLY_ACCESS_LEAVE_PATH,
  EARLY_ACCESS_PREVIEW_PATH,
  earlyAccessConfirmationJob,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONFIRM_PATH,
  newsletterConfirmationJob,
} from '@/modules/newsletter/server';
import {
  getPaymentProvider,
  paymentMode,
  payOut,
  payoutTransferJob,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  testWebhookJob,
} from '@/modules/payments/server';

/**
 * What the background jobs do, by their declarations (name + payload schema) in the modules:
 * `email.send` (src/modules/email/jobs.ts) sends an e-mail to a user (or to an address that is no user's);
 * `push.send` (src/modules/notifications/jobs.ts) one push to one browser.
 */
export const jobHandlers: JobHandlers = {
  [emailSendJob.name]: emailSendJob.handler(async (job, { db, jobId }) => {
    let recipient: { email: string; firstName: string | null } | undefined;
    if (job.userId) {
      const [user] = await db
        .select({ email: users.email, firstName: profiles.firstName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, job.userId));
      recipient = user ? { email: user.email, firstName: user.firstName ?? null } : undefined;
    } else if (job.to) {
      recipient = { email: job.to, firstName: null };
    }
    if (!recipient) return; // the account is gone: nothing to send
    // A re-sent e-mail (RESEND_EMAIL) to an address carries the first name it was first sent with.
    const storedName = typeof job.props.firstName === 'string' ? job.props.firstName : null;
    const props = { ...job.props, firstName: recipient.firstName ?? storedName, siteUrl: getEnv().publicUrl };
    // Sale documents go as PDFs drawn from their frozen copies (docs/decisions/0045).
    const attachments = [];
    for (const { documentId } of job.attachments ?? []) {
      const document = await documentPdf(db, { id: documentId }, { userId: null, admin: true });
      attachments.push({ filename: document.filename, content: document.pdf, contentType: 'application/pdf' });
    }
    const result = await sendEmail(await getMailer(), {
      template: job.template,
      to: recipient.email,
      // The props were built by the command that queued the job for exactly this template.
      props: props as unknown as TemplateProps[typeof job.template],
      jobId,
      attachments,
    });
    if (result.status === 'failed') throw new Error(`e-mail ${result.id} could not be sent`);
  }),
  [pushSendJob.name]: pushSendJob.handler(async (job, { db, logger }) => {
    const result = await deliverPush(db, job);
    if (result === 'gone' || result === 'refused') logger.info({ subscriptionId: job.subscriptionId, result }, 'push subscription deleted');
  }),
  // The preview list's confirmation (docs/decisions/0017): the lots of the coming sale are on view as
  // soon as the studio publishes them, so there is no opening time to promise, only the link.
  [earlyAccessConfirmationJob.name]: earlyAccessConfirmationJob.handler(async ({ email, unsubscribeToken }, { jobId }) => {
    const result = await sendEmail(await getMailer(), {
      template: 'EARLY_ACCESS',
      to: email,
      props: {
        firstName: null,
        opensAt: null,
        previewUrl: EARLY_ACCESS_PREVIEW_PATH,
        unsubscribeUrl: `${EARLY_ACCESS_LEAVE_PATH}/${unsubscribeToken}`,
        siteUrl: getEnv().publicUrl,
      },
      jobId,
    });
    if (result.status === 'failed') throw new Error(`e-mail ${result.id} could not be sent`);
  }),
  // The newsletter's double opt-in (docs/decisions/0029): the link to the page whose button confirms.
  [newsletterConfirmationJob.name]: newsletterConfirmationJob.handler(async ({ email, token }, { jobId }) => {
    const result = await sendEmail(await getMailer(), {
      template: 'NEWSLETTER_CONFIRM',
      to: email,
      props: { confirmUrl: `${NEWSLETTER_CONFIRM_PATH}/${token}`, validDays: NEWSLETTER_CONFIRM_DAYS, siteUrl: getEnv().publicUrl },
      jobId,
    });
    if (result.status === 'failed') throw new Error(`e-mail ${result.id} could not be sent`);
  }),
  // The built-in test provider delivers its webhook over HTTP, signed, exactly as Stripe would.
  [testWebhookJob.name]: testWebhookJob.handler(async ({ event }) => {
    const body = JSON.stringify(event);
    const response = await fetch(`${getEnv().publicUrl}/api/payments/webhook/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(body) },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`webhook ${event.id} answered ${response.status}`);
  }),
  // Lots gone live: the saved searches they match, and the followers of their makers, are alerted (in-app, and the daily e-mail).
  [lotsLiveJob.name]: lotsLiveJob.handler(async ({ auctionIds }, { db }) => {
    await alertSavedSearches(db, auctionIds);
  }),
  [payoutTransferJob.name]: payoutTransferJob.handler(async ({ orderId }, { db, logger }) => {
    // No provider configured: nothing can move; the payout stays pending and the hourly
    // payPendingPayouts queues it again (docs/decisions/0028).
    if (paymentMode() === 'none') {
      logger.warn({ orderId }, 'payout waits: no payment provider is configured');
      return;
    }
    const result = await payOut(db, orderId, getPaymentProvider());
    // The seller hears it once (the notice and SALE_PAID_OUT are deduplicated by order).
    if (result === 'paid') await tellSellerPaidOut(db, orderId);
    if (result === 'no-account' || result === 'missing') logger.info({ orderId, result }, 'payout waits');
  }),
};
