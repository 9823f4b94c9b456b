/**
 * `npm run bench:checkout`: the money path after the hammer, on PGlite on disk as `npm start` runs
 * it (BENCH_DATABASE_URL: a fresh database of its own on that PostgreSQL server instead). With
 * BENCH_ORDERS sold lots (default 200) it prints medians and p95 of:
 *   close       — the end of a sold lot (completeAuction with the sale settlement: the order, and
 *                 since decision 0045 its invoice numbered in the same transaction)
 *   checkout    — CREATE_CHECKOUT_SESSION's command with the built-in test provider (read order and
 *                 lot, open the provider's session, store the choice, expire the previous one)
 *   webhook     — a signed checkout.session.completed through the real route handler until the
 *                 order is paid (signature, event id stored, order locked and updated, receipt queued)
 *   replay      — the same event again (acknowledged, nothing changes)
 *   release     — RELEASE_FUNDS for every delivered order at once, twice each (Promise.all):
 *                 wall time, and that exactly one payout per order was written
 *   documents   — (where the books exist) drawing an issued invoice as a PDF, and the period's SIE
 *                 export of every order (events read, verifications booked, file written)
 * Figures only; no assertions beyond the count check. The same file runs on an older checkout
 * (before the books) and leaves the documents out, for a before/after of close and webhook.
 */
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const root = mkdtempSync(path.join(os.tmpdir(), 'klubban-bench-checkout-'));
process.env.KLUBBAN_DATA_DIR = root;

