import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/modules/accounts/tables';
import type { Access } from '@/platform/callable/define';
import { functionRegistry } from '@/server/functions';
import { postJson } from '../setup/app-fetch';
import { createSignedInUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The authorisation matrix of the callable protocol (docs/product.md §4, §5, §9 "Console"), generated
 * from the function registry, so a new action is in it the moment it is registered: every function
 * and connector action × {visitor, user, disabled user, disabled admin, admin}, called through the
 * real route handler with an empty body. The answer must be the one its declared `access` demands:
 *
 * - a visitor: UNAUTHENTICATED for 'user' and 'admin';
 * - a disabled user (and a disabled admin): UNAUTHENTICATED for everything needing a user — §5, a
 *   disabled user is signed out at once; here their session row still exists and must not count;
 * - a user: PERMISSION_DENIED for 'admin';
 * - an admin: never refused for who they are (INVALID_ARGUMENT for the empty body and the like is
 *   fine), and no caller ever gets a 500.
 *
 * The lists of admin and public actions are written out below as well: a new admin action, or an
 * action open to anyone, has to be added there on purpose.
 *
 * Past the gate: authorization-owned.test.ts calls every user action with another user's ids (owner
 * versus others), and tests/e2e/authorization-pages.test.ts every page and route handler over HTTP.
 */

const ADMIN_ACTIONS = [
  'ADMIN_PREVIEW_REMOVE_BID',
  'ADMIN_REMOVE_BID',
  'ADMIN_SEARCH',
  'ANSWER_LOT_QUESTION',
  'ANSWER_ORDER_PROBLEM',
  'ANSWER_VALUATION_REQUEST',
  'CANCEL_ORDER',
  'CLEAR_ENDED',
  'COMPLETE_AUCTION',
  'CREATE_AUCTION_FROM_ITEM',
  'CREATE_AUCTION_WITH_ITEM',
  'CREATE_ITEM',
  'CREATE_ITEM_FROM_VALUATION',
  'DELETE_BLOCK',
  'DUPLICATE_BLOCK',
  'END_AUCTION_NOW',
  'GET_ADMIN_AUCTION',
  'GET_ADMIN_ORDER',
  'GET_DASHBOARD',
  'GET_ITEM',
  'GET_USER',
  'HIDE_FROM_ARCHIVE',
  'INVITE_TO_TEAM',
  'LIST_ADMIN_AUCTIONS',
  'LIFT_BIDDING_BLOCK',
  'LIST_AUDIT_LOG',
  'LIST_BARRIER_REPORTS',
  'LIST_CONTENT_VERSIONS',
  'LIST_JOBS',
  'LIST_ORDERS',
  'LIST_TEAM_INVITES',
  'LIST_USERS',
  'LIST_VALUATIONS',
  'MARK_AS_SHIPPED',
  'MARK_WITHDRAWAL_RETURNED',
  'MOVE_BLOCK',
  'OFFER_SECOND_CHANCE',
  'PING_CONTENT_EDITOR',
  'PUBLISH_AUCTION',
  'PUBLISH_CONTENT',
  'RECORD_WITHDRAWAL',
  'REFUND_ORDER',
  'RELEASE_FUNDS',
  'RELIST_AUCTION',
  'RESOLVE_ORDER_PROBLEM',
  'REORDER_LOTS',
  'RESEND_EMAIL',
  'RESOLVE_BARRIER_REPORT',
  'RESTORE_CONTENT_VERSION',
  'REVOKE_TEAM_INVITE',
  'REVOKE_USER_SESSIONS',
  'RUN_AUKTIONSE_SYNC_UPDATES',
  'RUN_COMPLETE_AUCTIONS',
  'RUN_PURCHASE_REMINDER',
  'RUN_SCHEDULED_JOB',
  'RUN_SEARCH_BACKFILL_AUCTIONS',
  'RUN_WATCHLIST_REMINDER',
  'SAVE_BLOCK',
  'SEND_SELLER_REMINDER',
  'SEND_TEST_EMAIL',
  'SET_DELIVERY_STATUS',
  'SET_SHIPPING_INFO',
  'SET_USER_ADMIN',
  'SET_USER_DISABLED',
  'UPDATE_AUCTION_INFO',
  'UPDATE_ITEM',
];

/**
 * Callable without signing in: the newsletter sign-up, the early-access list on / (and its
 * unsubscribe link), the password reset request, and the published content pages and blocks
 * (GET_PAGE/GET_BLOCK; their drafts answer NOT_FOUND to anyone but an admin, see content.test.ts),
 * a barrier report from the accessibility statement (REPORT_BARRIER), and the stop link of the
 * saved-search e-mail (STOP_SAVED_SEARCH_MAIL: its signed token is the permission) and the newsletter's
 * confirmation link (NEWSLETTER_CONFIRM: likewise).
 */
