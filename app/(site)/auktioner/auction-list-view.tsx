import type { ComponentProps } from 'react';
import { AuctionResults } from '@/modules/auctions/components/auction-results';
import { lotPath } from '@/modules/catalog';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';

/**
 * The auction list with the watch heart on each card: what the page renders on the server and
 * AuctionBrowser renders in the browser (the auctions module may not import the watchlist's).
 */
export function AuctionListView(props: Omit<ComponentProps<typeof AuctionResults>, 'corner'>) {
  return <AuctionResults {...props} corner={(lot) => <CardWatchButton auctionId={lot.id} href={lotPath(lot)} />} />;
}
