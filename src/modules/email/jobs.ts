import { z } from 'zod';
import { defineJob } from '@/platform/jobs';
import { EMAIL_TEMPLATES, type TemplateProps } from './render';

/** The e-mails that go to a user through the queue (the address is read when the mail is sent). */
export const USER_EMAIL_TEMPLATES = [
  'OUTBID_NOTIFICATION',
  'AUCTION_WON',
  'WATCHLIST_24H',
  'WATCHLIST_1H',
  'VALUATION_REQUEST',
  'VALUATION_RESPONSE',
  'SELLER_REMINDER',
  'AUCTION_PUBLISHED',
  'PURCHASE_RECEIPT',
  'PURCHASE_PAYMENT_REMINDER',
  'ITEM_SHIPPED',
  'ORDER_PROBLEM_UPDATE',
  'SAVED_SEARCH_MATCHES',
  'SALE_SOLD',
  'SALE_UNSOLD',
  'SALE_PAID',
  'SALE_PAID_OUT',
  'ORDER_REFUND',
  'ORDER_CANCELLED',
  'SECOND_CHANCE_OFFER',
  'LOT_QUESTION_ANSWERED',
  // Addressed with `to` (no account yet): the studio's team invitations.
  'TEAM_INVITE',
  'COLLABORATION_INVITE',
] as const satisfies readonly (keyof TemplateProps)[];

/**
 * `email.send`: an e-mail to a user, queued in the transaction that caused it; the address and
 * first name are read when it is sent (they may have changed), and a failed send is retried by the
 * queue. `to` instead of `userId` addresses mail that is no user's (the studio's inbox,
 * KLUBBAN_STUDIO_EMAIL). Handled in src/server/jobs.ts.
 */
export const emailSendJob = defineJob(
  'email.send',
  z
    .object({
      // Any template: the commands queue USER_EMAIL_TEMPLATES, RESEND_EMAIL any stored e-mail's.
      template: z.enum(EMAIL_TEMPLATES),
      userId: z.string().min(1).optional(),
      to: z.email().optional(),
      props: z.record(z.string(), z.unknown()),
      /** Issued sale documents to attach as PDF (docs/decisions/0045): the composition root draws them when the mail is sent. */
      attachments: z
        .array(z.object({ documentId: z.number().int().positive() }))
        .max(10)
        .optional(),
    })
    .refine((job) => Boolean(job.userId) !== Boolean(job.to), { error: 'exactly one of userId and to' }),
);
