import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, teamInvites, users } from '@/modules/accounts/tables';
import { newsletterSubscribers } from '@/modules/newsletter/tables';
import { notifications, pushSubscriptions } from '@/modules/notifications/tables';
import { orderCheckouts, orderMessages, orders, orderWithdrawals, secondChanceOffers } from '@/modules/orders/tables';
import { payoutAccounts, testProviderAccounts } from '@/modules/payments/tables';
import { jobs } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import { valuations } from '@/modules/valuations/tables';
import { lotQuestions } from '@/modules/questions/tables';
import { followedMakers, savedSearches, savedSearchMail, watchlist } from '@/modules/watchlist/tables';
import { items } from '@/modules/catalog/tables';
import { placeBidOnAuction } from '@/modules/bidding/commands/place-bid';
import { markAsShipped, reportOrderProblem, setDeliveryStatus, setShippingInfo } from '@/modules/orders/server';
import { createNotification } from '@/modules/notifications/server';
import { setUploadStoresForTesting } from '@/modules/uploads/server';
import { uploadStorageKey } from '@/modules/uploads';
import { createLocalStorage } from '@/platform/storage';
import { functionRegistry } from '@/server/functions';
import { GET as mediaRoute } from '../../app/media/[...key]/route';
import { POST as testCheckoutRoute } from '../../app/api/payments/test/checkout/route';
import { POST as testOnboardingRoute } from '../../app/api/payments/test/onboarding/route';
import { noisyJpeg } from '../setup/images';
import { browserKeys } from '../setup/push-service';
import { createLot, createSignedInUser, storedBids, type TestUser } from '../setup/lots';
import { call, onboardSeller, secondChanceOffer, sellLot, sellPaidOrder, sessionIdOf, type Json } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';
import { createUpload, keyOf, patch, uploadWhole, uploadsFetch } from '../setup/tus';

/**
 * The owner's side of the authorisation matrix (docs/product.md §9: "a user never reads or
 * changes another user's …: NOT_FOUND, never a leak"). authorization-matrix.test.ts proves every
 * action's gate with an empty body; this file calls every action a signed-in user may call with the
 * ids of things user A owns — a notification, orders, valuations and their photos, uploads, a
 * watched lot, a standing maximum, the payout account, the profile, the newsletter subscription — as
 * each caller:
 *
 * - owner (A): past the gate, and it works;
 * - other user (B): NOT_FOUND for an owned id (never PERMISSION_DENIED, which would tell the id
 *   exists); for the caller's-own and public-id actions the call works on B's own data; either way
 *   A's data is unchanged afterwards and none of it (A's id, e-mail, titles, amounts) is in B's answer;
 * - visitor, and a disabled user: UNAUTHENTICATED;
 * - admin: what §9 says, decided per action below with its reason. Admins act on users' things
 *   through the console's own actions (GET_ADMIN_ORDER, GET_USER, …); a user action on A's object
 *   called by an admin answers as it would to any other user, except where §9 names the studio.
 *
 * The action list is checked against the registry: every action open to a signed-in user is
 * classified here as taking an owned id, acting on the caller's own data, taking a public id, or
 * taking a secret token, and an action whose input has an id-like field cannot be "own data". A
 * new action must be classified (and given its cells) or the first test fails.
 *
 * The private files are in the matrix too: A's tus upload in progress (HEAD/PATCH/DELETE), the
 * private variants of A's finished upload and of A's valuation photo (thumb/full), /media for the
 * same keys, and the test payment provider's form handlers.
 */

const CALLERS = ['visitor', 'disabledUser', 'other', 'admin', 'owner'] as const;
type CallerName = (typeof CALLERS)[number];
/** 'ok' = 200; otherwise the error status the answer must carry. */
type Verdict = 'ok' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'PERMISSION_DENIED' | 'FAILED_PRECONDITION';

type Kind = 'owned id' | 'own data' | 'public id' | 'token';

interface Made {
  /** The call's data for one caller (most cases send every caller the same: A's ids). */
  data: (caller: CallerName) => Record<string, unknown>;
  /** A read of A's side, compared before and after the non-owners' calls. */
  state: () => Promise<unknown>;
  /** What must never reach a non-owner's answer (A's id and e-mail are always checked). */
  secrets: string[];
  /** Checks the owner's answer and its effect. */
  ownerWorked?: (result: Json) => Promise<void> | void;
}

interface Case {
  action: string;
  kind: Kind;
  what: string;
  make: () => Promise<Made>;
  /** The admin's answer and why (docs/product.md §9). */
  admin: { verdict: Verdict; why: string; changesOwnersData?: true; readsOwnersData?: true };
  /** B's answer: NOT_FOUND for an owned id, 'ok' on B's own data; another where the reason is written. */
  other?: Verdict;
  owner?: Verdict;
}

const t = fileDatabase();
let root: string;
const db = () => t.database.db;
let A: TestUser;
let B: TestUser;
let admin: TestUser;
let disabled: TestUser;
const userOf = (caller: CallerName): TestUser | null => ({ visitor: null, disabledUser: disabled, other: B, admin, owner: A })[caller];

/** A finished upload of `owner`'s, written as the upload processing leaves it (ready, unused). */
async function readyUpload(owner: TestUser): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await db()
    .insert(uploads)
    .values({ key, ownerId: owner.id, status: 'ready', fileName: 'hemlig.jpg', format: 'jpeg', width: 1200, height: 900 });
  return key;
}

/** A live lot whose item names `maker` (a maker can be followed only when a public lot names them). */
async function lotByMaker(maker: string): Promise<void> {
  const lot = await createLot(db());
  await db().update(items).set({ maker }).where(eq(items.id, lot.itemId));
}

