/**
 * `npm run bench:bid-history`: what folding the bid history costs on a read (docs/decisions/0031).
 * 1. The fold alone (price-fold.ts `bidHistory`) over 500 bids: 2–5 bidders raising each other,
 *    and the worst case of 500 different bidders (the fold scans every bidder's standing per bid).
 * 2. getAuction (the lot page's and GET /api/auctions/{id}'s read) of a lot with 500 bids on an
 *    in-memory PGlite, against the same read of a lot with no bids.
 */
import { performance } from 'node:perf_hooks';
import { bidHistory, priceStanding, type HistoryBid } from '../src/modules/auctions/domain/price-fold';
import { incrementFor } from '../src/modules/auctions/domain/increments';
import { placeBid } from '../src/modules/bidding/domain/engine';
import { getAuction } from '../src/modules/auctions/queries/get-auction';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { createLot, createSignedInUser } from '../tests/setup/lots';
import { bids as bidsTable } from '../src/modules/auctions/tables';

const terms = { startPrice: 500, reservePrice: 3000 };

/** 500 accepted bids as the engine would accept them, from `bidders` people taking turns at random. */
function auction(bidders: string[], count = 500): HistoryBid[] {
  const list: HistoryBid[] = [];
  let standing = { currentPrice: null as number | null, leaderId: null as string | null, leaderMax: null as number | null, bidCount: 0 };
  const clock = { status: 'live' as const, startsAt: new Date(0), endsAt: new Date(8.64e15) };
  while (list.length < count) {
    const bidderId = bidders[Math.floor(Math.random() * bidders.length)]!;
    const floor = standing.currentPrice === null ? terms.startPrice : standing.currentPrice + incrementFor(standing.currentPrice);
    const maxAmount = Math.max(floor, (standing.leaderMax ?? 0) + 1) + Math.floor(Math.random() * 3) * incrementFor(floor);
    const result = placeBid({
      terms: { ...terms, buyNowPrice: null, sellerId: null },
      clock,
      standing,
      bidderId,
      maxAmount,
      now: new Date(list.length),
    });
    if (!result.ok) continue;
    standing = result.state;
    const id = list.length + 1;
    list.push({ id, bidderId, maxAmount, sequence: id, placedAt: new Date(id * 1000) });
  }
  return list;
}

function time(label: string, run: () => unknown, rounds = 2000) {
  for (let i = 0; i < 200; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  console.log(`${label.padEnd(58)} median ${at(0.5).toFixed(3)} ms  p95 ${at(0.95).toFixed(3)} ms`);
}

const few = auction(['a', 'b', 'c', 'd', 'e']);
const many = auction(Array.from({ length: 500 }, (_, i) => `u${i}`));
time('fold, 500 bids from 5 bidders', () => bidHistory(terms, few));
time('fold, 500 bids from up to 500 bidders', () => bidHistory(terms, many));
time('price alone (priceStanding), 500 bids from 5 bidders', () => priceStanding(terms, few));

const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
const db = database.db;
const people = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => createSignedInUser(db, { firstName: name })));
const idOf = new Map(['a', 'b', 'c', 'd', 'e'].map((name, i) => [name, people[i]!.id]));
const hot = await createLot(db, { startPrice: terms.startPrice, reservePrice: terms.reservePrice });
const empty = await createLot(db, { startPrice: terms.startPrice });
await db.insert(bidsTable).values(
  few.map((bid) => ({
    auctionId: hot.id,
    bidderId: idOf.get(bid.bidderId)!,
    maxAmount: bid.maxAmount,
    amount: bid.maxAmount,
    placedAt: bid.placedAt,
  })),
);
const view = await getAuction(db, hot.id, people[0]!.id);
console.log(`lot with 500 bids: ${view!.bids.length} history rows (${view!.bids.filter((row) => row.automatic).length} automatic)`);
const rounds = 300;
async function timeRead(label: string, id: number) {
  for (let i = 0; i < 30; i++) await getAuction(db, id, people[0]!.id);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await getAuction(db, id, people[0]!.id);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(58)} median ${samples[rounds >> 1]!.toFixed(3)} ms  p95 ${samples[Math.floor(rounds * 0.95)]!.toFixed(3)} ms`,
  );
}
await timeRead('getAuction on PGlite, lot with 500 bids', hot.id);
await timeRead('getAuction on PGlite, lot with no bids', empty.id);
await database.close();
