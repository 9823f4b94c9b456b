import 'server-only';
import { getDb } from '@/db';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { subscribeNewsletter, unsubscribeNewsletter } from './commands/subscribe-newsletter';
import { subscribeInput } from './schema';

/** The newsletter module's connector actions. */
export const newsletterActions = {
  SUBSCRIBE: defineCallable({
    access: 'anyone',
    input: subscribeInput,
    handler: async (input, { caller }) =>
      subscribeNewsletter(await getDb(), { email: input.email, userId: caller?.id ?? null, source: input.source }),
  }),
  NEWSLETTER_SUBSCRIBE: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) =>
      subscribeNewsletter(await getDb(), { email: caller.email, userId: caller.id, source: 'account' }),
  }),
  NEWSLETTER_UNSUBSCRIBE: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => unsubscribeNewsletter(await getDb(), caller.email),
  }),
};
