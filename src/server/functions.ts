import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db';
import { setUserAdmin, setUserDisabled } from '@/modules/accounts/commands/admin-users';
import { updateProfile } from '@/modules/accounts/commands/profile';
import { requestPasswordReset } from '@/modules/accounts/commands/request-password-reset';
import { getUser, listUsers } from '@/modules/accounts/queries/get-account';
import {
  emailInput,
  listUsersInput,
  notificationIdInput,
  setUserAdminInput,
  setUserDisabledInput,
  updateProfileInput,
  userIdInput,
} from '@/modules/accounts/schema';
import { completeAuction, completeDueAuctions } from '@/modules/auctions/commands/complete-auction';
import { buyNowAuction, placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { previewBidRemoval, removeBid } from '@/modules/bidding/commands/remove-bid';
import { auctionIdInput, bidIdInput, bidInput, removeBidInput } from '@/modules/bidding/schema';
import { sendEmail } from '@/modules/email/commands/send-email';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/modules/newsletter/commands/subscribe-newsletter';
import { emptyInput, subscribeInput } from '@/modules/newsletter/schema';
import { markAllNotificationsRead, markNotificationRead } from '@/modules/notifications/commands/notify';
import { defineCallable, type FunctionRegistry } from '@/platform/callable/define';
import { AppError } from '@/platform/errors';
import { getEnv } from '@/platform/env';
import { getMailer } from '@/platform/mailer';
import { runWatchlistReminders } from '@/modules/watchlist/commands/reminders';
import { setWatching } from '@/modules/watchlist/commands/watchlist';

const feeRates = () => {
  const env = getEnv();
  return { buyerPremiumPercent: env.KLUBBAN_BUYER_PREMIUM_PERCENT, sellerCommissionPercent: env.KLUBBAN_SELLER_COMMISSION_PERCENT };
};

/**
 * Every callable function and connector action the server answers (PRODUCT.md §4). Later
 * capabilities add their actions here; the route handler stays the same.
 */
export const functionRegistry: FunctionRegistry = {
  requestPasswordReset: {
    kind: 'single',
    callable: defineCallable({
      access: 'anyone',
      input: emailInput,
      handler: async (input) => requestPasswordReset(input.email),
    }),
  },
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
      UPDATE_PROFILE: defineCallable({
        access: 'user',
        input: updateProfileInput,
        handler: async (input, { caller }) => {
          const db = await getDb();
          const profile = await updateProfile(db, caller.id, input);
          if (input.newsletter === true) await subscribeNewsletter(db, { email: caller.email, userId: caller.id, source: 'account' });
          if (input.newsletter === false) await unsubscribeNewsletter(db, caller.email);
          return {
            displayName: profile.displayName,
            firstName: profile.firstName,
            lastName: profile.lastName,
            fullName: profile.fullName,
            phoneRaw: profile.phoneRaw,
            phoneE164: profile.phoneE164,
            newsletterConsent: profile.newsletterConsent,
          };
        },
      }),
      MARK_NOTIFICATION_READ: defineCallable({
        access: 'user',
        input: notificationIdInput,
        handler: async (input, { caller }) => markNotificationRead(await getDb(), caller.id, input.notificationId),
      }),
      MARK_ALL_NOTIFICATIONS_READ: defineCallable({
        access: 'user',
        input: emptyInput,
        handler: async (_input, { caller }) => markAllNotificationsRead(await getDb(), caller.id),
      }),
      LIST_USERS: defineCallable({
        access: 'admin',
        input: listUsersInput,
        handler: async (input) => listUsers(await getDb(), input),
      }),
      GET_USER: defineCallable({
        access: 'admin',
        input: userIdInput,
        handler: async (input) => {
          const user = await getUser(await getDb(), input.userId);
          if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
          return user;
        },
      }),
      SET_USER_DISABLED: defineCallable({
        access: 'admin',
        input: setUserDisabledInput,
        handler: async (input, { caller }) => setUserDisabled(await getDb(), { actorId: caller.id, ...input }),
      }),
      SET_USER_ADMIN: defineCallable({
        access: 'admin',
        input: setUserAdminInput,
        handler: async (input, { caller }) => setUserAdmin(await getDb(), { actorId: caller.id, ...input }),
      }),
      BID_ON_AUCTION: defineCallable({
        access: 'user',
        input: bidInput,
        handler: async (input, { caller }) =>
          placeBidOnAuction(await getDb(), { userId: caller.id, auctionId: input.auctionId, amount: input.amount }),
      }),
      BUY_NOW: defineCallable({
        access: 'user',
        input: auctionIdInput,
        handler: async (input, { caller }) =>
          buyNowAuction(await getDb(), { userId: caller.id, auctionId: input.auctionId, rates: feeRates() }),
      }),
      ADD_TO_WATCHLIST: defineCallable({
        access: 'user',
        input: auctionIdInput,
        handler: async (input, { caller }) => setWatching(await getDb(), caller.id, input.auctionId, true),
      }),
      REMOVE_FROM_WATCHLIST: defineCallable({
        access: 'user',
        input: auctionIdInput,
        handler: async (input, { caller }) => setWatching(await getDb(), caller.id, input.auctionId, false),
      }),
      COMPLETE_AUCTION: defineCallable({
        access: 'admin',
        input: auctionIdInput,
        handler: async (input) => completeAuction(await getDb(), input.auctionId, { rates: feeRates() }),
      }),
      RUN_COMPLETE_AUCTIONS: defineCallable({
        access: 'admin',
        input: emptyInput,
        handler: async () => ({ completed: await completeDueAuctions(await getDb(), { rates: feeRates() }) }),
      }),
      RUN_WATCHLIST_REMINDER: defineCallable({
        access: 'admin',
        input: emptyInput,
        handler: async () => runWatchlistReminders(await getDb()),
      }),
      ADMIN_PREVIEW_REMOVE_BID: defineCallable({
        access: 'admin',
        input: bidIdInput,
        handler: async (input) => previewBidRemoval(await getDb(), input.bidId),
      }),
      ADMIN_REMOVE_BID: defineCallable({
        access: 'admin',
        input: removeBidInput,
        handler: async (input, { caller }) => removeBid(await getDb(), { bidId: input.bidId, adminId: caller.id, reason: input.reason }),
      }),
      SEND_TEST_EMAIL: defineCallable({
        access: 'admin',
        input: z.object({ to: emailInput.shape.email.optional() }),
        handler: async (input, { caller }) =>
          sendEmail(await getMailer(), {
            template: 'TEST_EMAIL',
            to: input.to ?? caller.email,
            props: { sentAt: new Date().toISOString() },
          }),
      }),
    },
  },
};
