import 'server-only';
import { getDb } from '@/db';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/modules/newsletter/commands/subscribe-newsletter';
import { emptyInput, subscribeInput } from '@/modules/newsletter/schema';
import { defineCallable, type FunctionRegistry } from '@/platform/callable/define';

/**
 * Every callable function and connector action the server answers (PRODUCT.md §4). Later
 * capabilities add their actions here; the route handler stays the same.
 */
export const functionRegistry: FunctionRegistry = {
  connector: {
    kind: 'connector',
    actions: {
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
    },
  },
};
