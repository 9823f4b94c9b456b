import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { auctions, sales } from '@/modules/auctions/tables';
import { auditLog } from '@/platform/tables';
import { reorderLots } from '@/modules/auctions/server';
import { placeBidOnAuction } from '@/modules/bidding/server';
import { auctionTopic } from '@/modules/auctions';
import { createLot, eventsOn, lotRow, type TestUser } from '../setup/lots';
import { call } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * REORDER_LOTS (docs/product.md §9 "Console", §1's stagger; docs/decisions/0016): one Sunday sale's
 * open lots in a new catalogue order, re-staggered in one transaction that locks the sale's lots;
 * refused (FAILED_PRECONDITION, naming the lot) when a lot with bids would change its end or the
 * list is not exactly the sale's open lots; a bid racing the reorder never leaves a bid-on lot moved.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const bidder = t.signedInUser({ firstName: 'Bertil' });
const db = (): Db => t.database.db;
const MINUTE = 60_000;

let saleCounter = 0;

/** A weekly sale a few days away, its lots live and staggered a minute apart from lot 1. */
async function createSale(count: number, options: { firstEndsAt?: Date; statuses?: (typeof auctions.$inferSelect)['status'][] } = {}) {
  const firstEndsAt = options.firstEndsAt ?? new Date(Date.now() + 3 * 86_400_000 + ++saleCounter * 3_600_000);
  const [sale] = await db()
    .insert(sales)
    .values({ title: `Söndagsauktion ${saleCounter}`, firstEndsAt, staggerSeconds: 60 })
    .returning();
  const lots = [];
  for (let i = 0; i < count; i++) {
    const endsAt = new Date(firstEndsAt.getTime() + i * MINUTE);
    const title = `Lot ${saleCounter}.${i + 1}`;
    const lot = await createLot(db(), { endsAt, status: options.statuses?.[i] ?? 'live', title });
    await db()
      .update(auctions)
      .set({ saleId: sale!.id, lotNumber: i + 1 })
      .where(eq(auctions.id, lot.id));
    lots.push({ ...lot, title, saleId: sale!.id, lotNumber: i + 1 });
  }
  return { sale: sale!, lots };
}

const reorder = (auctionIds: number[], who: TestUser = admin) => call({ action: 'REORDER_LOTS', auctionIds }, who);

describe(`REORDER_LOTS on ${testEngine}`, () => {
  it('swaps two lots’ numbers and end times, tells their pages, and logs both orders', async () => {
    const { sale, lots } = await createSale(3);
    const [a, b, c] = lots;
    const answer = await reorder([c!.id, b!.id, a!.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.result.auctions).toEqual([
      { id: c!.id, lotNumber: 1, endsAt: a!.endsAt.toISOString() },
      { id: b!.id, lotNumber: 2, endsAt: b!.endsAt.toISOString() },
      { id: a!.id, lotNumber: 3, endsAt: c!.endsAt.toISOString() },
    ]);
    const rowA = await lotRow(db(), a!.id);
    const rowC = await lotRow(db(), c!.id);
    expect([rowA.lotNumber, rowA.endsAt, rowA.originalEndsAt, rowA.version]).toEqual([3, c!.endsAt, c!.endsAt, a!.version + 1]);
    expect([rowC.lotNumber, rowC.endsAt]).toEqual([1, a!.endsAt]);
    expect((await lotRow(db(), b!.id)).version).toBe(b!.version);

    // The open lot pages hear the new end (and b, which did not move, hears nothing).
    const [event] = await eventsOn(db(), auctionTopic(a!.id), 'auction.updated');
    expect(event!.payload).toMatchObject({ id: a!.id, endsAt: c!.endsAt.toISOString(), version: a!.version + 1 });
    expect(await eventsOn(db(), auctionTopic(b!.id))).toEqual([]);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REORDER_LOTS'), eq(auditLog.entityId, String(sale.id))));
    expect(audit).toMatchObject({
      actorId: admin.id,
      entityType: 'sale',
      before: { order: [a!.id, b!.id, c!.id] },
      after: { order: [c!.id, b!.id, a!.id] },
    });
    expect(audit!.after).toMatchObject({ ends: { [a!.id]: c!.endsAt.toISOString(), [c!.id]: a!.endsAt.toISOString() } });
  });

  it('refuses to move a lot with bids, naming it, and changes nothing', async () => {
    const { lots } = await createSale(3);
    const [a, b, c] = lots;
    await placeBidOnAuction(db(), { userId: bidder.id, auctionId: b!.id, amount: 1500 });
    const refused = await reorder([b!.id, a!.id, c!.id]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `Nr 2 ”${b!.title}” har bud och kan inte flyttas: dess sluttid skulle ändras.`,
      details: { reason: 'HAS_BIDS', auctionId: b!.id },
    });
    expect((await lotRow(db(), a!.id)).lotNumber).toBe(1);
    // Around it, the others may swap: the lot with bids keeps its place and end.
    const around = await reorder([c!.id, b!.id, a!.id]);
    expect(around.status).toBe(200);
    expect((await lotRow(db(), b!.id)).endsAt).toEqual(b!.endsAt);
  });

  it('refuses a list that is not exactly the sale’s open lots', async () => {
    const { lots } = await createSale(3, { statuses: ['ended', 'live', 'scheduled'] });
    const [ended, b, c] = lots;
    const other = await createSale(1);
    const cases: [number[], string, string][] = [
      [[b!.id], 'MISSING', `Nr 3 ”${c!.title}” saknas i listan: ta med alla auktionens öppna lotter.`],
      [[c!.id, b!.id, c!.id], 'DUPLICATE', `Nr 3 ”${c!.title}” står två gånger i listan.`],
      [[ended!.id, c!.id, b!.id], 'NOT_OPEN', `Nr 1 ”${ended!.title}” är redan avslutad och kan inte flyttas.`],
      [[c!.id, b!.id, other.lots[0]!.id], 'SEVERAL_SALES', 'Listan blandar lotter från olika söndagsauktioner: ordna en auktion i taget.'],
    ];
    for (const [ids, reason, message] of cases) {
      const answer = await reorder(ids);
      expect(answer.body.error, reason).toMatchObject({ status: 'FAILED_PRECONDITION', message, details: { reason } });
    }
    const loose = await createLot(db(), { title: 'Lös lot' });
    expect((await reorder([loose.id])).body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: '”Lös lot” ingår inte i någon söndagsauktion.',
    });
    expect((await reorder([2_000_000_000])).body.error).toMatchObject({ status: 'NOT_FOUND' });
    expect((await reorder([])).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('Ange lotterna i sin nya ordning.'),
    });
    // The ended lot keeps number 1; the open ones swap the slots they hold.
    const fine = await reorder([c!.id, b!.id]);
    expect(fine.body.result.auctions.map((lot: { lotNumber: number }) => lot.lotNumber)).toEqual([2, 3]);
    expect((await lotRow(db(), ended!.id)).lotNumber).toBe(1);
  });

  it('is for admins only, and writes no audit row when nothing moves', async () => {
    const { sale, lots } = await createSale(2);
    expect((await reorder([lots[1]!.id, lots[0]!.id], bidder)).body.error?.status).toBe('PERMISSION_DENIED');
    expect((await call({ action: 'REORDER_LOTS', auctionIds: [lots[0]!.id] }, null)).body.error?.status).toBe('UNAUTHENTICATED');
    expect((await reorder(lots.map((lot) => lot.id))).status).toBe(200);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'REORDER_LOTS'), eq(auditLog.entityId, String(sale.id))));
    expect(logged).toEqual([]);
  });

  it('never leaves a lot with bids moved when a bid races the reorder', async () => {
    for (let round = 0; round < 8; round++) {
      const { lots } = await createSale(2);
      const [a, b] = lots;
      const [moved, bid] = await Promise.allSettled([
        reorderLots(db(), { auctionIds: [b!.id, a!.id] }),
        placeBidOnAuction(db(), { userId: bidder.id, auctionId: a!.id, amount: 1200 }),
      ]);
      expect(bid.status, `round ${round}`).toBe('fulfilled');
      const row = await lotRow(db(), a!.id);
      expect(row.bidCount).toBe(1);
      if (moved.status === 'fulfilled') {
        // The reorder went first: the bid waited for its lock and bid on the new end.
        expect(row.endsAt).toEqual(b!.endsAt);
        expect(bid.status === 'fulfilled' && bid.value.auction.endsAt).toBe(b!.endsAt.toISOString());
      } else {
        // The bid went first: the reorder saw it and refused; nothing moved.
        expect(moved.reason).toMatchObject({ code: 'FAILED_PRECONDITION', details: { reason: 'HAS_BIDS' } });
        expect([row.lotNumber, row.endsAt]).toEqual([1, a!.endsAt]);
        expect((await lotRow(db(), b!.id)).lotNumber).toBe(2);
      }
    }
  });
});
