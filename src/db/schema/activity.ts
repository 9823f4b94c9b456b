import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import {
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  HANDOVERS,
  PAYMENT_STATUSES,
  PAYOUT_ACCOUNT_STATUSES,
  type ReceiptSource,
  UPLOAD_STATUSES,
  VALUATION_STATUSES,
} from '../../keys';
import { auctions, categoryEnum, items, type StoredImage } from './catalog';

export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    href: text('href'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    /** De-duplicates notifications that a job may try to create twice. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
  ],
);

export const valuationStatusEnum = pgEnum('valuation_status', VALUATION_STATUSES);
export const handoverEnum = pgEnum('handover', HANDOVERS);

export const valuations = pgTable(
  'valuations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: categoryEnum('category').notNull(),
    dimensions: text('dimensions'),
    condition: text('condition'),
    maker: text('maker'),
    hopedPrice: integer('hoped_price'),
    handover: handoverEnum('handover').notNull().default('dropoff'),
    /** Where the studio collects the object, when `handover` is pickup. */
    pickupAddress: text('pickup_address'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    status: valuationStatusEnum('status').notNull().default('pending'),
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    startPrice: integer('start_price'),
    reservePrice: integer('reserve_price'),
    answerMessage: text('answer_message'),
    rejectReason: text('reject_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the seller agreed to (→ waiting) or declined the studio's offer. */
    sellerAnsweredAt: timestamp('seller_answered_at', { withTimezone: true }),
    /** The last SELLER_REMINDER about an unanswered offer (by an admin or the daily job). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('valuations_seller_idx').on(t.sellerId, t.createdAt), index('valuations_status_idx').on(t.status)],
);

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);

export interface ShippingAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone?: string;
}

export interface ShippingInfo {
  carrier?: string;
  trackingNumber?: string;
  address?: ShippingAddress;
}

/** An order (purchase). Hammer price in whole SEK; every payment figure in öre. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .unique()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    hammerPrice: integer('hammer_price').notNull(),
    buyerPremiumOre: bigint('buyer_premium_ore', { mode: 'number' }).notNull(),
    shippingOre: bigint('shipping_ore', { mode: 'number' }).notNull().default(0),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    sellerCommissionOre: bigint('seller_commission_ore', { mode: 'number' }).notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    deliveryStatus: deliveryStatusEnum('delivery_status').notNull().default('waiting'),
    deliveryMethod: deliveryMethodEnum('delivery_method'),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>(),
    paymentProvider: text('payment_provider'),
    providerSessionId: text('provider_session_id'),
    viaBuyNow: boolean('via_buy_now').notNull().default(false),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** How delivery became done: the buyer's confirmation, the carrier's tracking, the days after shipping, or the pickup. */
    receivedBy: text('received_by').$type<ReceiptSource>(),
    /** When a shipment counts as received by itself; fixed when it is shipped (docs/decisions/0032). */
    receiptDueAt: timestamp('receipt_due_at', { withTimezone: true }),
    /** The end of the buyer's inspection window, fixed when delivery is done: the release job waits for it. */
    releaseDueAt: timestamp('release_due_at', { withTimezone: true }),
    /** The studio's written reason for a release before the window ended or despite a problem. */
    releaseReason: text('release_reason'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    /** What the buyer wrote with "Rapportera problem" (REPORT_ORDER_PROBLEM). */
    problemMessage: text('problem_message'),
    /** When each delivery stage was reached (the buyer's order page shows them with their dates). */
    inStockAt: timestamp('in_stock_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    shippingBookedAt: timestamp('shipping_booked_at', { withTimezone: true }),
    /** How the buyer paid, and the provider's payment reference (Stripe: the PaymentIntent). */
    paymentMethod: text('payment_method'),
    paymentRef: text('payment_ref'),
    /** Set once when an unpaid order passes its due date: the studio's console flags it. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId),
    index('orders_open_idx')
      .on(t.paymentStatus, t.dueAt)
      .where(sql`payment_status <> 'released'`),
    check('orders_money_non_negative', sql`${t.hammerPrice} > 0 and ${t.totalOre} >= 0`),
    check('orders_received_by_known', sql`${t.receivedBy} is null or ${t.receivedBy} in ('buyer', 'tracking', 'auto', 'pickup')`),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
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

export const uploadStatusEnum = pgEnum('upload_status', UPLOAD_STATUSES);

/**
 * A photo sent over tus (docs/product.md §9). The key is the last segment of the tus Location; the
 * row is private to its owner until a valuation or an item uses it (`usedAt`). Processed files
 * (orientation applied, metadata stripped) live in storage under `uploads/<key>/…`.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    status: uploadStatusEnum('status').notNull().default('receiving'),
    /** Why a finished upload was refused (Swedish, shown to the uploader). */
    refusal: text('refusal'),
    declaredBytes: bigint('declared_bytes', { mode: 'number' }),
    format: text('format'),
    width: integer('width'),
    height: integer('height'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
    index('uploads_unused_idx')
      .on(t.status, t.createdAt)
      .where(sql`used_at is null`),
  ],
);

export const payoutAccountStatusEnum = pgEnum('payout_account_status', PAYOUT_ACCOUNT_STATUSES);

/** A seller's payout account at the payment provider (Stripe Connect Express, or the test provider). */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  accountId: text('account_id').notNull().unique(),
  status: payoutAccountStatusEnum('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test payment provider's own records (docs/product.md §6): what Stripe would keep on its
 * side. Only the test provider reads or writes them, through the PaymentProvider interface.
 */
export const testProviderAccounts = pgTable('test_provider_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  holderName: text('holder_name'),
  /** Swedish bank account or IBAN as entered on the test onboarding page. */
  bankAccount: text('bank_account'),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One checkout the buyer opened for an order: the delivery choice and the amounts the hosted page
 * charges, kept per session. The provider's webhook names the session; the order takes exactly the
 * choice that was paid for, whichever of the buyer's sessions it was.
 */
export const orderCheckouts = pgTable(
  'order_checkouts',
  {
    sessionId: text('session_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    deliveryMethod: deliveryMethodEnum('delivery_method').notNull(),
    shippingOre: bigint('shipping_ore', { mode: 'number' }).notNull(),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    address: jsonb('address').$type<ShippingAddress>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_checkouts_order_idx').on(t.orderId, t.createdAt)],
);

/** Every provider webhook event acted on, by the provider's event id: none is acted on twice. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    orderId: integer('order_id'),
    /** What the event did: 'paid', 'unchanged', 'amount-mismatch', … (for support). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const payoutStatusEnum = pgEnum('payout_status', ['pending', 'paid']);

/**
 * A seller's payout for one released order: written once when the funds are released (the order id
 * is the key, so a second release cannot write another), paid by the payments.transfer job through
 * the provider with an idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    status: payoutStatusEnum('status').notNull().default('pending'),
    provider: text('provider'),
    transferId: text('transfer_id'),
    /** The buyer's payment for the order (Stripe funds the transfer from that charge). */
    paymentRef: text('payment_ref'),
    attempts: integer('attempts').notNull().default(0),
    /** Outright refusals so far: each gives the next attempt a new idempotency key. */
    refusals: integer('refusals').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_seller_idx').on(t.sellerId), check('payouts_amount_positive', sql`${t.amountOre} > 0`)],
);

/** The test provider's checkout sessions (what Stripe keeps on its side). */
export const testProviderSessions = pgTable('test_provider_sessions', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  lines: jsonb('lines').$type<{ name: string; amountOre: number }[]>().notNull(),
  amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open → complete (paid) or expired. */
  status: text('status').notNull().default('open'),
  method: text('method'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's transfers to sellers' accounts. */
export const testProviderTransfers = pgTable('test_provider_transfers', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  orderId: integer('order_id').notNull(),
  amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Barriers visitors report from /tillganglighet: what they met, where, and how to
 * answer them (optional), until someone in the studio marks the report handled in the console.
 */
export const accessibilityReports = pgTable(
  'accessibility_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    description: text('description').notNull(),
    /** The page the barrier is on, as the visitor gave it (a path or an address); null when not said. */
    page: text('page'),
    /** Where to answer; null for an anonymous report. */
    email: text('email'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('accessibility_reports_open_idx').on(t.handledAt, t.createdAt)],
);

/**
 * A browser's Web Push subscription (docs/product.md §9 SUBSCRIBE_PUSH): the push service's endpoint,
 * the keys the payload is encrypted for, and which kinds of news it wants. One row per endpoint; a
 * subscription the push service answers 404 or 410 for is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