const { count, eq, sql } = await import('drizzle-orm');
const { openDatabase } = await import('../src/db/client.ts');
const { migrateDatabase } = await import('../src/db/migrate.ts');
const { setDatabaseForTesting } = await import('../src/platform/database.ts');
const schema = {
  ...(await import('../src/modules/catalog/tables.ts')),
  ...(await import('../src/modules/auctions/tables.ts')),
  ...(await import('../src/modules/payments/tables.ts')),
};
const { createPostgresDatabase } = await import('../tests/setup/test-db.ts');
const { createLot, createSignedInUser } = await import('../tests/setup/lots.ts');
const { placeBidOnAuction } = await import('../src/modules/bidding/commands/place-bid.ts');
const { completeAuction } = await import('../src/modules/auctions/server.ts');
const orders = await import('../src/modules/orders/server.ts');
const { signTestWebhook, TEST_SIGNATURE_HEADER, testProvider } = await import('../src/modules/payments/server.ts');
const { POST: webhookRoute } = await import('../app/api/payments/webhook/[provider]/route.ts');

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const postgres = process.env.BENCH_DATABASE_URL ? await createPostgresDatabase() : null;
const database = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: root });
await migrateDatabase(database);
setDatabaseForTesting(database);
const db = database.db;
const publicUrl = 'http://localhost:3000';
const provider = testProvider({ db: async () => db, publicUrl });

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(2)} ms · p95 ${at(0.95).toFixed(2)} ms (n=${values.length})`;
};

// Sold lots, made as the product makes them: a real bid, the real end-of-lot command and settlement.
const seller = await createSignedInUser(db, { firstName: 'Säljare' });
const buyer = await createSignedInUser(db, { firstName: 'Köpare' });
const orderIds: number[] = [];
const close: number[] = [];
for (let n = 0; n < ORDERS; n++) {
  const lot = await createLot(db, { startPrice: 500 + n * 10, sellerId: seller.id });
  await db.update(schema.items).set({ shippingPrice: 149 }).where(eq(schema.items.id, lot.itemId));
  await placeBidOnAuction(db, { userId: buyer.id, auctionId: lot.id, amount: lot.startPrice });
  await db
    .update(schema.auctions)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(schema.auctions.id, lot.id));
  const closeStarted = performance.now();
  const done = await completeAuction(db, lot.id, { settlement: orders.saleSettlement() });
  close.push(performance.now() - closeStarted);
  orderIds.push(done!.orderId!);
}

const checkout: number[] = [];
const sessions: { orderId: number; sessionId: string; amountOre: number }[] = [];
for (const [n, orderId] of orderIds.entries()) {
  const shipping = n % 2 === 0;
  const started = performance.now();
  const { sessionId } = await orders.createCheckoutSession(
    db,
    {
      orderId,
      deliveryMethod: shipping ? 'shipping' : 'pickup',
      address: shipping ? { name: 'Köpare Test', street: 'Storgatan 1', postalCode: '118 21', city: 'Stockholm' } : undefined,
      buyer: { id: buyer.id, email: buyer.email },
    },
    { provider, publicUrl },
  );
  checkout.push(performance.now() - started);
  const [session] = await db.select().from(schema.testProviderSessions).where(eq(schema.testProviderSessions.id, sessionId));
  sessions.push({ orderId, sessionId, amountOre: session!.amountOre });
}

const deliver = async (body: string) => {
  const response = await webhookRoute(
    new Request(`${publicUrl}/api/payments/webhook/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signTestWebhook(body) },
      body,
    }),
    { params: Promise.resolve({ provider: 'test' }) },
  );
  return (await response.json()) as { outcome?: string };
};
const webhook: number[] = [];
const replay: number[] = [];
const bodies: string[] = [];
for (const [n, session] of sessions.entries()) {
  const body = JSON.stringify({
    id: `evt_bench_${n}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { ...session, method: 'swish', paymentRef: `pi_bench_${n}` },
  });
  bodies.push(body);
  let started = performance.now();
  const first = await deliver(body);
  webhook.push(performance.now() - started);
  if (first.outcome !== 'paid') throw new Error(`order ${session.orderId}: ${first.outcome}`);
  started = performance.now();
  const again = await deliver(body);
  replay.push(performance.now() - started);
  if (again.outcome !== 'duplicate') throw new Error(`replay of order ${session.orderId}: ${again.outcome}`);
}

// Deliver everything four days ago (past the buyer's 3-day inspection window), then release every order twice at once.
const delivered = new Date(Date.now() - 4 * 86_400_000);
for (const [n, orderId] of orderIds.entries()) {
  await orders.setDeliveryStatus(db, { orderId, deliveryStatus: 'inStock' });
  if (n % 2 === 0) {
    await orders.setShippingInfo(db, { orderId, carrier: 'PostNord', trackingNumber: `00370712345678${n}` });
    await orders.markAsShipped(db, { orderId });
    await orders.setDeliveryStatus(db, { orderId, deliveryStatus: 'done' }, delivered);
  } else {
    await orders.setDeliveryStatus(db, { orderId, deliveryStatus: 'pickedUp' }, delivered);
  }
}
const releaseStarted = performance.now();
const results = await Promise.allSettled(
  orderIds.flatMap((orderId) => [0, 1].map(() => orders.releaseFunds(db, { orderId, by: 'admin' }))),
);
const releaseMs = performance.now() - releaseStarted;
const [payouts] = await db.select({ value: count() }).from(schema.payouts);
const released = results.filter((r) => r.status === 'fulfilled').length;

const engine = postgres ? 'PostgreSQL' : 'PGlite (disk)';
console.log(`checkout bench — ${engine}, ${ORDERS} orders`);
console.log(`  close      ${stats(close)}`);
console.log(`  checkout   ${stats(checkout)}`);
console.log(`  webhook    ${stats(webhook)}`);
console.log(`  replay     ${stats(replay)}`);
console.log(
  `  release    ${(releaseMs / 1000).toFixed(2)} s for ${ORDERS * 2} concurrent RELEASE_FUNDS (${(releaseMs / (ORDERS * 2)).toFixed(2)} ms each) · ${released} succeeded · ${payouts?.value} payouts (want ${ORDERS})`,
);
const [stray] = await db
  .execute(sql`select count(*)::int as n from orders where payment_status <> 'released'`)
  .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[]);
if (stray && stray.n !== 0) console.log(`  ! ${stray.n} orders not released`);

// The books (decision 0045), where this checkout has them.
if (typeof (orders as Record<string, unknown>).documentPdf === 'function') {
  const { documentPdf } = orders as unknown as {
    documentPdf: (db: unknown, by: { id: number }, viewer: { userId: null; admin: true }) => Promise<{ pdf: Buffer }>;
  };
  const { periodSie } = (await import('../src/modules/books/queries/books-export.ts')) as unknown as {
    periodSie: (db: unknown, from: string, to: string) => Promise<{ body: Buffer }>;
  };
  const rows = (await db
    .execute(sql`select id from sale_documents where subject = 'lot' order by id`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows))) as { id: number }[];
  const pdf: number[] = [];
  let bytes = 0;
  for (const { id } of rows.slice(0, 100)) {
    const started = performance.now();
    const drawn = await documentPdf(db, { id }, { userId: null, admin: true });
    pdf.push(performance.now() - started);
    bytes += drawn.pdf.length;
  }
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const sieTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await periodSie(db, today, today);
    sieTimes.push(performance.now() - started);
  }
  console.log(`  invoice    ${stats(pdf)} to draw a PDF (${Math.round(bytes / Math.max(1, pdf.length) / 1024)} KiB each)`);
  console.log(`  sie        ${stats(sieTimes)} to export the day: ${rows.length} sales with their payments, shipping invoices and payouts`);
}

await database.close();
await postgres?.drop();
rmSync(root, { recursive: true, force: true });
