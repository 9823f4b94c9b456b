import Link from '@/ui/link';
import { connection } from 'next/server';
import { getDb } from '@/db';
import { CATEGORY_LABELS, chipCategories } from '@/keys';
import { LotCard } from '@/modules/auctions/components/lot-card';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';
import { formatEndTime } from '@/ui/format';
import { nextWeeklyClose } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { EarlyAccessForm } from '@/modules/newsletter/components/early-access-form';

export default async function HomePage() {
  await connection();
  const db = await getDb();
  const now = new Date();
  const [endingSoon, newest] = await Promise.all([
    searchAuctions(db, { sort: 'slutar-snart', pageSize: 8 }),
    searchAuctions(db, { sort: 'nyast', pageSize: 8 }),
  ]);
  const firstEnd = endingSoon.items[0] ? new Date(endingSoon.items[0].endsAt) : nextWeeklyClose(now);

  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="py-10 sm:py-16">
        <p className="text-sm font-medium uppercase tracking-widest text-muted">Veckans auktion</p>
        <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight sm:text-6xl">
          Konst och design under klubban varje söndag.
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted">
          {endingSoon.total > 0
            ? `${endingSoon.total} föremål just nu. Första klubbslaget ${formatEndTime(firstEnd)}.`
            : `Nästa auktion avslutas ${formatEndTime(nextWeeklyClose(now))}.`}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href="/auktioner"
            className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-white hover:bg-black"
          >
            Se alla auktioner
          </Link>
          <Link
            href="/salj"
            className="inline-flex min-h-12 items-center rounded-full bg-accent px-6 font-medium text-ink hover:bg-accent-strong"
          >
            Sälj med oss
          </Link>
        </div>
      </section>

      <Section title="Slutar snart" href="/auktioner?sort=slutar-snart">
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {endingSoon.items.map((lot, index) => (
            <LotCard
              key={lot.id}
              lot={lot}
              now={now}
              priority={index < 2}
              corner={<CardWatchButton auctionId={lot.id} href={lotPath(lot)} />}
            />
          ))}
        </ul>
      </Section>

      <Section title="Nytt den här veckan" href="/auktioner?sort=nyast">
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {newest.items.map((lot) => (
            <LotCard key={lot.id} lot={lot} now={now} corner={<CardWatchButton auctionId={lot.id} href={lotPath(lot)} />} />
          ))}
        </ul>
      </Section>

      <EarlyAccessForm />

      <Section title="Kategorier">
        <ul className="flex flex-wrap gap-2">
          {chipCategories().map((key) => (
            <li key={key}>
              <Link
                href={`/auktioner?category=${key}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:border-ink"
              >
                {CATEGORY_LABELS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Section({ title, href, children }: { title: string; href?: string; children: React.ReactNode }) {
  return (
    <section className="py-8">
      <div className="mb-5 flex items-baseline justify-between">
        <h2 className="font-serif text-2xl font-semibold">{title}</h2>
        {href ? (
          <Link href={href} className="text-sm font-medium underline-offset-4 hover:underline">
            Visa alla
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
