import type { ComponentProps } from 'react';
import { AuctionResults } from '@/modules/auctions/components/auction-results';
import { lotPath } from '@/modules/catalog';
import { auctionSearchHref } from '@/modules/auctions';
import { SaveSearchButton } from '@/modules/watchlist/components/save-search-button';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';

/**
 * The auction list with the watch heart on each card and "Bevaka sökning": what the page renders
 * on the server and AuctionBrowser renders in the browser (the auctions module may not import the
 * watchlist's).
 */
export function AuctionListView(props: Omit<ComponentProps<typeof AuctionResults>, 'corner' | 'action'>) {
  const { search, categories, archive } = props.options;
  // The archive of what sold (docs/decisions/0047) has nothing to watch or to be alerted of.
  if (archive) return <AuctionResults {...props} corner={() => null} />;
  return (
    <AuctionResults
      {...props}
      corner={(lot) => <CardWatchButton auctionId={lot.id} href={lotPath(lot)} />}
      action={<SaveSearchButton search={search} categories={categories} listHref={auctionSearchHref({ search, categories })} />}
    />
  );
}
