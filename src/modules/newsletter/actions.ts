import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { confirmNewsletter } from './commands/confirm-newsletter';
import { subscribeNewsletter, unsubscribeNewsletter } from './commands/subscribe-newsletter';
import { earlyAccessInput, earlyAccessTokenInput, newsletterConfirmInput, subscribeInput } from './schema';
import { joinEarlyAccess, leaveEarlyAccess } from './commands/early-access';

/** The newsletter module's connector actions. */
export const newsletterActions = {
  SUBSCRIBE: defineCallable({
    access: 'anyone',
    input: subscribeInput,
    handler: async (input, { caller, clientAddress }) => {
      const own = caller !== null && caller.email.toLowerCase() === input.email;
      return subscribeNewsletter(await getDb(), {
        email: input.email,
        userId: own ? caller.id : null,
        source: input.source,
        ownVerifiedAddress: own && caller.emailVerified === true,
        clientAddress,
      });
    },
  }),
  NEWSLETTER_SUBSCRIBE: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller, clientAddress }) =>
      subscribeNewsletter(await getDb(), {
        email: caller.email,
        userId: caller.id,
        source: 'account',
        ownVerifiedAddress: caller.emailVerified === true,
        clientAddress,
      }),
  }),
  /** The confirmation link's button: a POST, so a mail scanner opening the link changes nothing. */
  NEWSLETTER_CONFIRM: defineCallable({
    access: 'anyone',
    input: newsletterConfirmInput,
    handler: async (input) => confirmNewsletter(await getDb(), input),
  }),
  NEWSLETTER_UNSUBSCRIBE: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => unsubscribeNewsletter(await getDb(), caller.email),
  }),
  EARLY_ACCESS_SIGNUP: defineCallable({
    access: 'anyone',
    input: earlyAccessInput,
    handler: async (input) => {
      // The honeypot: a script that filled the hidden field gets the same answer, and nothing happens.
      if (input.website) return { email: input.email, onList: true as const };
      return joinEarlyAccess(await getDb(), { email: input.email });
    },
  }),
  EARLY_ACCESS_UNSUBSCRIBE: defineCallable({
    access: 'anyone',
    input: earlyAccessTokenInput,
    handler: async (input) => leaveEarlyAccess(await getDb(), input),
  }),
};
