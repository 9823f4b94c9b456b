import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import { valuations } from '@/modules/valuations/tables';
import { CONTENT_PAGE_IDS } from '@/modules/content/page-ids';
import type { Callable } from '@/platform/callable/define';
import { answerCall } from '@/platform/callable/handle';
import { getCaller } from '@/modules/accounts/caller';
import { functionRegistry } from '@/server/functions';
import { postJson } from '../setup/app-fetch';
import {
  answerProblem,
  baseType,
  BOUNDARY_NUMBERS,
  BOUNDARY_OTHER,
  BOUNDARY_STRINGS,
  deepArray,
  deepObject,
  HUGE_STRING,
  objectFor,
  sampleFor,
  toJson,
  valuesFor,
  type FuzzPools,
} from '../setup/fuzz';
import { createLot, createSignedInUser, storedBids, type TestUser } from '../setup/lots';
import { call, sellLot } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Hostile input to every callable function and connector action, generated from
 * the function registry so a new action is fuzzed the moment it is registered. Each is called
 * through the real route handler as an admin (past every access check, so the input schema and the
 * handler are what meet the input) and as a plain user, with `data` derived from its zod input
 * schema: per declared key a value it might accept (real ids from a small fixture among them, so
 * what runs after the lookup is reached too), a value of the wrong type, or a hostile one — huge,
 * negative, fractional, ±Infinity, 1e308, past MAX_SAFE_INTEGER, SQL and script injection, NUL,
 * lone surrogates, RTL overrides, joiners, combining marks, nesting deeper than the stack — and
 * unknown keys. Then raw bodies: not JSON, arrays, no `data`, over the size limit.
 *
 * Every answer: never a 5xx; a refusal is `{error: {status, message}}` with a known code, the HTTP
 * status of that code and a precise message (no stack, no exception name, no generic failure).
 */

const SEED = Number(process.env.KLUBBAN_FUZZ_SEED ?? 20_261_127);
/** Cases per action and caller; sized so the file stays within its CI budget (~40 s) on each engine. */
const RUNS = Number(process.env.KLUBBAN_FUZZ_RUNS ?? 14);

interface Target {
  label: string;
  fn: string;
  action: string | null;
  callable: Callable;
}

const TARGETS: Target[] = Object.entries(functionRegistry).flatMap(([fn, definition]): Target[] =>
  definition.kind === 'connector'
    ? Object.entries(definition.actions).map(([action, callable]) => ({ label: action, fn, action, callable }))
    : [{ label: fn, fn, action: null, callable: definition.callable }],
);

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Chef', admin: true });
const user = t.signedInUser({ firstName: 'Vanlig' });
const pools: FuzzPools = {};
let cases = 0;
const refusals = new Map<string, number>();

/** The object shape an input schema declares (through refinements and pipes), or null. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = (
    schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType } } }
  )._zod.def;
  if (def.type === 'object') return def.shape!;
  if (def.type === 'pipe') return shapeOf(def.in!);
  if (def.innerType) return shapeOf(def.innerType);
  return null;
}

/** `data` for one call: the action, and the rest from its input schema. */
function dataFor(target: Target): fc.Arbitrary<unknown> {
  const shape = shapeOf(target.callable.input);
  const rest: fc.Arbitrary<unknown> = shape ? objectFor(shape, pools) : valuesFor(target.callable.input, pools);
  return rest.map((value) => {
    if (!target.action) return value;
    const data = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { value };
    return Object.assign({ action: target.action }, data);
  });
}

