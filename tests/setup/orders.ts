import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { notifications } from '@/modules/notifications/tables';
import { orders } from '@/modules/orders/tables';
import { jobs } from '@/platform/tables';
import { completeAuction } from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { cancelOrder, offerSecondChance, saleSettlement } from '@/modules/orders/server';
import {
  completeTestOnboarding,
  createAccountLink,
  getPayoutAccount,
  getPaymentProvider,
  payTestSession,
  signTestWebhook,
  TEST_SIGNATURE_HEADER,
  type TestWebhookEvent,
} from '@/modules/payments/server';
import { getEnv } from '@/platform/env';
import { runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { jobHandlers } from '@/server/jobs';
import { POST as webhookRoute } from '../../app/api/payments/webhook/[provider]/route';
import { connector } from './app-fetch';
import { createLot, createSignedInUser, type TestUser } from './lots';

/**
 * Fixtures for the orders tests: a sold lot made the way the product makes one (a real bid, the
 * real end-of-lot command and the orders settlement), webhook events of the built-in test provider
 * signed as it signs them and delivered through the real route handler, and reads of what a
 * command queued (jobs, notifications) for one order.
 */

export type OrderRow = typeof orders.$inferSelect;

export interface SoldLotOptions {
  buyer: TestUser;
  sellerId?: string | null;
  /** The hammer price, whole SEK: the lot starts there and the buyer's one bid takes it. */
  hammer: number;
  /** The item's shipping price, whole SEK; null = pickup only. */
  shippingPrice?: number | null;
  title?: string;
  /** The item's VAT status, resale right and maker (docs/decisions/0045), set before the sale. */
  item?: Partial<Pick<typeof items.$inferInsert, 'sellerVatStatus' | 'resaleRight' | 'maker'>>;
}

/** A lot the buyer won at `hammer` (one bid at the start price, completed after its end) and its order. */
export async function sellLot(db: Db, options: SoldLotOptions): Promise<OrderRow> {
  const lot = await createLot(db, { startPrice: options.hammer, sellerId: options.sellerId ?? null, title: options.title });
  await db
    .update(items)
    .set({ shippingPrice: options.shippingPrice === undefined ? 149 : options.shippingPrice, ...options.item })
    .where(eq(items.id, lot.itemId));
  await placeBidOnAuction(db, { userId: options.buyer.id, auctionId: lot.id, amount: options.hammer });
  await db
    .update(auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, lot.id));
  const completed = await completeAuction(db, lot.id, { settlement: saleSettlement() });
  if (!completed?.orderId) throw new Error(`lot ${lot.id} did not sell`);
  return orderRow(db, completed.orderId);
}

export async function orderRow(db: Db, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** A test-provider webhook event for a session, as the provider's hosted page would send it. */
export function providerEvent(
  type: TestWebhookEvent['type'],
  session: { sessionId: string; orderId: number; amountOre: number },
  options: { id?: string; at?: Date; method?: TestWebhookEvent['data']['method']; paymentRef?: string | null } = {},
): TestWebhookEvent {
  const completed = type === 'checkout.session.completed';
  return {
    id: options.id ?? `evt_test_${randomBytes(9).toString('base64url')}`,
    type,
    created: Math.floor((options.at ?? new Date()).getTime() / 1000),
    data: {
      sessionId: session.sessionId,
      orderId: session.orderId,
      amountOre: session.amountOre,
      method: completed ? (options.method ?? 'card') : null,
      paymentRef: completed ? (options.paymentRef ?? `pi_test_${randomBytes(9).toString('base64url')}`) : null,
    },
  };
}

/** POST /api/payments/webhook/{provider} through the route handler, with a raw body and a signature header. */
export async function postWebhook(rawBody: string, signature: string | null, provider = 'test') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers[TEST_SIGNATURE_HEADER] = signature;
  const response = await webhookRoute(
    new Request(`http://localhost:3000/api/payments/webhook/${provider}`, { method: 'POST', headers, body: rawBody }),
    { params: Promise.resolve({ provider }) },
  );
  return { status: response.status, body: (await response.json()) as { received?: boolean; outcome?: string; error?: { status: string } } };
}

/** Delivers an event signed with the app's secret, as the test provider's webhook job does. */
export function sendEvent(event: TestWebhookEvent, signedAt: Date = new Date()) {
  const body = JSON.stringify(event);
  return postWebhook(body, signTestWebhook(body, signedAt));
}

/** The test checkout page's "Betala" for a session; its webhook event is returned, not delivered. */
export async function payOnTestPage(db: Db, sessionId: string, method = 'swish'): Promise<TestWebhookEvent> {
  let captured: TestWebhookEvent | null = null;
  await payTestSession(db, { sessionId, method }, async (_tx, event) => {
    captured = event;
  });
  if (!captured) throw new Error('the test page delivered no event');
  return captured;
}

/** The session id in a test-provider checkout URL (…/betalning/{sessionId}). */
export function sessionIdOf(url: string): string {
  const match = /\/betalning\/([^/?#]+)$/.exec(url);
  if (!match) throw new Error(`not a test checkout URL: ${url}`);
  return decodeURIComponent(match[1]!);
}

/** Jobs queued under a unique key (e-mails are keyed per order: email:receipt:<orderId>, …). */
export function jobsWithKey(db: Db, uniqueKey: string) {
  return db.select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey)).orderBy(asc(jobs.id));
}

