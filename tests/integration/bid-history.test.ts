import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { listLotBidsForAdmin } from '@/modules/bidding/server';
import { runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { formatSek } from '@/ui/format';
import { jobHandlers } from '@/server/jobs';
import { GET as auctionRoute } from '../../app/api/auctions/[id]/route';
import { BASE, connector } from '../setup/app-fetch';
import { createLot, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The bid history tells who held the price at each amount (docs/decisions/0031).
 * The reviewer's walk, replayed through the real connector: Erik has a maximum of 1 500, Maria
 * bids a maximum of 2 000 (price 1 600), Erik bids 1 800 and Maria's maximum answers at 1 900.
 * Erik's 1 800 must stand under Erik at 1 800, Maria's automatic answer under Maria at 1 900 —
 * never "Erik 1 900" above his own maximum — in GET /api/auctions/{id}, the console's list and
 * the outbid notice.
 */

const t = fileDatabase();
const erik = t.signedInUser({ firstName: 'Erik' });
const maria = t.signedInUser({ firstName: 'Maria' });
const visitor = t.signedInUser({ firstName: 'Vera' });

const db = () => t.database.db;

async function bid(user: TestUser, auctionId: number, amount: number) {
  const response = await connector({ action: 'BID_ON_AUCTION', auctionId, amount }, user.auth);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { youLead: boolean; yourMaximum: number; auction: { currentPrice: number } } }).result;
}

interface HistoryRow {
  id: number;
  alias: string;
  amount: number;
  placedAt: string;
  automatic?: boolean;
}

async function lotAs(user: TestUser | null, auctionId: number) {
  const response = await auctionRoute(new Request(`${BASE}/api/auctions/${auctionId}`, { headers: user ? user.auth : {} }), {
    params: Promise.resolve({ id: String(auctionId) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    currentPrice: number;
    bidCount: number;
    youLead: boolean;
    yourMaximum: number | null;
    bids: HistoryRow[];
  };
}

const rows = (bids: HistoryRow[]) => bids.map((row) => [row.alias, row.amount, row.automatic]);

async function runJobs() {
  for (;;) {
    const batch = await runDueJobs(db(), jobHandlers, { workerId: 'bid-history-test', logger: getLogger() });
    if (batch.ran === 0) return;
  }
}

describe(`the bid history on ${testEngine}`, () => {
  it('credits the automatic answer to the leader and the outbid bid to its own bidder at its own maximum', async () => {
    const lot = await createLot(db(), { title: 'Skrivbordslampa', startPrice: 1000 });

    expect(await bid(erik, lot.id, 1500)).toMatchObject({ youLead: true, auction: { currentPrice: 1000 } });
    expect(await bid(maria, lot.id, 2000)).toMatchObject({ youLead: true, auction: { currentPrice: 1600 } });
    expect(await bid(erik, lot.id, 1800)).toMatchObject({ youLead: false, yourMaximum: 1800, auction: { currentPrice: 1900 } });

    // Newest first: Maria's automatic answer, Erik's 1 800, Maria's 1 600 (Erik's maximum of
    // 1 500 answered automatically just before it), Erik's first bid at the start price.
    const asErik = await lotAs(erik, lot.id);
    expect(asErik).toMatchObject({ currentPrice: 1900, bidCount: 3, youLead: false, yourMaximum: 1800 });
    expect(rows(asErik.bids)).toEqual([
      ['Budgivare 2', 1900, true],
      ['Du', 1800, false],
      ['Budgivare 2', 1600, false],
      ['Du', 1500, true],
      ['Du', 1000, false],
    ]);

    const asMaria = await lotAs(maria, lot.id);
    expect(rows(asMaria.bids)).toEqual([
      ['Du', 1900, true],
      ['Budgivare 1', 1800, false],
      ['Du', 1600, false],
      ['Budgivare 1', 1500, true],
      ['Budgivare 1', 1000, false],
    ]);
    expect(asMaria).toMatchObject({ youLead: true, yourMaximum: 2000 });

    for (const viewer of [visitor, null]) {
      const view = await lotAs(viewer, lot.id);
      expect(rows(view.bids)).toEqual([
        ['Budgivare 2', 1900, true],
        ['Budgivare 1', 1800, false],
        ['Budgivare 2', 1600, false],
        ['Budgivare 1', 1500, true],
        ['Budgivare 1', 1000, false],
      ]);
      // Existing fields stay: an id and a time on every row, newest first.
      for (const row of view.bids)
        expect(row).toEqual({
          id: expect.any(Number),
          alias: row.alias,
          amount: row.amount,
          placedAt: expect.any(String),
          automatic: row.automatic,
        });
      const times = view.bids.map((row) => Date.parse(row.placedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }

    // The console: no bid stands above its maximum; the automatic answer is listed under Maria.
    const admin = await listLotBidsForAdmin(db(), lot.id);
    for (const entry of admin) expect(entry.amount).toBeLessThanOrEqual(entry.maxAmount);
    const eriks1800 = admin.find((entry) => entry.bidderId === erik.id && entry.maxAmount === 1800)!;
    expect(eriks1800.amount).toBe(1800);
    expect(eriks1800.automatic).toMatchObject({ bidderId: maria.id, amount: 1900, after: true });
    const marias = admin.find((entry) => entry.bidderId === maria.id)!;
    expect(marias.amount).toBe(1600);
    expect(marias.automatic).toMatchObject({ bidderId: erik.id, amount: 1500, after: false });

    // Erik is told he was outbid at 1 900 by an automatic bid, not that he bid 1 900.
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, erik.id), eq(notifications.type, 'auction.outbid')))
      .orderBy(asc(notifications.id));
    expect(notices).toHaveLength(2);
    expect(notices[1]!.body).toContain('automatiskt bud');
    expect(notices[1]!.body).toContain(formatSek(1_900));
    expect(notices[1]!.body).toContain(formatSek(1_800));
    expect(await countNotices(maria)).toBe(0);

    // E-mail and push go to whoever lost the lead while away: Erik once, when Maria took it.
    await runJobs();
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, erik.email), eq(emailOutbox.template, 'OUTBID_NOTIFICATION')))
      .orderBy(asc(emailOutbox.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(formatSek(1_600));
  });
});

async function countNotices(user: TestUser) {
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'auction.outbid')));
  return rows.length;
}
