import type { Metadata } from 'next';
import { getDb } from '@/platform/database';
import { YourLotList } from '@/modules/bidding/components/your-lot-list';
import Link from '@/ui/link';
import { guardPage } from '@/modules/accounts/server';
import { listWatchlist } from '@/modules/watchlist/server';
import { buttonClass } from '@/ui/button';

export const metadata: Metadata = { title: 'Mina bevakningar', robots: { index: false } };

async function load(userId: string) {
  const lots = await listWatchlist(await getDb(), userId);
  // The server's clock for this render: countdowns correct the device's clock by it.
  return { lots, serverNow: Date.now() };
}

/** The watchlist (requireAuth): the watched lots with live prices, soonest ending first. */
export default async function WatchlistPage() {
  const { me, denied } = await guardPage({ next: '/user/watchlist', sessionOnly: true });
  if (!me) return denied;
  const { lots, serverNow } = await load(me.id);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Brödsmulor" className="text-sm text-muted">
        <Link href="/user" className="inline-flex min-h-11 items-center hover:text-ink">
          Mitt konto
        </Link>
      </nav>
      <h1 className="font-serif text-3xl font-semibold">Mina bevakningar</h1>
      <p className="mt-1 text-sm text-muted">Föremål du följer. Priserna uppdateras medan du tittar; de som slutar först står överst.</p>
      <div className="mt-6">
        <YourLotList
          lots={lots}
          serverNow={serverNow}
          removable
          label="Bevakade föremål"
          testId="watchlist"
          empty={
            <div className="rounded-2xl bg-ground px-6 py-10 text-center">
              <p className="font-serif text-xl font-semibold">Du bevakar inga föremål än</p>
              <p className="mx-auto mt-2 max-w-sm text-sm text-muted">
                Tryck på hjärtat på ett föremål du gillar, så samlas det här och vi påminner dig innan auktionen slutar.
              </p>
              <Link href="/auktioner" className={buttonClass('primary', 'md', 'mt-5')}>
                Utforska auktionerna
              </Link>
            </div>
          }
        />
      </div>
    </div>
  );
}
