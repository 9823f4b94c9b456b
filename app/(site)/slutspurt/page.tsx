import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getDb } from '@/platform/database';
import { getEnv } from '@/platform/env';
import { getCaller } from '@/modules/accounts/server';
import { closingBoard } from '@/modules/auctions/server';
import { ClosingBoard } from '@/modules/bidding/components/closing-board';
import { listMyBids } from '@/modules/bidding/server';
import { configuredFeeRates, configuredPricing } from '@/modules/orders/server';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Slutspurt',
  description:
    'Söndagens slutspurt på Klubban: alla föremål som avslutas den närmaste timmen, med levande priser och bud direkt från listan.',
};

/**
 * /slutspurt, Sunday's closing board: the lots ending within the hour (and the
 * next ones before the close begins), live. Rendered per request: a signed-in viewer's lead and
 * outbid states are in the first render, not fetched after it.
 */
async function loadBoard() {
  const db = await getDb();
  const caller = await getCaller(await headers());
  const [lots, myBids] = await Promise.all([
    closingBoard(db, { viewerId: caller?.id ?? null }),
    caller ? listMyBids(db, caller.id) : Promise.resolve([]),
  ]);
  const onBoard = new Set(lots.map((lot) => lot.id));
  return { lots, bidOn: myBids.filter((lot) => onBoard.has(lot.id)).map((lot) => lot.id), serverNow: Date.now() };
}

export default async function ClosingBoardPage() {
  const { lots, bidOn, serverNow } = await loadBoard();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="font-serif text-3xl font-semibold">Slutspurt</h1>
      <p className="mt-1 mb-4 text-sm text-muted">
        Föremålen som avslutas härnäst, i tur och ordning. Priserna uppdateras direkt. Kommer ett bud de sista två minuterna förlängs
        föremålet till två minuter efter budet och flyttar ner i listan.
      </p>
      <ClosingBoard
        lots={lots}
        bidOn={bidOn}
        serverNow={serverNow}
        premiumPercent={configuredFeeRates().buyerPremiumPercent}
        pricing={configuredPricing()}
        withdrawalDays={getEnv().KLUBBAN_WITHDRAWAL_DAYS}
      />
    </div>
  );
}
