import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  type ReceiptSource,
  SALE_DOCUMENT_KINDS,
  SECOND_CHANCE_STATUSES,
  type SellerVatStatus,
  type VatModel,
  type WithdrawalReturnKind,
  type WithdrawalVia,
} from '../../keys';
import { users } from '../accounts/tables';
import { auctions } from '../auctions/tables';
import type { StoredImage } from '../uploads/tables';
import type { FrozenDocument } from './domain/documents';
import type { ProblemResolution } from './domain/problem';

/**
 * The tables orders owns: the orders after the hammer, their checkouts and the payment events.
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);

export const secondChanceStatusEnum = pgEnum('second_chance_status', SECOND_CHANCE_STATUSES);

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
    /** One order per lot that is not cancelled (orders_auction_idx): a second chance makes a new one (docs/decisions/0042). */
    auctionId: integer('auction_id')
      .notNull()
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
    /**
     * The sale's VAT, frozen when the order is made by the one fee rule (auctions' orderAmounts,
     * docs/decisions/0045): the model and the seller's VAT status it was reckoned under, the VAT
     * added on the hammer (and its rate), the VAT inside the premium and the commission, and the
     * resale-right fee with who pays it. totalOre already holds the hammer VAT and a buyer-paid fee.
     */
    vatModel: text('vat_model').$type<VatModel>().notNull().default('agent'),
    sellerVatStatus: text('seller_vat_status').$type<SellerVatStatus>().notNull().default('private'),
    hammerVatOre: bigint('hammer_vat_ore', { mode: 'number' }).notNull().default(0),
    hammerVatPercent: integer('hammer_vat_percent').notNull().default(0),
    /** Null on a row written without the rule (before the books): a fifth of the premium and the commission. */
    premiumVatOre: bigint('premium_vat_ore', { mode: 'number' }),
    commissionVatOre: bigint('commission_vat_ore', { mode: 'number' }),
    resaleRightOre: bigint('resale_right_ore', { mode: 'number' }).notNull().default(0),
    resaleRightPayer: text('resale_right_payer').$type<'buyer' | 'seller'>(),
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
    /** What the buyer wrote with "Rapportera problem" (REPORT_ORDER_PROBLEM); the thread is in order_messages. */
    problemMessage: text('problem_message'),
    /** When the studio closed the reported problem, how, and what it told the buyer (docs/decisions/0044). */
    problemResolvedAt: timestamp('problem_resolved_at', { withTimezone: true }),
    problemResolution: text('problem_resolution').$type<ProblemResolution>(),
    problemResolutionNote: text('problem_resolution_note'),
    /** When each delivery stage was reached (the buyer's order page shows them with their dates). */
    inStockAt: timestamp('in_stock_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    shippingBookedAt: timestamp('shipping_booked_at', { withTimezone: true }),
    /** How the buyer paid, and the provider's payment reference (Stripe: the PaymentIntent). */
    paymentMethod: text('payment_method'),
    paymentRef: text('payment_ref'),
    /** Öre paid beyond the total (a second payment of the same order): refundable, never the seller's. */
    extraPaidOre: bigint('extra_paid_ore', { mode: 'number' }).notNull().default(0),
    /** Set once when an unpaid order passes its due date: the studio's console flags it. */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    /** When an unpaid order was cancelled (payment status 'cancelled'), and the studio's or the job's reason (docs/decisions/0042). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed on cancelled_at, not on the status: a new enum value cannot be used in the migration that adds it.
    uniqueIndex('orders_auction_idx')
      .on(t.auctionId)
      .where(sql`cancelled_at is null`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId),
    index('orders_open_idx')
      .on(t.paymentStatus, t.dueAt)
      .where(sql`payment_status <> 'released'`),
    check('orders_money_non_negative', sql`${t.hammerPrice} > 0 and ${t.totalOre} >= 0`),
    check(
      'orders_problem_resolution_known',
      sql`${t.problemResolution} is null or ${t.problemResolution} in ('refund', 'partialRefund', 'none')`,
    ),
    check('orders_vat_model_known', sql`${t.vatModel} in ('agent', 'margin')`),
    check('orders_seller_vat_status_known', sql`${t.sellerVatStatus} in ('private', 'business', 'studio')`),
    check(
      'orders_resale_right_payer',
      sql`(${t.resaleRightOre} = 0 and ${t.resaleRightPayer} is null) or (${t.resaleRightOre} > 0 and ${t.resaleRightPayer} in ('buyer', 'seller'))`,
    ),
    check('orders_received_by_known', sql`${t.receivedBy} is null or ${t.receivedBy} in ('buyer', 'tracking', 'auto', 'pickup')`),
  ],
);

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

export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/**
 * Money given back to the buyer of an order, whole or in part (REFUND_ORDER, docs/decisions/0041).
 * A `pending` row counts against what is left to refund from the moment it is written, before the
 * provider is asked; `failed` rows count for nothing.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** The provider asked ('test' or 'stripe') and its id of the refund once it answered. */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** `refund:<id>`: the provider refunds once however often it is asked. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The studio takes the refund as its own cost (a partial refund only): the seller's payout stays. */
    sellerBears: boolean('seller_bears').notNull().default(true),
    /** Öre the seller bears, fixed when the refund succeeds (taken off the payout, or owed). */
    sellerOre: bigint('seller_ore', { mode: 'number' }).notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Why the provider refused or failed it (for the studio). */
    error: text('error'),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    index('order_refunds_provider_idx').on(t.provider, t.providerRefundId),
    check('order_refunds_amounts', sql`${t.amountOre} > 0 and ${t.sellerOre} >= 0 and ${t.sellerOre} <= ${t.amountOre}`),
  ],
);

