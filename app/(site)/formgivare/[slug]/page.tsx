import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getDb } from '@/platform/database';
import { LotCard } from '@/modules/auctions/components/lot-card';
import { lotPath, makerKeyOfSlug, makerPath } from '@/modules/catalog';
import { getMakerPage } from '@/modules/watchlist/server';
import { FollowMakerButton } from '@/modules/watchlist/components/follow-maker-button';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';

type Params = Promise<{ slug: string }>;

/** One read per render, shared by generateMetadata and the page. */
const load = cache(async (slug: string) => {
  const key = makerKeyOfSlug(slug);
  return key === null ? null : getMakerPage(await getDb(), key);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await connection();
  const page = await load((await params).slug);
  return page ? { title: page.name, alternates: { canonical: makerPath(page.makerKey) } } : {};
}

/**
 * A maker page (docs/product.md §9 "Followed makers"): the maker's live lots and sold lots (the
 * hammer price), in the list's own cards, and "Följ". A slug no live or sold lot has answers 404.
 */
export default async function MakerPage({ params }: { params: Params }) {
  await connection();
  const page = await load((await params).slug);
  if (!page) notFound();
  const now = new Date();
  const path = makerPath(page.makerKey);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20">
      <p className="text-xs font-medium uppercase tracking-widest text-muted">Formgivare och konstnärer</p>
      <h1 className="mt-2 font-serif text-3xl font-semibold tracking-tight" data-testid="maker-name">
        {page.name}
      </h1>
      <div className="mt-4">
        <FollowMakerButton maker={page.name} makerKey={page.makerKey} lotHref={path} />
      </div>

      <section className="mt-10" aria-labelledby="pagaende">
        <h2 id="pagaende" className="font-serif text-2xl font-semibold">
          Pågående auktioner
        </h2>
        {page.live.length === 0 ? (
          <p className="mt-4 rounded-lg bg-ground px-4 py-6 text-center text-muted">
            Inga föremål av {page.name} är ute på auktion just nu. Följ för att få ett meddelande när nästa kommer.
          </p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4" data-testid="maker-live">
            {page.live.map((lot, index) => (
              <LotCard
                key={lot.id}
                lot={lot}
                now={now}
                priority={index < 4}
                corner={<CardWatchButton auctionId={lot.id} href={lotPath(lot)} />}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="mt-12" aria-labelledby="salda">
        <h2 id="salda" className="font-serif text-2xl font-semibold">
          Sålda
        </h2>
        {page.sold.length === 0 ? (
          <p className="mt-4 rounded-lg bg-ground px-4 py-6 text-center text-muted">Inget av {page.name} har sålts här än.</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4" data-testid="maker-sold">
            {page.sold.map((lot) => (
              <LotCard key={lot.id} lot={lot} now={now} corner={null} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
