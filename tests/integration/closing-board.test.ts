import { describe, expect, it } from 'vitest';
import { BOARD_MIN_LOTS, closingBoard } from '@/modules/auctions/queries/closing-board';
import { call } from '../setup/orders';
import { createLot, createSignedInUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * What /slutspurt lists — the live lots in end-time order, every one ending
 * within the hour and at least the next BOARD_MIN_LOTS — and the viewer's lead on each.
 */

const t = fileDatabase();
const db = () => t.database.db;
const MINUTE = 60_000;

describe(`the closing board on ${testEngine}`, () => {
  it('lists the next lots to end before the close, every lot of the last hour during it, live ones only, soonest first', async () => {
    const now = Date.now();
    // 40 lots a day away, a minute apart, and what must never show: ended, draft, scheduled, past.
    const later = [];
    for (let i = 0; i < 40; i++) later.push(await createLot(db(), { endsAt: new Date(now + 24 * 60 * MINUTE + i * MINUTE) }));
    await createLot(db(), { status: 'draft', endsAt: new Date(now + 10 * MINUTE) });
    await createLot(db(), { status: 'scheduled', startsAt: new Date(now + MINUTE), endsAt: new Date(now + 2 * 60 * MINUTE) });
    await createLot(db(), { status: 'ended', endsAt: new Date(now - MINUTE) });

    // Before the close: the next 30 to end, in order.
    let board = await closingBoard(db(), { now: new Date(now) });
    expect(board.map((lot) => lot.id)).toEqual(later.slice(0, BOARD_MIN_LOTS).map((lot) => lot.id));

    // The close has begun: 45 lots end within the hour (a minute apart), all of them show, in order.
    const closing = [];
    for (let i = 44; i >= 0; i--) closing.push(await createLot(db(), { endsAt: new Date(now + 5 * MINUTE + i * MINUTE) }));
    board = await closingBoard(db(), { now: new Date(now) });
    expect(board).toHaveLength(45);
    expect(board.map((lot) => lot.id)).toEqual(closing.map((lot) => lot.id).reverse());
    const ends = board.map((lot) => Date.parse(lot.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));

    // Half an hour on: the lots already ended (by time) are gone, the rest of the hour's remain.
    board = await closingBoard(db(), { now: new Date(now + 30 * MINUTE) });
    expect(board[0]!.id).toBe(closing.at(18)!.id); // the lot ending 31 minutes after `now`
    expect(board.every((lot) => Date.parse(lot.endsAt) > now + 30 * MINUTE)).toBe(true);
  });

  it('says where the viewer leads, with the next bid and what the confirmation needs', async () => {
    const lot = await createLot(db(), { endsAt: new Date(Date.now() + 3 * MINUTE), startPrice: 500 });
    const anna = await createSignedInUser(db());
    const erik = await createSignedInUser(db());
    expect((await call({ action: 'BID_ON_AUCTION', auctionId: lot.id, amount: 500 }, anna)).status).toBe(200);
    const [annaRow] = (await closingBoard(db(), { viewerId: anna.id })).filter((row) => row.id === lot.id);
    const [erikRow] = (await closingBoard(db(), { viewerId: erik.id })).filter((row) => row.id === lot.id);
    const [visitorRow] = (await closingBoard(db())).filter((row) => row.id === lot.id);
    expect(annaRow).toMatchObject({ youLead: true, currentPrice: 500, bidCount: 1, reserveMet: true, shippingPrice: null });
    expect(erikRow!.youLead).toBe(false);
    expect(visitorRow!.youLead).toBe(false);
    // The next bid the row offers: 500 kr plus the ladder's 50 kr step (docs/product.md §1).
    expect(annaRow!.nextMinimumBid).toBe(550);
    expect(annaRow!.originalEndsAt).toBe(annaRow!.endsAt);
  });
});