async function send(fn: string, body: string, headers: Record<string, string>): Promise<string | null> {
  cases++;
  const response = await postJson(`/api/functions/${fn}`, body, headers);
  const text = await response.text();
  const problem = answerProblem(response.status, text);
  if (!problem && response.status !== 200) {
    const { error } = JSON.parse(text) as { error: { status: string; message: string } };
    const key = `${error.status}: ${error.message.slice(0, 80)}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  return problem;
}

async function uploadRow(owner: TestUser): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await t.database.db
    .insert(uploads)
    .values({ key, ownerId: owner.id, status: 'ready', fileName: 'vas.jpg', format: 'jpeg', width: 1200, height: 900 });
  return key;
}

beforeAll(async () => {
  const db = t.database.db;
  // Users the admin may disable, demote or sign out: never the callers themselves.
  const victims = [await createSignedInUser(db, { firstName: 'Offer' }), await createSignedInUser(db, { firstName: 'Annan' })];
  const live = await createLot(db, { buyNowPrice: 5000, reservePrice: 2000, sellerId: victims[0]!.id });
  const other = await createLot(db, { startPrice: 500 });
  const draft = await createLot(db, { status: 'draft' });
  const order = await sellLot(db, { buyer: user, hammer: 1200 });
  const victimOrder = await sellLot(db, { buyer: victims[1]!, hammer: 800, shippingPrice: null });
  await call({ action: 'BID_ON_AUCTION', auctionId: live.id, amount: 1000 }, victims[1]);
  const bidIds = (await storedBids(db, live.id)).map((bid) => bid.id);
  const [valuation] = await db
    .insert(valuations)
    .values({ sellerId: user.id, title: 'Vas', description: 'En vas', category: 'OVRIGT' })
    .returning({ id: valuations.id });
  const [notification] = await db
    .insert(notifications)
    .values({ userId: user.id, type: 'OUTBID', title: 'Du har blivit överbjuden' })
    .returning({ id: notifications.id });
  const [email] = await db
    .insert(emailOutbox)
    .values({ template: 'TEST_EMAIL', toAddress: 'offer@example.se', subject: 'Test', html: '<p>Test</p>', text: 'Test' })
    .returning({ id: emailOutbox.id });
  const invite = await call({ action: 'INVITE_TO_TEAM', email: 'ny.kollega@example.se', kind: 'team' }, admin);
  const page = await call({ action: 'GET_PAGE', pageId: '/om-oss', draft: true }, admin);
  expect(page.status).toBe(200);
  const blockIds: string[] = [];
  const walk = (nodes: Array<{ id: string; children?: unknown[] }>) => {
    for (const node of nodes) {
      blockIds.push(node.id);
      walk((node.children ?? []) as typeof nodes);
    }
  };
  walk(page.body.result.page.blocks);
  const uploadKeys = [await uploadRow(user), await uploadRow(user), await uploadRow(admin)];

  const auctionIds = [live.id, other.id, draft.id, order.auctionId, victimOrder.auctionId];
  Object.assign(pools, {
    auctionId: auctionIds,
    auctionIds,
    itemId: [live.itemId, other.itemId, draft.itemId],
    bidId: bidIds,
    orderId: [order.id, victimOrder.id],
    valuationId: [valuation!.id],
    notificationId: [notification!.id],
    emailId: [email!.id],
    userId: victims.map((victim) => victim.id),
    inviteId: [invite.body.result?.invite?.id ?? invite.body.result?.id ?? 'inv_missing'],
    pageId: CONTENT_PAGE_IDS,
    blockId: blockIds.slice(0, 12),
    parentId: [null, ...blockIds.slice(0, 4)],
    beforeId: [null, ...blockIds.slice(0, 4)],
    baseVersion: [0, 1, 2],
    version: [1, 2],
    images: uploadKeys,
    key: ['test/lot-1.jpg', ...uploadKeys],
    sessionId: ['fuzz-session-0001'],
    email: ['anna@example.se', user.email],
    amount: [1000, 1100, 5000, 100_000_000],
    startPrice: [100, 1000],
    estimateLow: [1000],
    estimateHigh: [2000],
    reservePrice: [null, 1500],
    trackingNumber: ['ABC123456SE'],
    postalCode: ['118 21', '11821'],
    phone: ['070-123 45 67', '+46701234567'],
  } satisfies FuzzPools);
}, 120_000);

afterAll(async () => {
  // The figures the issue asks for: how much ran, and which refusals it met most.
  const sorted = [...refusals.entries()].sort((a, b) => b[1] - a[1]);
  // For reading every distinct refusal (bench:fuzz): KLUBBAN_FUZZ_REFUSALS=<file>.
  if (process.env.KLUBBAN_FUZZ_REFUSALS)
    writeFileSync(process.env.KLUBBAN_FUZZ_REFUSALS, sorted.map(([key, n]) => `${n}\t${key}`).join('\n'));
  const top = sorted.slice(0, 8);
  console.log(
    `fuzz-actions on ${testEngine}: ${TARGETS.length} functions and actions, ${cases} hostile calls, ` +
      `${refusals.size} distinct refusals; most frequent:\n  ${top.map(([key, n]) => `${n} × ${key}`).join('\n  ')}`,
  );
});

describe(`hostile input to every action on ${testEngine}`, () => {
  it('covers the registry', () => {
    expect(TARGETS.length).toBeGreaterThan(80);
  });

  it.each(TARGETS.map((target) => [target.label, target] as const))('%s: never a 5xx, every refusal precise', async (_label, target) => {
    // A plain user is stopped at the gate of an admin action before the input is read: two cases show it.
    for (const [caller, runs] of [
      [admin, RUNS],
      [user, target.callable.access === 'admin' ? 2 : RUNS],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(dataFor(target), async (data) => {
          const problem = await send(target.fn, toJson({ data }), caller.auth);
          expect(problem, `${target.label} as ${caller === admin ? 'admin' : 'user'}`).toBeNull();
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true },
      );
    }
    // The boundary sweep: one key at a time takes each boundary value, every other key a value it
    // accepts (real ids), so what the handler does with that one value is reached.
    const shape = shapeOf(target.callable.input) ?? {};
    const base = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, sampleFor(schema, pools, key)]));
    const problems: string[] = [];
    for (const [key, schema] of Object.entries(shape)) {
      const type = baseType(schema);
      const values = type === 'number' ? BOUNDARY_NUMBERS : type === 'string' ? BOUNDARY_STRINGS : BOUNDARY_OTHER;
      for (const value of values) {
        const data = { ...(target.action ? { action: target.action } : {}), ...base, [key]: value };
        const caller = target.callable.access === 'admin' ? admin : user;
        const problem = await send(target.fn, toJson({ data }), caller.auth);
        if (problem) problems.push(`${key} = ${toJson(value).slice(0, 40)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('raw hostile bodies: not JSON, arrays, no data, oversized, deeply nested', async () => {
    const action = (rest: string) => `{"data":{"action":"GET_ORDER"${rest}}}`;
    const bodies = [
      '',
      'not json',
      '{',
      'null',
      '[]',
      '[{"data":{}}]',
      '"data"',
      '42',
      '{}',
      '{"data":null}',
      '{"data":[]}',
      '{"data":"GET_ORDER"}',
      '{"data":{}}',
      '{"data":{"action":""}}',
      '{"data":{"action":42}}',
      '{"data":{"action":"__proto__"}}',
      '{"data":{"action":"constructor"}}',
      '{"data":{"action":"toString"}}',
      '{"data":{"action":"hasOwnProperty"}}',
      `{"data":{"action":${JSON.stringify(HUGE_STRING)}}}`,
      '{"data":{"action":"GET_ORDER","action":"SET_USER_ADMIN"}}',
      '{"__proto__":{"data":{"action":"GET_ORDER"}}}',
      action(',"orderId":1e999'),
      action(',"orderId":-0'),
      action(',"orderId":NaN'),
      action(`,"orderId":${toJson(deepArray(100_000))}`),
      action(`,"orderId":${toJson(deepObject(50_000))}`),
      action(',"orderId":"1"'),
      action(',"orderId":" 1 "'),
      action(',"orderId":"0x1"'),
      action(',"orderId":[1]'),
      `{"data":{"action":"UPDATE_PROFILE","firstName":"${'x'.repeat(1_100_000)}"}}`,
      `{"data":{"action":"UPDATE_PROFILE","firstName":"${'\\u0000'.repeat(10)}"}}`,
      '{"data":{"action":"UPDATE_PROFILE","firstName":"\\ud800"}}',
      '\uFEFF{"data":{"action":"LIST_MY_ORDERS"}}',
      '{"data":{"action":"LIST_MY_ORDERS"}}garbage',
    ];
    const problems: string[] = [];
    for (const body of bodies) {
      for (const caller of [admin.auth, user.auth, {}]) {
        const problem = await send('connector', body, caller);
        if (problem) problems.push(`connector ${body.slice(0, 60)}: ${problem}`);
      }
    }
    for (const fn of ['requestPasswordReset', 'nonexistent', '__proto__', 'constructor', 'hasOwnProperty', '..%2Fconnector']) {
      for (const body of bodies.slice(0, 14)) {
        const problem = await send(fn, body, admin.auth);
        if (problem) problems.push(`${fn} ${body.slice(0, 60)}: ${problem}`);
      }
    }
    // A Content-Length above the limit is refused before the body is read; one that lies or is not a
    // number is not trusted (the body is measured). Through answerCall: a web Request sets its own length.
    for (const length of ['1000001', '99999999999999999999', '-1', 'abc', '1e999', '0']) {
      cases++;
      const answer = await answerCall(
        'connector',
        {
          headers: new Headers({ ...user.auth, 'content-type': 'application/json', 'content-length': length }),
          readText: async () => '{"data":{"action":"LIST_MY_ORDERS"}}',
        },
        { registry: functionRegistry, resolveCaller: getCaller },
      );
      const problem = answerProblem(answer.status, answer.body);
      if (problem) problems.push(`content-length ${length}: ${problem}`);
      if (length === '1000001' || length === '99999999999999999999' || length === '1e999') expect(answer.status, length).toBe(400);
    }
    expect(problems).toEqual([]);
  });
});