/** Jobs of one name whose payload names this order. */
export function jobsForOrder(db: Db, name: string, orderId: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), sql`(${jobs.payload} ->> 'orderId')::int = ${orderId}`))
    .orderBy(asc(jobs.id));
}

/** A user's notifications of a type about one order. */
export function orderNotifications(db: Db, userId: string, type: string, orderId: number) {
  return db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, type), sql`(${notifications.data} ->> 'orderId')::int = ${orderId}`),
    )
    .orderBy(asc(notifications.id));
}

/** Runs due jobs with the app's handlers until none is due (a failing job is retried later, not now). */
export async function runJobs(db: Db, workerId = 'orders-test'): Promise<{ ran: number; failed: number }> {
  const total = { ran: 0, failed: 0 };
  for (;;) {
    const batch = await runDueJobs(db, jobHandlers, { workerId, logger: getLogger() });
    total.ran += batch.ran;
    total.failed += batch.failed;
    if (batch.ran === 0) return total;
  }
}

export const DAY_MS = 86_400_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many actions, compared by value
export type Json = any;

/** A connector action through the callable HTTP handler, as `user` (a visitor when null). */
export async function call(data: Record<string, unknown>, user?: TestUser | null) {
  const response = await connector(data, user ? user.auth : {});
  return {
    status: response.status,
    body: (await response.json()) as { result?: Json; error?: { status: string; message: string; details?: Json } },
  };
}

export const ADDRESS = { name: 'Bertil Köpare', street: 'Drottninggatan 1', postalCode: '118 21', city: 'Stockholm' };

/** Opens the seller's payout account at the test provider and completes its hosted onboarding. */
export async function onboardSeller(db: Db, user: TestUser): Promise<string> {
  const { url } = await createAccountLink(db, user, { provider: getPaymentProvider(), publicUrl: getEnv().publicUrl });
  const parsed = new URL(url, 'http://localhost');
  const accountId = decodeURIComponent(/\/betalning\/konto\/([^/?]+)/.exec(parsed.pathname)![1]!);
  await completeTestOnboarding(db, {
    accountId,
    params: Object.fromEntries(parsed.searchParams),
    holderName: 'Sälj Person',
    bankAccount: '8327-9 123 456 789',
  });
  // The seller comes back to the account page, which asks the provider and stores "active".
  await getPayoutAccount(db, user.id, { provider: getPaymentProvider() });
  return accountId;
}

/** CREATE_CHECKOUT_SESSION as `user` (shipping to ADDRESS unless another address is given). */
export function checkout(user: TestUser, orderId: number, deliveryMethod: 'pickup' | 'shipping', address: object | undefined = ADDRESS) {
  return call({ action: 'CREATE_CHECKOUT_SESSION', orderId, deliveryMethod, ...(deliveryMethod === 'shipping' ? { address } : {}) }, user);
}

/** Opens a checkout and answers its session id. */
export async function openCheckout(user: TestUser, orderId: number, deliveryMethod: 'pickup' | 'shipping'): Promise<string> {
  const answer = await checkout(user, orderId, deliveryMethod);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return sessionIdOf(answer.body.result.url);
}

/** The buyer pays the session on the test page and its webhook is delivered through the route. */
export async function payAndConfirm(db: Db, orderId: number, sessionId: string, method = 'swish'): Promise<TestWebhookEvent> {
  const event = await payOnTestPage(db, sessionId, method);
  const answer = await sendEvent(event);
  expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
  expect((await orderRow(db, orderId)).paymentStatus).toBe('paid');
  return event;
}

/** A sold lot, checked out with `method` and paid. */
export async function sellPaidOrder(
  db: Db,
  options: { buyer: TestUser; sellerId: string | null; method: 'pickup' | 'shipping'; hammer?: number; shippingPrice?: number | null },
) {
  const order = await sellLot(db, {
    buyer: options.buyer,
    hammer: options.hammer ?? 1000,
    sellerId: options.sellerId,
    shippingPrice: options.shippingPrice,
  });
  const sessionId = await openCheckout(options.buyer, order.id, options.method);
  const event = await payAndConfirm(db, order.id, sessionId);
  return { order: await orderRow(db, order.id), sessionId, event };
}

/**
 * A lot whose winner's order the studio cancelled unpaid, offered to `underbidder` at `amount`, their
 * maximum (docs/decisions/0042): the second chance's id and the lot.
 */
export async function secondChanceOffer(db: Db, underbidder: TestUser, amount: number): Promise<{ offerId: number; auctionId: number }> {
  const winner = await createSignedInUser(db, { firstName: 'Vinnare' });
  const lot = await createLot(db, { startPrice: amount });
  await placeBidOnAuction(db, { userId: underbidder.id, auctionId: lot.id, amount });
  await placeBidOnAuction(db, { userId: winner.id, auctionId: lot.id, amount: amount + 500 });
  await db
    .update(auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(auctions.id, lot.id));
  const completed = await completeAuction(db, lot.id, { settlement: saleSettlement() });
  if (!completed?.orderId) throw new Error(`lot ${lot.id} did not sell`);
  await cancelOrder(db, { orderId: completed.orderId, by: 'admin', reason: 'Köparen bad att få ångra budet' }, { provider: null });
  const { offer } = await offerSecondChance(db, { auctionId: lot.id });
  return { offerId: offer.id, auctionId: lot.id };
}
