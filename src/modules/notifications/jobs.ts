import { z } from 'zod';
import { defineJob } from '@/platform/jobs';
import { PUSH_KINDS } from './push-kinds';

/**
 * `push.send`: one push to one subscription, queued (by queuePush) in the transaction that caused
 * it. The user is in the payload so that a subscription that has since moved to another user (the
 * browser signed in as someone else) is not sent the first one's news. Handled in src/server/jobs.ts.
 */
export const pushSendJob = defineJob(
  'push.send',
  z.object({
    subscriptionId: z.number().int().positive(),
    userId: z.string().min(1),
    kind: z.enum(PUSH_KINDS),
    title: z.string(),
    body: z.string(),
    url: z.string().startsWith('/'),
    tag: z.string(),
  }),
);