async function ok(data: Record<string, unknown>, user: TestUser): Promise<Json> {
  const answer = await call(data, user);
  if (answer.status !== 200) throw new Error(`${String(data.action)}: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

const valuationForm = (title: string, images: string[], pickupAddress = 'Annan väg 1, 123 45 Någonstans') => ({
  action: 'SUBMIT_VALUATION_REQUEST',
  title,
  description: 'Ärvd av mormor, signerad under foten.',
  category: 'VASER_KRUKOR',
  images,
  hopedPrice: 4321,
  handover: 'pickup',
  pickupAddress,
});

/** A's pending valuation request, made through SUBMIT_VALUATION_REQUEST. */
async function valuationOf(owner: TestUser, title: string): Promise<number> {
  const address = owner === A ? 'Hemliga gatan 7, 123 45 Gömda' : undefined;
  return (await ok(valuationForm(title, [await readyUpload(owner)], address), owner)).valuation.id;
}

const valuationRow = async (id: number) => (await db().select().from(valuations).where(eq(valuations.id, id)))[0];
const orderState = async (id: number) => ({
  order: (await db().select().from(orders).where(eq(orders.id, id)))[0],
  checkouts: await db().select().from(orderCheckouts).where(eq(orderCheckouts.orderId, id)),
});

/**
 * A push endpoint on a public address literal (no DNS here, and no push is ever sent to it: the
 * subscriptions want only saved-search pushes, which nothing in this file makes).
 */
const pushRun = randomBytes(6).toString('hex');
const pushEndpoint = (name: string) => `https://8.8.8.8/push/${name}-${pushRun}`;
const pushRowOf = async (endpoint: string) =>
  (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0] ?? null;

/** A browser of `owner`'s subscribed to push (through SUBSCRIBE_PUSH); its endpoint. */
async function pushSubscriptionOf(owner: TestUser, name: string): Promise<string> {
  const endpoint = pushEndpoint(name);
  await ok({ action: 'SUBSCRIBE_PUSH', subscription: { endpoint, keys: browserKeys().keys }, kinds: ['saved-search'] }, owner);
  return endpoint;
}

/** A lot that A watches, and A's watchlist row for it (the state another caller must leave alone). */
async function lotWatchedByA(title: string) {
  const lot = await createLot(db(), { title });
  await ok({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, A);
  const state = () =>
    db()
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.auctionId, lot.id), eq(watchlist.userId, A.id)));
  return { lot, state };
}

