import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYOUT_ACCOUNT_STATUSES } from '../../keys';
import { orderKey } from '../../db/foreign-keys';
import { users } from '../accounts/tables';

/**
 * The tables payments owns: payout accounts, payouts and the built-in test provider's records
 * (docs/decisions/0013).
 * Only this module's commands write them; a module on a higher row may read them in
 * its joins (docs/architecture.md, "Where each table lives").
 */

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

/** pending → paid; cancelled when a whole refund undid the sale before the transfer (docs/decisions/0041). */
export const payoutStatusEnum = pgEnum('payout_status', ['pending', 'paid', 'cancelled']);

/**
 * A seller's payout for one released order: written once when the funds are released (the order id
 * is the key, so a second release cannot write another), paid by the payments.transfer job through
 * the provider with an idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    orderId: integer('order_id').primaryKey().references(orderKey, { onDelete: 'restrict' }),
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
    /**
     * Set (under the row's lock) when the transfer job starts moving `amountOre`: from then on a
     * refund no longer lowers this payout but records what the seller owes (docs/decisions/0041).
     * Cleared only after an outright refusal, when nothing moved.
     */
    transferStartedAt: timestamp('transfer_started_at', { withTimezone: true }),
    /** Öre taken off hammer − commission: refunds the seller bears and earlier debts netted here. */
    deductedOre: bigint('deducted_ore', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId),
    // Zero only when debts took all of it, or a whole refund cancelled it.
    check('payouts_amount_non_negative', sql`${t.amountOre} >= 0 and ${t.deductedOre} >= 0`),
  ],
);

/**
 * What a seller owes the studio after a refund of an order they were already paid for (or whose
 * transfer had started): netted from their next payouts (schedulePayout), oldest first
 * (docs/decisions/0041).
 */
export const sellerDebts = pgTable(
  'seller_debts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').notNull().references(orderKey, { onDelete: 'restrict' }),
    /** The refund (orders' order_refunds id) that caused it: one debt per refund. */
    refundId: integer('refund_id').notNull().unique(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    /** How much of it later payouts have taken. */
    settledOre: bigint('settled_ore', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    /** The payout (its order id) that took the last of it. */
    settledByPayout: integer('settled_by_payout'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_debts_open_idx')
      .on(t.sellerId, t.createdAt)
      .where(sql`settled_at is null`),
    check('seller_debts_amounts', sql`${t.amountOre} > 0 and ${t.settledOre} >= 0 and ${t.settledOre} <= ${t.amountOre}`),
  ],
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

/** The test provider's refunds of buyers' payments (what Stripe keeps on its side). */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  paymentRef: text('payment_ref'),
  amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
