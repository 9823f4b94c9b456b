import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userKey } from '../../db/foreign-keys';

/**
 * The tables newsletter owns: the newsletter's subscribers and the early-access signups.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  userId: text('user_id').references(userKey, { onDelete: 'set null' }),
  source: text('source').notNull().default('site'),
  /** When the address was first put forward (by anyone: it is subscribed only once confirmed). */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /**
   * The consent (docs/decisions/0029): when it was given and how — 'link' (the confirmation
   * e-mail's link, sent at confirmationRequestedAt), 'account' (a signed-in user's own verified
   * address) or 'before-double-opt-in' (rows from before, kept as they were). Subscribed means
   * confirmed and not unsubscribed since.
   */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedBy: text('confirmed_by'),
  /** The pending confirmation e-mail's request (its link is signed for this instant); null when none is pending. */
  confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
  /** The request the consent came from: confirmationRequestedAt of the link that was followed. */
  consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }),
});

/**
 * The preview list of the next auction ("Få förhandstitt på nästa auktion" on /): one row
 * per address; the unsubscribe link's token is kept hashed, and a new one is made each time the
 * confirmation goes out.
 */
export const earlyAccessSignups = pgTable(
  'early_access_signups',
  {
    email: text('email').primaryKey(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('early_access_signups_signed_up_idx').on(t.signedUpAt)],
);