const PUBLIC_CALLS = [
  'SUBSCRIBE',
  'EARLY_ACCESS_SIGNUP',
  'EARLY_ACCESS_UNSUBSCRIBE',
  'requestPasswordReset',
  'GET_PAGE',
  'GET_BLOCK',
  'REPORT_BARRIER',
  'STOP_SAVED_SEARCH_MAIL',
  'NEWSLETTER_CONFIRM',
];

interface Call {
  /** The action name for connector actions, the function name otherwise. */
  label: string;
  fn: string;
  action: string | null;
  access: Access;
}

const CALLS: Call[] = Object.entries(functionRegistry).flatMap(([fn, definition]): Call[] =>
  definition.kind === 'connector'
    ? Object.entries(definition.actions).map(([action, callable]) => ({ label: action, fn, action, access: callable.access }))
    : [{ label: fn, fn, action: null, access: definition.callable.access }],
);

const CALLERS = ['visitor', 'user', 'disabledUser', 'disabledAdmin', 'admin'] as const;
type CallerName = (typeof CALLERS)[number];

/** Whether the caller got in: refused for who they are, or past the gate (any other answer). */
type Verdict = 'UNAUTHENTICATED' | 'PERMISSION_DENIED' | 'past the gate';

function expected(access: Access): Record<CallerName, Verdict> {
  const signedIn = access === 'anyone' ? 'past the gate' : 'UNAUTHENTICATED';
  return {
    visitor: signedIn,
    disabledUser: signedIn,
    disabledAdmin: signedIn,
    user: access === 'admin' ? 'PERMISSION_DENIED' : 'past the gate',
    admin: 'past the gate',
  };
}

const t = fileDatabase();
const headersOf: Record<CallerName, Record<string, string>> = {
  visitor: {},
  user: {},
  disabledUser: {},
  disabledAdmin: {},
  admin: {},
};

beforeAll(async () => {
  const db = t.database.db;
  const user = await createSignedInUser(db, { firstName: 'Vanlig' });
  const admin = await createSignedInUser(db, { firstName: 'Chef', admin: true });
  const disabledUser = await createSignedInUser(db, { firstName: 'Sparrad' });
  const disabledAdmin = await createSignedInUser(db, { firstName: 'Sparradchef', admin: true });
  for (const disabled of [disabledUser, disabledAdmin]) await db.update(users).set({ banned: true }).where(eq(users.id, disabled.id));
  Object.assign(headersOf, { user: user.auth, admin: admin.auth, disabledUser: disabledUser.auth, disabledAdmin: disabledAdmin.auth });
});

async function verdictOf(call: Call, caller: CallerName): Promise<{ verdict: Verdict; status: number; code: string | null }> {
  const response = await postJson(`/api/functions/${call.fn}`, { data: call.action ? { action: call.action } : {} }, headersOf[caller]);
  const body = (await response.json()) as { error?: { status: string } };
  const code = body.error?.status ?? null;
  const verdict: Verdict = code === 'UNAUTHENTICATED' || code === 'PERMISSION_DENIED' ? code : 'past the gate';
  return { verdict, status: response.status, code };
}

describe(`the authorisation matrix on ${testEngine}`, () => {
  it('covers the registry: every action declares who may call it, and the lists above match it', () => {
    expect(CALLS.length).toBeGreaterThan(40);
    for (const call of CALLS) expect(['anyone', 'user', 'admin']).toContain(call.access);
    expect(
      CALLS.filter((call) => call.access === 'admin')
        .map((call) => call.label)
        .sort(),
    ).toEqual([...ADMIN_ACTIONS].sort());
    expect(
      CALLS.filter((call) => call.access === 'anyone')
        .map((call) => call.label)
        .sort(),
    ).toEqual([...PUBLIC_CALLS].sort());
  });

  it.each(CALLS.map((call) => [call.label, call.access, call] as const))(
    '%s (%s) answers each caller as its access demands',
    async (_label, access, call) => {
      const answers = Object.fromEntries(
        await Promise.all(CALLERS.map(async (caller) => [caller, await verdictOf(call, caller)] as const)),
      );
      expect(Object.fromEntries(CALLERS.map((caller) => [caller, answers[caller]!.verdict]))).toEqual(expected(access));
      // The refusals carry their canonical HTTP status, and nothing is a server error.
      for (const caller of CALLERS) {
        const { status, code } = answers[caller]!;
        expect(status, `${caller}: ${code}`).toBeLessThan(500);
        if (code === 'UNAUTHENTICATED') expect(status).toBe(401);
        if (code === 'PERMISSION_DENIED') expect(status).toBe(403);
      }
    },
  );
});
