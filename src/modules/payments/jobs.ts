import { z } from 'zod';
import { defineJob } from '@/platform/jobs';

/**
 * `payments.test-webhook`: the built-in test provider delivering one webhook event to the app's
 * webhook URL, signed, retried by the queue until it is accepted — as a real provider does.
 */
export const testWebhookJob = defineJob(
  'payments.test-webhook',
  z.object({
    event: z.object({
      id: z.string().min(1),
      type: z.enum(['checkout.session.completed', 'checkout.session.expired']),
      created: z.number().int(),
      data: z.object({
        sessionId: z.string().min(1),
        orderId: z.number().int().positive(),
        amountOre: z.number().int().nonnegative(),
        method: z.enum(['card', 'swish', 'klarna', 'other']).nullable(),
        paymentRef: z.string().nullable(),
      }),
    }),
  }),
);

/** `payments.transfer`: pays one released order's payout to the seller's account at the provider. */
export const payoutTransferJob = defineJob('payments.transfer', z.object({ orderId: z.number().int().positive() }));