const CASES: Case[] = [
  // ——— owned ids ———
  {
    action: 'MARK_NOTIFICATION_READ',
    kind: 'owned id',
    what: "A's notification",
    async make() {
      const notice = await createNotification(db(), {
        userId: A.id,
        type: 'outbid',
        title: 'Hemlig notis till A',
        body: 'Du har blivit överbjuden.',
      });
      const state = async () => (await db().select().from(notifications).where(eq(notifications.id, notice!.id)))[0];
      return {
        data: () => ({ notificationId: notice!.id }),
        state,
        secrets: ['Hemlig notis till A'],
        ownerWorked: async () => expect((await state())!.read).toBe(true),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: "notifications are their user's alone; the console has no action on them" },
  },
  {
    action: 'GET_ORDER',
    kind: 'owned id',
    what: "A's order",
    async make() {
      const order = await sellLot(db(), { buyer: A, hammer: 7311, title: 'Hemlig tavla A' });
      return {
        data: () => ({ orderId: order.id }),
        state: () => orderState(order.id),
        secrets: ['Hemlig tavla A', '731100'],
        ownerWorked: (result) => expect(result.order).toMatchObject({ id: order.id, title: 'Hemlig tavla A' }),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: "GET_ORDER is the buyer's read; the studio reads any order with GET_ADMIN_ORDER (§9)" },
  },
  {
    action: 'CREATE_CHECKOUT_SESSION',
    kind: 'owned id',
    what: "A's unpaid order (pay it, choose its delivery)",
    async make() {
      const order = await sellLot(db(), { buyer: A, hammer: 7312, title: 'Hemlig stol A' });
      return {
        data: () => ({
          orderId: order.id,
          deliveryMethod: 'shipping',
          address: { name: 'Bengt B', street: 'Bgatan 2', postalCode: '111 22', city: 'Stockholm' },
        }),
        state: () => orderState(order.id),
        secrets: ['Hemlig stol A', '731200'],
        ownerWorked: async (result) => {
          expect(result.url).toMatch(/\/betalning\/[^/]+$/);
          expect((await orderState(order.id)).checkouts).toHaveLength(1);
        },
      };
    },
    admin: {
      verdict: 'NOT_FOUND',
      why: '§9: CREATE_CHECKOUT_SESSION is "the buyer" only; the studio never pays or picks delivery for a buyer',
    },
  },
  {
    action: 'REPORT_ORDER_PROBLEM',
    kind: 'owned id',
    what: "A's paid order",
    async make() {
      const { order } = await sellPaidOrder(db(), { buyer: A, sellerId: null, method: 'pickup', hammer: 7313 });
      return {
        data: () => ({ orderId: order.id, message: 'Föremålet kom aldrig fram.' }),
        state: () => orderState(order.id),
        secrets: ['731300'],
        ownerWorked: async () => expect((await orderState(order.id)).order!.problemReportedAt).not.toBeNull(),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: '§9: "The buyer may REPORT_ORDER_PROBLEM"; the studio is the one told, not a reporter' },
  },
  ...(['ACCEPT_SECOND_CHANCE', 'DECLINE_SECOND_CHANCE'] as const).map((action, index): Case => ({
    action,
    kind: 'owned id',
    what: 'the second chance offered to A (docs/decisions/0042)',
    async make() {
      const { offerId } = await secondChanceOffer(db(), A, 7321 + index);
      const state = async () => (await db().select().from(secondChanceOffers).where(eq(secondChanceOffers.id, offerId)))[0];
      return {
        data: () => ({ offerId }),
        state,
        secrets: [String(7321 + index)],
        ownerWorked: async () => expect((await state())!.status).toBe(action === 'ACCEPT_SECOND_CHANCE' ? 'accepted' : 'declined'),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: 'docs/decisions/0042: only the bidder answers; the studio offers with OFFER_SECOND_CHANCE' },
  })),
  {
    action: 'WITHDRAW_ORDER',
    kind: 'owned id',
    what: "A's collected order, within the right of withdrawal",
    async make() {
      const { order } = await sellPaidOrder(db(), { buyer: A, sellerId: null, method: 'pickup', hammer: 7316 });
      await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' });
      const withdrawals = () => db().select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, order.id));
      return {
        data: () => ({ orderId: order.id, message: 'Den passade inte.' }),
        state: async () => ({ ...(await orderState(order.id)), withdrawals: await withdrawals() }),
        secrets: ['731600'],
        ownerWorked: async () => expect(await withdrawals()).toHaveLength(1),
      };
    },
    admin: {
      verdict: 'NOT_FOUND',
      why: "the buyer's own notice; the studio records an e-mailed one with RECORD_WITHDRAWAL (docs/decisions/0043)",
    },
  },
  {
    action: 'POST_ORDER_MESSAGE',
    kind: 'owned id',
    what: "A's open problem on a paid order",
    async make() {
      const { order } = await sellPaidOrder(db(), { buyer: A, sellerId: null, method: 'pickup', hammer: 7315 });
      await reportOrderProblem(db(), { orderId: order.id, buyerId: A.id, message: 'Föremålet kom aldrig fram.' });
      return {
        data: () => ({ orderId: order.id, message: 'Har ni hittat det?' }),
        state: async () => ({
          ...(await orderState(order.id)),
          messages: await db().select().from(orderMessages).where(eq(orderMessages.orderId, order.id)),
        }),
        secrets: ['731500', 'Föremålet kom aldrig fram.'],
        ownerWorked: async () => expect(await db().select().from(orderMessages).where(eq(orderMessages.orderId, order.id))).toHaveLength(2),
      };
    },
    admin: {
      verdict: 'NOT_FOUND',
      why: "the buyer's side of the thread; the studio answers with ANSWER_ORDER_PROBLEM (docs/decisions/0044)",
    },
  },
  {
    action: 'CONFIRM_RECEIPT',
    kind: 'owned id',
    what: "A's shipped order",
    async make() {
      const { order } = await sellPaidOrder(db(), { buyer: A, sellerId: null, method: 'shipping', hammer: 7314, shippingPrice: 149 });
      await setShippingInfo(db(), { orderId: order.id, carrier: 'PostNord', trackingNumber: 'AB123456789SE' });
      await markAsShipped(db(), { orderId: order.id });
      return {
        data: () => ({ orderId: order.id }),
        state: () => orderState(order.id),
        secrets: ['731400'],
        ownerWorked: async () => expect((await orderState(order.id)).order!.deliveryStatus).toBe('done'),
      };
    },
    admin: {
      verdict: 'NOT_FOUND',
      why: 'docs/decisions/0032: only the buyer says the parcel has arrived; the studio records the tracking with SET_DELIVERY_STATUS',
    },
  },
  {
    action: 'GET_VALUATION',
    kind: 'owned id',
    what: "A's valuation request",
    async make() {
      const id = await valuationOf(A, 'Hemlig vas A');
      return {
        data: () => ({ valuationId: id }),
        state: () => valuationRow(id),
        secrets: ['Hemlig vas A', 'Hemliga gatan 7'],
        ownerWorked: (result) => expect(result.valuation).toMatchObject({ id, title: 'Hemlig vas A' }),
      };
    },
    admin: { verdict: 'ok', readsOwnersData: true, why: '§9: GET_VALUATION is "admin; the seller for their own" — the studio values it' },
  },
  {
    action: 'GET_LOT_QUESTION',
    kind: 'owned id',
    what: "A's unanswered question about a lot",
    async make() {
      const { questionId, state } = await lotAskedAboutByA('Ägd hemlig fråga A?');
      return {
        data: () => ({ questionId }),
        state,
        secrets: ['Ägd hemlig fråga A?'],
        ownerWorked: (result) => expect(result.question).toMatchObject({ id: questionId, status: 'open' }),
      };
    },
    admin: { verdict: 'ok', readsOwnersData: true, why: 'the studio reads and answers the questions about its lots' },
  },
  {
    action: 'UPDATE_VALUATION_INFO',
    kind: 'owned id',
    what: "A's pending valuation request (its text)",
    async make() {
      const id = await valuationOf(A, 'Hemlig byrå A');
      return {
        data: (caller) => ({ valuationId: id, title: `Ändrad av ${caller}` }),
        state: () => valuationRow(id),
        secrets: ['Hemlig byrå A', 'Hemliga gatan 7'],
        ownerWorked: async () => expect((await valuationRow(id))!.title).toBe('Ändrad av owner'),
      };
    },
    admin: {
      verdict: 'ok',
      changesOwnersData: true,
      why: '§9: pending → pending by "seller (own) or admin" — the studio corrects the text',
    },
  },
  {
    action: 'UPDATE_VALUATION_INFO',
    kind: 'owned id',
    what: "A's finished upload, attached to the caller's own pending request",
    async make() {
      const key = await readyUpload(A);
      const own: Partial<Record<CallerName, number>> = {
        other: await valuationOf(B, 'Bs egen vas'),
        admin: await valuationOf(admin, 'Studions egen vas'),
        owner: await valuationOf(A, 'As andra vas'),
      };
      const state = async () => (await db().select().from(uploads).where(eq(uploads.key, key)))[0];
      return {
        data: (caller) => ({ valuationId: own[caller] ?? own.owner, images: [key] }),
        state,
        secrets: [key],
        ownerWorked: async () => expect((await state())!.usedAt).not.toBeNull(),
      };
    },
    admin: {
      verdict: 'NOT_FOUND',
      why: "§9: upload keys are private to their uploader until used; the admin's own request cannot take A's photo",
    },
  },
  {
    action: 'SET_VALUATION_STATUS',
    kind: 'owned id',
    what: "A's accepted valuation request (agree to the offer)",
    async make() {
      const id = await valuationOf(A, 'Hemlig lampa A');
      await ok(
        { action: 'ANSWER_VALUATION_REQUEST', valuationId: id, decision: 'accept', estimateLow: 1000, estimateHigh: 1500, startPrice: 800 },
        admin,
      );
      return {
        data: () => ({ valuationId: id, status: 'waiting' }),
        state: () => valuationRow(id),
        secrets: ['Hemlig lampa A', 'Hemliga gatan 7'],
        ownerWorked: (result) => expect(result.valuation).toMatchObject({ id, status: 'waiting' }),
      };
    },
    admin: {
      verdict: 'FAILED_PRECONDITION',
      why: '§9: accepted → waiting is "seller (own)"; the studio may see the request, so it is told the step is the seller\'s, not that it does not exist',
    },
  },
  {
    action: 'SUBMIT_VALUATION_REQUEST',
    kind: 'owned id',
    what: "A's finished upload, in a new request",
    async make() {
      const key = await readyUpload(A);
      const state = async () => (await db().select().from(uploads).where(eq(uploads.key, key)))[0];
      return {
        data: (caller) => valuationForm(`Begäran av ${caller}`, [key]),
        state,
        secrets: [key],
        ownerWorked: async () => expect((await state())!.usedAt).not.toBeNull(),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: '§9: upload keys are private to their uploader until used by a valuation or an item' },
  },

  {
    action: 'DELETE_SAVED_SEARCH',
    kind: 'owned id',
    what: "A's saved search",
    async make() {
      const saved = (await ok({ action: 'SAVE_SEARCH', search: 'hemlig sökning A' }, A)) as { savedSearch: { id: number } };
      const state = async () => (await db().select().from(savedSearches).where(eq(savedSearches.id, saved.savedSearch.id)))[0] ?? null;
      return {
        data: () => ({ savedSearchId: saved.savedSearch.id }),
        state,
        secrets: ['hemlig sökning A'],
        ownerWorked: async () => expect(await state()).toBeNull(),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: "saved searches are their user's alone; the console has no action on them" },
  },

  {
    action: 'UNFOLLOW_MAKER',
    kind: 'owned id',
    what: "A's followed maker",
    async make() {
      await lotByMaker('Agnes Följdsson');
      await ok({ action: 'FOLLOW_MAKER', maker: 'Agnes Följdsson' }, A);
      const state = async () =>
        (await db().select().from(followedMakers).where(eq(followedMakers.userId, A.id))).map((row) => row.makerKey).sort();
      return {
        data: () => ({ makerKey: 'agnes foljdsson' }),
        state,
        secrets: ['Agnes Följdsson'],
        ownerWorked: async () => expect(await state()).not.toContain('agnes foljdsson'),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: "followed makers are their user's alone; the console has no action on them" },
  },
  {
    action: 'UNSUBSCRIBE_PUSH',
    kind: 'owned id',
    what: "A's browser's push subscription",
    async make() {
      const endpoint = await pushSubscriptionOf(A, 'avregistrera');
      const state = () => pushRowOf(endpoint);
      return {
        data: () => ({ endpoint }),
        state,
        secrets: [endpoint],
        ownerWorked: async () => expect(await state()).toBeNull(),
      };
    },
    admin: { verdict: 'NOT_FOUND', why: "a browser's push subscription is its user's alone; the console has no action on it" },
  },
  {
    action: 'GET_PUSH_SUBSCRIPTION',
    kind: 'owned id',
    what: "A's browser's push subscription",
    async make() {
      const endpoint = await pushSubscriptionOf(A, 'las');
      return {
        data: () => ({ endpoint }),
        state: () => pushRowOf(endpoint),
        secrets: [endpoint, 'saved-search'],
        ownerWorked: (result) => expect(result).toEqual({ subscription: { kinds: ['saved-search'] } }),
      };
    },
    // {subscription: null}, the very answer for an endpoint nobody has: /user offers push to whoever
    // uses the browser now, and the answer tells nothing of another user's.
    other: 'ok',
    admin: { verdict: 'ok', why: 'answers null, as for an endpoint no one has: nothing of A is read' },
  },

  // ——— the caller's own data: B's call works on B's, never on A's, and tells nothing of A's ———
  {
    action: 'SAVE_SEARCH',
    kind: 'own data',
    what: "A's saved searches",
    async make() {
      await ok({ action: 'SAVE_SEARCH', search: 'hemlig bevakning A' }, A);
      const state = async () =>
        (await db().select().from(savedSearches).where(eq(savedSearches.userId, A.id))).map((row) => row.search).sort();
      return {
        data: (caller) => ({ search: caller === 'owner' ? 'ny bevakning A' : 'egen bevakning' }),
        state,
        secrets: ['hemlig bevakning A'],
        ownerWorked: (result) => expect(result.savedSearch).toMatchObject({ search: 'ny bevakning A' }),
      };
    },
    admin: { verdict: 'ok', why: "saves a search of the admin's own" },
  },
  {
    action: 'LIST_SAVED_SEARCHES',
    kind: 'own data',
    what: "A's saved searches",
    async make() {
      await ok({ action: 'SAVE_SEARCH', search: 'listad hemlighet A' }, A);
      const state = async () =>
        (await db().select().from(savedSearches).where(eq(savedSearches.userId, A.id))).map((row) => row.search).sort();
      return {
        data: () => ({}),
        state,
        secrets: ['listad hemlighet A'],
        ownerWorked: (result) => expect(JSON.stringify(result)).toContain('listad hemlighet A'),
      };
    },
    admin: { verdict: 'ok', why: "lists the admin's own saved searches" },
  },
  {
    action: 'FOLLOW_MAKER',
    kind: 'own data',
    what: "A's followed makers",
    async make() {
      for (const maker of ['Hemliga Formgivarn', 'Nya Formgivarn', 'Egna Formgivarn']) await lotByMaker(maker);
      await ok({ action: 'FOLLOW_MAKER', maker: 'Hemliga Formgivarn' }, A);
      const state = async () =>
        (await db().select().from(followedMakers).where(eq(followedMakers.userId, A.id))).map((row) => row.makerKey).sort();
      return {
        data: (caller) => ({ maker: caller === 'owner' ? 'Nya Formgivarn' : 'Egna Formgivarn' }),
        state,
        secrets: ['Hemliga Formgivarn'],
        ownerWorked: (result) => expect(result.followedMaker).toMatchObject({ makerKey: 'nya formgivarn', name: 'Nya Formgivarn' }),
      };
    },
    admin: { verdict: 'ok', why: "follows a maker of the admin's own" },
  },
  {
    action: 'LIST_FOLLOWED_MAKERS',
    kind: 'own data',
    what: "A's followed makers",
    async make() {
      await lotByMaker('Listad Hemlis');
      await ok({ action: 'FOLLOW_MAKER', maker: 'Listad Hemlis' }, A);
      const state = async () =>
        (await db().select().from(followedMakers).where(eq(followedMakers.userId, A.id))).map((row) => row.makerKey).sort();
      return {
        data: () => ({}),
        state,
        secrets: ['Listad Hemlis'],
        ownerWorked: (result) => expect(JSON.stringify(result)).toContain('Listad Hemlis'),
      };
    },
    admin: { verdict: 'ok', why: "lists the admin's own followed makers" },
  },
  {
    action: 'SUBSCRIBE_PUSH',
    kind: 'own data',
    what: "A's push subscriptions",
    async make() {
      await pushSubscriptionOf(A, 'egen');
      const state = async () =>
        (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, A.id))).map((row) => row.endpoint).sort();
      return {
        // Each caller its own browser: taking over A's endpoint is what a browser that signs in as
        // someone else does (push.test.ts), not something another user can name.
        data: (caller) => ({ subscription: { endpoint: pushEndpoint(`ny-${caller}`), keys: browserKeys().keys }, kinds: ['saved-search'] }),
        state,
        secrets: [pushEndpoint('egen')],
        ownerWorked: (result) => expect(result.subscription).toEqual({ endpoint: pushEndpoint('ny-owner'), kinds: ['saved-search'] }),
      };
    },
    admin: { verdict: 'ok', why: "subscribes the admin's own browser" },
  },
  {
    action: 'SET_SAVED_SEARCH_MAIL',
    kind: 'own data',
    what: "A's saved-search e-mail switch",
    async make() {
      await ok({ action: 'SAVE_SEARCH', search: 'mejlad hemlighet A' }, A);
      const state = async () => (await db().select().from(savedSearchMail).where(eq(savedSearchMail.userId, A.id)))[0] ?? null;
      return {
        data: () => ({ enabled: false }),
        state,
        secrets: ['mejlad hemlighet A'],
        ownerWorked: async () => expect((await state())?.stoppedAt).toBeInstanceOf(Date),
      };
    },
    admin: { verdict: 'ok', why: "switches the admin's own saved-search e-mail" },
  },
  {
    action: 'MARK_ALL_NOTIFICATIONS_READ',
    kind: 'own data',
    what: "A's unread notification",
    async make() {
      const notice = await createNotification(db(), { userId: A.id, type: 'outbid', title: 'Olästa hemligheten A' });
      const state = async () => (await db().select().from(notifications).where(eq(notifications.id, notice!.id)))[0];
      return {
        data: () => ({}),
        state,
        secrets: ['Olästa hemligheten A'],
        ownerWorked: async () => expect((await state())!.read).toBe(true),
      };
    },
    admin: { verdict: 'ok', why: "marks the admin's own notifications read" },
  },
  {
    action: 'LIST_MY_ORDERS',
    kind: 'own data',
    what: "A's orders",
    async make() {
      const order = await sellLot(db(), { buyer: A, hammer: 7314, title: 'Hemlig spegel A' });
      return {
        data: () => ({}),
        state: () => orderState(order.id),
        secrets: ['Hemlig spegel A', '731400'],
        ownerWorked: (result) => expect(result.orders.map((o: Json) => o.id)).toContain(order.id),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own purchases; the studio lists everyone's with LIST_ORDERS" },
  },
  {
    action: 'LIST_MY_SECOND_CHANCES',
    kind: 'own data',
    what: 'the second chances offered to A',
    async make() {
      const { offerId } = await secondChanceOffer(db(), A, 7323);
      return {
        data: () => ({}),
        state: async () => (await db().select().from(secondChanceOffers).where(eq(secondChanceOffers.id, offerId)))[0],
        secrets: ['7323'],
        ownerWorked: (result) => expect(result.offers.map((o: Json) => o.id)).toContain(offerId),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own offers; the studio sees a lot's offers on its order page" },
  },
  {
    action: 'LIST_MY_VALUATIONS',
    kind: 'own data',
    what: "A's valuation requests",
    async make() {
      const id = await valuationOf(A, 'Hemlig matta A');
      return {
        data: () => ({}),
        state: () => valuationRow(id),
        secrets: ['Hemlig matta A', 'Hemliga gatan 7'],
        ownerWorked: (result) => expect(JSON.stringify(result)).toContain('Hemlig matta A'),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own requests; the studio's queue is LIST_VALUATIONS" },
  },
  {
    action: 'GET_PAYOUT_ACCOUNT',
    kind: 'own data',
    what: "A's payout account",
    async make() {
      return {
        data: () => ({}),
        state: payoutState,
        secrets: [payoutAccountId],
        ownerWorked: (result) => expect(result).toEqual({ status: 'active' }),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own payout account (none)" },
  },
  {
    action: 'CREATE_ACCOUNT_LINK',
    kind: 'own data',
    what: "A's payout account (onboarding)",
    async make() {
      return {
        data: () => ({}),
        state: payoutState,
        secrets: [payoutAccountId],
        ownerWorked: (result) => expect(result.url).toContain(encodeURIComponent(payoutAccountId)),
      };
    },
    admin: { verdict: 'ok', why: "opens the admin's own payout account" },
  },
  {
    action: 'CREATE_DASHBOARD_LINK',
    kind: 'own data',
    what: "A's payout dashboard",
    async make() {
      return {
        data: () => ({}),
        state: payoutState,
        secrets: [payoutAccountId],
        ownerWorked: (result) => expect(result.url).toContain(encodeURIComponent(payoutAccountId)),
      };
    },
    // B and the admin have no onboarded account of their own (none, or one opened and never finished): refused, never A's.
    other: 'FAILED_PRECONDITION',
    admin: { verdict: 'FAILED_PRECONDITION', why: "the admin's own account is not onboarded; never A's dashboard" },
  },
  {
    action: 'UPDATE_PROFILE',
    kind: 'own data',
    what: "A's profile",
    async make() {
      const state = async () => (await db().select().from(profiles).where(eq(profiles.userId, A.id)))[0];
      return {
        data: (caller) => ({ firstName: caller === 'owner' ? 'Agneta' : 'Inkräktare' }),
        state,
        secrets: ['Hemligsson'],
        ownerWorked: async () => expect((await state())!.firstName).toBe('Agneta'),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own profile" },
  },
  {
    action: 'NEWSLETTER_SUBSCRIBE',
    kind: 'own data',
    what: "A's newsletter subscription",
    async make() {
      return { data: () => ({}), state: newsletterState, secrets: [] };
    },
    admin: { verdict: 'ok', why: "the admin's own address" },
  },
  {
    action: 'NEWSLETTER_UNSUBSCRIBE',
    kind: 'own data',
    what: "A's newsletter subscription",
    async make() {
      return {
        data: () => ({}),
        state: newsletterState,
        secrets: [],
        ownerWorked: async () => expect(((await newsletterState()) as { unsubscribedAt: Date | null }).unsubscribedAt).not.toBeNull(),
      };
    },
    admin: { verdict: 'ok', why: "the admin's own address" },
  },

  // ——— public ids: a lot anyone sees; what is A's about it (watch, maximum) stays A's ———
  {
    action: 'ADD_TO_WATCHLIST',
    kind: 'public id',
    what: 'a lot A watches',
    async make() {
      const { lot, state } = await lotWatchedByA('Bevakad av A');
      return { data: () => ({ auctionId: lot.id }), state, secrets: [], ownerWorked: (result) => expect(result.watching).toBe(true) };
    },
    admin: { verdict: 'ok', why: 'an admin may watch a lot like anyone' },
  },
  {
    action: 'REMOVE_FROM_WATCHLIST',
    kind: 'public id',
    what: 'a lot A watches',
    async make() {
      const { lot, state } = await lotWatchedByA('Bevakad av A 2');
      return {
        data: () => ({ auctionId: lot.id }),
        state,
        secrets: [],
        ownerWorked: async (result) => {
          expect(result.watching).toBe(false);
          expect(await state()).toEqual([]);
        },
      };
    },
    admin: { verdict: 'ok', why: "removes only the admin's own watch" },
  },
  {
    action: 'BID_ON_AUCTION',
    kind: 'public id',
    what: 'a lot where A holds a secret maximum of 88 880 kr',
    async make() {
      const lot = await createLot(db(), { startPrice: 1000 });
      await placeBidOnAuction(db(), { userId: A.id, auctionId: lot.id, amount: 88_880 });
      let next = 1100;
      // A's maximum is A's: the answer may say the caller does not lead, never by how much.
      const state = async () => (await storedBids(db(), lot.id)).filter((bid) => bid.bidderId === A.id);
      return {
        data: (caller) => ({ auctionId: lot.id, amount: caller === 'owner' ? 90_000 : (next += 200) }),
        state,
        secrets: ['88880'],
        ownerWorked: (result) => expect(result).toMatchObject({ youLead: true, yourMaximum: 90_000 }),
      };
    },
    admin: { verdict: 'ok', why: 'an admin may bid like anyone; the answer is about their own maximum' },
  },
  {
    action: 'BUY_NOW',
    kind: 'public id',
    what: "a buy-now lot A watches (a bid would close buy-now, so A's stake is the watch)",
    async make() {
      const lots = {
        other: await createLot(db(), { buyNowPrice: 9000 }),
        admin: await createLot(db(), { buyNowPrice: 9000 }),
        owner: await createLot(db(), { buyNowPrice: 9000 }),
      };
      for (const lot of Object.values(lots)) await ok({ action: 'ADD_TO_WATCHLIST', auctionId: lot.id }, A);
      const ids = Object.values(lots).map((lot) => lot.id);
      const state = async () =>
        (await db().select().from(watchlist).where(eq(watchlist.userId, A.id))).filter((row) => ids.includes(row.auctionId));
      return {
        data: (caller) => ({ auctionId: (lots[caller as keyof typeof lots] ?? lots.owner).id }),
        state,
        secrets: [],
        ownerWorked: (result) => expect(JSON.stringify(result)).toContain(String(lots.owner.id)),
      };
    },
    admin: { verdict: 'ok', why: 'an admin may buy like anyone' },
  },

  {
    action: 'ASK_LOT_QUESTION',
    kind: 'public id',
    what: 'a lot A has asked the studio about',
    async make() {
      const { lot, state } = await lotAskedAboutByA('Hemlig fråga A om lampan?');
      return {
        data: (caller) => ({ auctionId: lot.id, text: `Fråga från ${caller}?` }),
        state,
        secrets: ['Hemlig fråga A om lampan?'],
        ownerWorked: (result) => expect(result.question).toMatchObject({ auctionId: lot.id, status: 'open' }),
      };
    },
    admin: { verdict: 'ok', why: 'an admin may ask like anyone; the question is their own' },
  },
  {
    action: 'LIST_MY_LOT_QUESTIONS',
    kind: 'public id',
    what: 'a lot A has asked the studio about',
    async make() {
      const { lot, state } = await lotAskedAboutByA('Listad hemlig fråga A?');
      return {
        data: () => ({ auctionId: lot.id }),
        state,
        secrets: ['Listad hemlig fråga A?'],
        ownerWorked: (result) => expect(result.questions).toMatchObject([{ text: 'Listad hemlig fråga A?', status: 'open' }]),
      };
    },
    admin: { verdict: 'ok', why: "lists only the admin's own questions; the studio reads all of them at /admin/fragor" },
  },

  // ——— a secret token, mailed to one address ———
  {
    action: 'ACCEPT_TEAM_INVITE',
    kind: 'token',
    what: "the team invitation mailed to A's address (its token)",
    async make() {
      await ok({ action: 'INVITE_TO_TEAM', email: A.email, kind: 'team' }, admin);
      const [invite] = await db().select().from(teamInvites).where(eq(teamInvites.email, A.email));
      const mails = await db().select().from(jobs).where(eq(jobs.name, 'email.send'));
      const mail = mails.map((row) => row.payload as { to?: string; props: { acceptUrl?: string } }).find((p) => p.to === A.email)!;
      const token = /\/inbjudan\/([A-Za-z0-9_-]+)$/.exec(String(mail.props.acceptUrl))![1]!;
      const state = async () => (await db().select().from(teamInvites).where(eq(teamInvites.id, invite!.id)))[0];
      return {
        data: () => ({ token }),
        state,
        secrets: [],
        ownerWorked: async () => {
          expect((await state())!.acceptedBy).toBe(A.id);
          await db().update(users).set({ role: 'user' }).where(eq(users.id, A.id));
          await db().update(profiles).set({ admin: false }).where(eq(profiles.userId, A.id));
        },
      };
    },
    // The holder of the link is told to sign in with the invited address (team-invites.test.ts):
    // the token is the secret, so this tells B nothing they did not hold; the message names B's address only.
    other: 'PERMISSION_DENIED',
    admin: { verdict: 'PERMISSION_DENIED', why: "the invitation is for A's address; another admin cannot take it" },
  },
];

/** A lot A has asked one question about (ASK_LOT_QUESTION), and A's questions on it as the state. */
async function lotAskedAboutByA(text: string) {
  const lot = await createLot(db());
  const asked = (await ok({ action: 'ASK_LOT_QUESTION', auctionId: lot.id, text }, A)) as { question: { id: number } };
  const state = async () =>
    db()
      .select()
      .from(lotQuestions)
      .where(and(eq(lotQuestions.askerId, A.id), eq(lotQuestions.auctionId, lot.id)));
  return { lot, questionId: asked.question.id, state };
}

let payoutAccountId = '';
const payoutState = async () => ({
  payout: (await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, A.id)))[0],
  account: (await db().select().from(testProviderAccounts).where(eq(testProviderAccounts.id, payoutAccountId)))[0],
});
const newsletterState = async () =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, A.email)))[0] ?? null;

/** Id-like input fields: a call that names a record (or a secret) rather than acting on the caller's own. */
const ID_FIELD = /(id|ids|key|keys|token|images|endpoint)$/i;

/** The field names an action's input accepts (objects, unions of objects, pipes). */
function inputFields(schema: z.ZodType): string[] {
  // The zod 4 definition is internal; it is read here only to list field names.
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: object; options?: z.ZodType[]; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape!);
  if (def.type === 'union') return [...new Set(def.options!.flatMap(inputFields))];
  if (def.type === 'pipe') return inputFields(def.in!);
  throw new Error(`an input of type ${def.type}: teach inputFields to read it`);
}

const connectorActions = (() => {
  const connector = functionRegistry.connector;
  if (connector?.kind !== 'connector') throw new Error('no connector');
  return connector.actions;
})();

const cells: { action: string; caller: CallerName; verdict: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'klubban-authz-'));
  setUploadStoresForTesting({
    datastore: new FileStore({ directory: path.join(root, 'tus') }),
    storage: createLocalStorage(path.join(root, 'files')),
  });
  A = await createSignedInUser(db(), { firstName: 'Agnes' });
  await db().update(profiles).set({ lastName: 'Hemligsson', fullName: 'Agnes Hemligsson' }).where(eq(profiles.userId, A.id));
  B = await createSignedInUser(db(), { firstName: 'Bengt' });
  admin = await createSignedInUser(db(), { firstName: 'Studio', admin: true });
  disabled = await createSignedInUser(db(), { firstName: 'Sparrad' });
  await db().update(users).set({ banned: true }).where(eq(users.id, disabled.id));
  payoutAccountId = await onboardSeller(db(), A);
  await ok({ action: 'NEWSLETTER_SUBSCRIBE' }, A);
}, 60_000);

afterAll(async () => {
  setUploadStoresForTesting(undefined);
  if (root) rmSync(root, { recursive: true, force: true });
  console.info(`authorisation matrix, owner vs others on ${testEngine}: ${cells.length} cells checked`);
});

const expectedOf = (c: Case): Record<CallerName, Verdict> => ({
  visitor: 'UNAUTHENTICATED',
  disabledUser: 'UNAUTHENTICATED',
  other: c.other ?? (c.kind === 'owned id' ? 'NOT_FOUND' : 'ok'),
  admin: c.admin.verdict,
  owner: c.owner ?? 'ok',
});

describe(`the owner-versus-others authorisation matrix on ${testEngine}`, () => {
  it('classifies every action a signed-in user may call, and an action naming a record is never "own data"', () => {
    const userActions = Object.entries(connectorActions)
      .filter(([, callable]) => callable.access === 'user')
      .map(([name]) => name)
      .sort();
    expect([...new Set(CASES.map((c) => c.action))].sort()).toEqual(userActions);
    for (const c of CASES) {
      const fields = inputFields(connectorActions[c.action]!.input).filter((field) => ID_FIELD.test(field));
      if (c.kind === 'own data') expect(fields, `${c.action} names a record: classify it as owned, public or token`).toEqual([]);
      else expect(fields.length, `${c.action} is "${c.kind}" but takes no id`).toBeGreaterThan(0);
    }
    // The single function besides the connector is public (authorization-matrix.test.ts lists it).
    expect(Object.keys(functionRegistry).sort()).toEqual(['connector', 'requestPasswordReset']);
  });

  it.each(CASES.map((c) => [c.action, c.what, c] as const))('%s on %s', async (_action, _what, c) => {
    const made = await c.make();
    const before = await made.state();
    const expected = expectedOf(c);
    const secrets = [A.id, A.email, ...made.secrets];
    for (const caller of CALLERS) {
      const user = userOf(caller);
      const answer = await call({ action: c.action, ...made.data(caller) }, user);
      const verdict = answer.status === 200 ? 'ok' : (answer.body.error?.status ?? `HTTP ${answer.status}`);
      cells.push({ action: c.action, caller, verdict });
      const where = `${c.action} (${c.what}) as ${caller}: ${JSON.stringify(answer.body).slice(0, 300)}`;
      expect(verdict, where).toBe(expected[caller]);
      expect(answer.status, where).toBeLessThan(500);
      if (caller === 'owner') {
        await made.ownerWorked?.(answer.body.result);
        continue;
      }
      const leaks = caller === 'admin' && c.admin.readsOwnersData;
      if (!leaks) for (const secret of secrets) expect(JSON.stringify(answer.body), `${where} carries ${secret}`).not.toContain(secret);
      if (!(caller === 'admin' && c.admin.changesOwnersData)) expect(await made.state(), `${where} changed A's data`).toEqual(before);
    }
  });
});

/** A request to the uploads route as a caller. */
function uploadsAs(caller: CallerName, pathname: string, init: RequestInit & { duplex?: 'half' } = {}) {
  const user = userOf(caller);
  return uploadsFetch(pathname, { ...init, headers: { ...(user ? user.auth : {}), 'Tus-Resumable': '1.0.0', ...(init.headers ?? {}) } });
}

describe(`private files and the test provider's forms, owner versus others, on ${testEngine}`, () => {
  it("A's tus upload in progress: HEAD, PATCH and DELETE are A's alone (404 to anyone else, 401 to a visitor)", async () => {
    const photo = await noisyJpeg(120, 90);
    const created = await createUpload(A.auth, photo.length);
    expect(created.status).toBe(201);
    const key = keyOf(created);
    const half = Math.floor(photo.length / 2);
    expect((await patch(A.auth, key, 0, new Uint8Array(photo.subarray(0, half)))).status).toBe(204);
    const expected: Record<CallerName, number> = { visitor: 401, disabledUser: 401, other: 404, admin: 404, owner: 0 };
    for (const caller of CALLERS.filter((c) => c !== 'owner')) {
      const head = await uploadsAs(caller, `/api/uploads/${key}`, { method: 'HEAD' });
      const sent = await uploadsAs(caller, `/api/uploads/${key}`, {
        method: 'PATCH',
        headers: { 'Upload-Offset': String(half), 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(photo.subarray(half)),
        duplex: 'half',
      });
      const removed = await uploadsAs(caller, `/api/uploads/${key}`, { method: 'DELETE' });
      for (const [method, response] of [
        ['HEAD', head],
        ['PATCH', sent],
        ['DELETE', removed],
      ] as const) {
        cells.push({ action: `tus ${method}`, caller, verdict: String(response.status) });
        expect(response.status, `${method} as ${caller}`).toBe(expected[caller]);
        expect(response.headers.get('upload-offset'), `${method} as ${caller}`).toBeNull();
      }
    }
    // A's upload is untouched: A resumes at the same offset and finishes it.
    const head = await uploadsAs('owner', `/api/uploads/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(A.auth, key, half, new Uint8Array(photo.subarray(half)))).status).toBe(204);
    cells.push({ action: 'tus HEAD+PATCH', caller: 'owner', verdict: '200/204' });
  });

  it("the private variants of A's upload and of A's valuation photo: A and the studio, nobody else; /media never", async () => {
    const photo = await noisyJpeg(160, 120);
    const { key: loose, response } = await uploadWhole(A.auth, photo);
    expect(response.status).toBe(204);
    const { key: used } = await uploadWhole(A.auth, photo);
    await ok(valuationForm('Vas med privat foto', [used]), A);
    expect((await db().select().from(uploads).where(eq(uploads.key, used)))[0]!.usedAt).not.toBeNull();
    // §9: private to their uploader; the studio (admins) sees them to value the object.
    const expected: Record<CallerName, number> = { visitor: 401, disabledUser: 401, other: 404, admin: 200, owner: 200 };
    for (const key of [loose, used]) {
      for (const variant of ['thumb', 'full'] as const) {
        for (const caller of CALLERS) {
          const answer = await uploadsAs(caller, `/api/uploads/${key}/${variant}`);
          cells.push({ action: `upload ${variant}`, caller, verdict: String(answer.status) });
          expect(answer.status, `${key === used ? 'valuation photo' : 'upload'} ${variant} as ${caller}`).toBe(expected[caller]);
          if (answer.status === 200) expect(answer.headers.get('cache-control')).toContain('private');
          else expect(answer.headers.get('content-type')).not.toMatch(/^image\//);
        }
        // /media serves published files only; it knows no caller, so one cell stands for all.
        const storageKey = uploadStorageKey(key, variant);
        const media = await mediaRoute(new Request(`http://localhost/media/${storageKey}`), {
          params: Promise.resolve({ key: storageKey.split('/') }),
        });
        cells.push({ action: `/media ${variant}`, caller: 'visitor', verdict: String(media.status) });
        expect(media.status).toBe(404);
      }
    }
  });

  it("the test provider's forms: B cannot pay A's checkout session or fill in A's payout details without A's signed link", async () => {
    // The test checkout pays only for the signed-in buyer of the session's order (docs/decisions/0028);
    // the payout form's capability is the signed link, which only A is handed (CREATE_ACCOUNT_LINK
    // answers B's own above).
    const order = await sellLot(db(), { buyer: A, hammer: 7315, title: 'Hemlig byst A' });
    const mine = await ok({ action: 'CREATE_ACCOUNT_LINK' }, B);
    const bLink = new URL(mine.url, 'http://localhost');
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return new Request('http://localhost:3000/x', { method: 'POST', body, headers: B.auth });
    };
    // A's real session id, posted by B: the same 404 as an unknown session; nothing paid.
    const sessionId = sessionIdOf((await ok({ action: 'CREATE_CHECKOUT_SESSION', orderId: order.id, deliveryMethod: 'pickup' }, A)).url);
    const paid = await testCheckoutRoute(form({ sessionId, method: 'card', action: 'pay' }));
    cells.push({ action: 'test checkout POST', caller: 'other', verdict: String(paid.status) });
    expect(paid.status).toBe(404);
    expect(paid.headers.get('location')).toBeNull();
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.paymentStatus).toBe('pending');
    // B's own signed onboarding link, pointed at A's account id: the signature binds the account.
    const before = await payoutState();
    const filled = await testOnboardingRoute(
      form({
        accountId: payoutAccountId,
        ...Object.fromEntries(bLink.searchParams),
        holderName: 'Bengt B',
        bankAccount: '8327-9 999 999 999',
      }),
    );
    cells.push({ action: 'test onboarding POST', caller: 'other', verdict: String(filled.status) });
    expect(filled.status).toBe(303);
    expect(filled.headers.get('location')).toContain('fel=');
    expect(await payoutState()).toEqual(before);
  });
});
