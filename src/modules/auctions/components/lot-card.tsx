import { getImageProps } from 'next/image';
import Link from '@/ui/link';
import type { ReactNode } from 'react';
import { formatEndTime, formatEstimate, formatSek, formatSoldDate, formatTimeLeft } from '@/ui/format';
import type { AuctionListItem } from '../queries/search-auctions';
import { lotPath } from '@/modules/catalog';
import { hasLeadingBid, shownPrice } from '../domain/shown-price';

/** A lot in a grid. `corner`: what sits over the photo's corner (the page passes the watch heart). */
export function LotCard({
  lot,
  now,
  priority = false,
  corner,
}: {
  lot: AuctionListItem;
  now: Date;
  priority?: boolean;
  /** Required, so that a page cannot leave the heart out by accident; pass null for none. */
  corner: ReactNode;
}) {
  const hasBids = hasLeadingBid(lot);
  const endsAt = new Date(lot.endsAt);
  const estimate = formatEstimate(lot.estimateLow, lot.estimateHigh);
  const href = lotPath(lot);
  // An ended lot that sold shows its hammer price and day (the archive of what sold, docs/decisions/0047).
  const sold = lot.status === 'ended' && lot.outcome === 'sold';
  return (
    <li className="group relative">
      <Link href={href} className="block rounded-lg focus-visible:outline-offset-4">
        <div className="relative aspect-square overflow-hidden rounded-lg bg-ground">
          {lot.imageUrl ? (
            // A plain <img> with the optimiser's srcset: the same bytes as <Image>, without a client
            // component to hydrate per card. The first row loads eagerly at high priority.
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from getImageProps
            <img
              {...getImageProps({
                src: lot.imageUrl,
                alt: lot.imageAlt,
                fill: true,
                loading: priority ? 'eager' : 'lazy',
                fetchPriority: priority ? 'high' : 'auto',
                sizes: '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw',
                className: 'object-cover transition-transform duration-300 group-hover:scale-[1.02]',
              }).props}
            />
          ) : null}
        </div>
        <div className="mt-2 space-y-0.5">
          <h3 className="line-clamp-2 text-sm font-medium leading-snug">{lot.title}</h3>
          {estimate ? <p className="text-xs text-muted">Utrop {estimate}</p> : null}
          <p className="tabular flex items-baseline justify-between gap-2 pt-1">
            <span className="text-base font-semibold">
              {sold ? (
                <span className="block text-xs font-normal text-muted">Klubbad för</span>
              ) : lot.status !== 'live' && hasBids ? (
                <span className="mr-1 text-xs font-normal text-muted">Slutpris</span>
              ) : null}
              {formatSek(shownPrice(lot))}
            </span>
            <span className="text-xs text-muted">{hasBids ? `${lot.bidCount} bud` : 'Inga bud'}</span>
          </p>
          <p className="tabular text-xs text-muted">
            <time dateTime={lot.endsAt} title={formatEndTime(endsAt)}>
              {lot.status === 'live'
                ? `${formatTimeLeft(endsAt, now)} kvar · ${formatEndTime(endsAt)}`
                : sold
                  ? `Såld ${formatSoldDate(endsAt)}`
                  : 'Avslutad'}
            </time>
          </p>
        </div>
      </Link>
      {corner}
    </li>
  );
}
