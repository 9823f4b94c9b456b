import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getDb } from '@/platform/database';
import { type AuctionSearch, auctionSearchHref, DEFAULT_PAGE_SIZE, parseAuctionSearch, type SearchParamsInput } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { AuctionBrowser } from './auction-browser';
import { AuctionListView } from './auction-list-view';

export const metadata: Metadata = { title: 'Auktioner' };

async function load(options: AuctionSearch) {
  const result = await searchAuctions(await getDb(), options);
  return { result, now: Date.now() };
}

/**
 * /auktioner (spec §4): the list the address asks for, rendered here; the lists the visitor moves
 * to from it are fetched as data by AuctionBrowser (docs/decisions/0025).
 */
export default async function AuctionsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await connection();
  // The same parse as GET /api/auctions; the page always shows a page of 24.
  const options: AuctionSearch = { ...parseAuctionSearch(await searchParams), pageSize: DEFAULT_PAGE_SIZE };
  const { result, now } = await load(options);
  return (
    <AuctionBrowser initialKey={auctionSearchHref(options)}>
      <AuctionListView options={options} result={result} now={now} />
    </AuctionBrowser>
  );
}