/**
 * The thread of a reported problem (docs/decisions/0044): the buyer's report and every message after
 * it, the buyer's or the studio's, with optional photos (private uploads, seen by their owner and
 * the studio). Written only by REPORT_ORDER_PROBLEM, POST_ORDER_MESSAGE and ANSWER_ORDER_PROBLEM.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the studio (an admin) rather than the buyer. */
    fromStudio: boolean('from_studio').notNull(),
    body: text('body').notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A second chance (docs/decisions/0042): after the winner's order was cancelled unpaid, the studio offers
 * the lot to the underbidder at the highest amount the bid history shows for them (whole SEK), until
 * `expiresAt`. Accepting creates an ordinary order (`orderId`). One open offer per lot.
 */
export const secondChanceOffers = pgTable(
  'second_chance_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    cancelledOrderId: integer('cancelled_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    bidderId: text('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: secondChanceStatusEnum('status').notNull().default('offered'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The order an acceptance created. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('second_chance_offers_bidder_idx').on(t.bidderId, t.offeredAt),
    index('second_chance_offers_due_idx')
      .on(t.expiresAt)
      .where(sql`status = 'offered'`),
    uniqueIndex('second_chance_offers_open_idx')
      .on(t.auctionId)
      .where(sql`status = 'offered'`),
    uniqueIndex('second_chance_offers_bidder_once_idx').on(t.auctionId, t.bidderId),
    check('second_chance_offers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A buyer's withdrawal from a purchase ("Ångra köp", docs/decisions/0043): at most one per order. The
 * notice's time is when the studio received it (the site's, or the e-mail the studio recorded); the
 * refund is due `REFUND_DAYS` after it; `returned_at` when the object is back; `closed_at` when the
 * refund is made.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    noticeAt: timestamp('notice_at', { withTimezone: true }).notNull(),
    via: text('via').$type<WithdrawalVia>().notNull(),
    /** The buyer's optional message, or the studio's note on the e-mail it recorded. */
    message: text('message'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnKind: text('return_kind').$type<WithdrawalReturnKind>(),
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_withdrawals_open_idx')
      .on(t.noticeAt)
      .where(sql`closed_at is null`),
    check('order_withdrawals_via_known', sql`${t.via} in ('site', 'email')`),
    check('order_withdrawals_return_kind_known', sql`${t.returnKind} is null or ${t.returnKind} in ('returned', 'collected')`),
  ],
);

export const saleDocumentKindEnum = pgEnum('sale_document_kind', SALE_DOCUMENT_KINDS);

/**
 * The next number of each document series per year (docs/decisions/0045): 'F' invoices and credit
 * notes, 'A' seller statements. A number is taken by updating this row in the transaction that
 * writes the document, so the row lock orders concurrent issues and a rolled-back transaction gives
 * its number back: the series has no gap and no number twice.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('document_counters_series_known', sql`${t.series} in ('F', 'A')`)],
);

/**
 * An issued invoice, credit note or seller statement, frozen (docs/decisions/0045): `body` is the
 * whole document as printed, and a trigger refuses any update or delete, so it is never changed
 * after issue; a refund issues a credit note that references the invoice. `subject` keys what it
 * is for within the order ('lot', 'shipping', 'refund:<id>', 'payout'), so issuing twice cannot
 * write a second one.
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: saleDocumentKindEnum('kind').notNull(),
    /** "2026-00042" (invoices and credit notes), "A2026-00007" (statements). */
    number: text('number').notNull().unique(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    /** The invoice a credit note credits. */
    creditsId: integer('credits_id'),
    /** Who may download it besides the studio: the buyer (invoice, credit note) or the seller (statement). */
    partyId: text('party_id').references(() => users.id, { onDelete: 'restrict' }),
    totalOre: bigint('total_ore', { mode: 'number' }).notNull(),
    body: jsonb('body').$type<FrozenDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sale_documents_series_idx').on(t.series, t.year, t.sequence),
    uniqueIndex('sale_documents_subject_idx').on(t.orderId, t.subject),
    index('sale_documents_party_idx').on(t.partyId, t.issuedAt),
    index('sale_documents_issued_idx').on(t.issuedAt),
  ],
);
