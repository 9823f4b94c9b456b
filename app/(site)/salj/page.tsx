import type { Metadata } from 'next';
import { formatPercent } from '@/ui/format';
import { getFeeRates } from '@/modules/orders/server';
import { ContentPage } from '@/modules/content/components/content-page';

/** The description states the seller commission (docs/product.md §2), from the server's configuration. */
export async function generateMetadata(): Promise<Metadata> {
  const commission = formatPercent((await getFeeRates()).sellerCommissionPercent);
  return {
    title: 'Sälj',
    description: `Sälj konst, design och samlarföremål på Klubban. Begär en kostnadsfri värdering – ${commission} provision bara om föremålet säljs. Auktion varje söndag.`,
  };
}

/** The page's text is content blocks the studio edits; its first version is seed/salj.ts. */
export default function SellPage() {
  return <ContentPage pageId="/salj" />;
}
