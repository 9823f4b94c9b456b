import 'server-only';
import { cache } from 'react';
import Link from '@/ui/link';
import { CATEGORY_LABELS, chipCategories, CATEGORY_KEYS } from '@/keys';
import { getDb } from '@/db';
import { DEFAULT_WEEKLY_CLOSE, nextWeeklyClose, orderAmounts, type FeeRates } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { IncrementList, IncrementTable } from '@/modules/auctions/components/increment-table';
import { EarlyAccessForm } from '@/modules/newsletter/components/early-access-form';
import { formatEndTime, formatOre, formatPercent, formatSek } from '@/ui/format';
import { STUDIO, StudioAddress } from '@/ui/studio-address';
import type { LiveBlockName } from '../domain/live';
import type { LiveValueMap } from './rich-text';

/** The hammer price the pages' worked examples use; the fees follow from the configured rates. */
export const EXAMPLE_HAMMER_PRICE = 1_000;

/** Today's value of every live placeholder, from the running server's settings and rules. */
export function liveValues(rates: FeeRates): LiveValueMap {
  const example = orderAmounts(EXAMPLE_HAMMER_PRICE, rates);
  const close = DEFAULT_WEEKLY_CLOSE;
  return {
    buyerPremiumPercent: formatPercent(rates.buyerPremiumPercent),
    sellerCommissionPercent: formatPercent(rates.sellerCommissionPercent),
    exampleHammerPrice: formatSek(EXAMPLE_HAMMER_PRICE),
    exampleBuyerPremium: formatOre(example.buyerPremiumOre),
    exampleTotal: formatOre(example.totalOre),
    exampleSellerCommission: formatOre(example.sellerCommissionOre),
    examplePayout: formatOre(EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre),
    firstClose: `kl.\u00a0${String(close.hour).padStart(2, '0')}.${String(close.minute).padStart(2, '0')}`,
    stagger: close.staggerSeconds === 60 ? 'ett i minuten' : `ett var ${close.staggerSeconds}:e sekund`,
    categoryCount: String(CATEGORY_KEYS.length - 1),
    studioName: STUDIO.name,
    studioStreet: STUDIO.street,
    studioPostalTown: STUDIO.postalTown,
    studioCity: STUDIO.city,
    studioEmail: { text: STUDIO.email, href: `mailto:${STUDIO.email}` },
  };
}

/** A `live` block: drawn from settings and rules, with an optional heading. */
export async function LiveBlock({ name, title }: { name: LiveBlockName; title?: string }) {
  const body = await liveBody(name);
  if (!title) return body;
  return (
    <section className="py-8">
      <h2 className="mb-5 font-serif text-2xl font-semibold">{title}</h2>
      {body}
    </section>
  );
}

async function liveBody(name: LiveBlockName) {
  switch (name) {
    case 'studioAddress':
      return <StudioAddress />;
    case 'studioAddressWithEmail':
      return <StudioAddress withEmail />;
    case 'incrementTable':
      return <IncrementTable />;
    case 'incrementList':
      return <IncrementList count={5} />;
    case 'earlyAccess':
      return <EarlyAccessForm />;
    case 'categoryChips':
      return (
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
      );
    case 'saleStatus':
      return <SaleStatus />;
  }
}

/**
 * The lots closing first, once per request however many blocks ask (React's request cache): the
 * hero's sale line and an ending-soon carousel of the same size share one query.
 */
export const endingSoonLots = cache(async (pageSize: number) => searchAuctions(await getDb(), { sort: 'slutar-snart', pageSize }));

/**
 * The page the sale line reads: the size a lot carousel has by default (schema.ts), so on a page
 * with the default ending-soon carousel (the home page) the line costs no query of its own.
 */
const SALE_STATUS_PAGE_SIZE = 8;

/** "N föremål just nu. Första klubbslaget …", or when the next sale ends. */
export async function SaleStatus({ className = '' }: { className?: string }) {
  const now = new Date();
  const endingSoon = await endingSoonLots(SALE_STATUS_PAGE_SIZE);
  const first = endingSoon.items[0];
  const text =
    endingSoon.total > 0 && first
      ? `${endingSoon.total} föremål just nu. Första klubbslaget ${formatEndTime(new Date(first.endsAt))}.`
      : `Nästa auktion avslutas ${formatEndTime(nextWeeklyClose(now))}.`;
  return <p className={className}>{text}</p>;
}
