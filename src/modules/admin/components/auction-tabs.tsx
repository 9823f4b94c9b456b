import Link from '@/ui/link';
import type { AdminAuctionTab } from '@/modules/auctions/server';

export const TAB_LABELS: Record<AdminAuctionTab, string> = {
  draft: 'Utkast',
  scheduled: 'Schemalagda',
  live: 'Pågående',
  ended: 'Avslutade',
};

const TABS: AdminAuctionTab[] = ['draft', 'scheduled', 'live', 'ended'];

const tabClass =
  'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap border-b-2 border-transparent px-3 text-sm text-muted hover:text-ink aria-[current=page]:border-ink aria-[current=page]:font-medium aria-[current=page]:text-ink';

/** The console's auction tabs: this week's sale, then the lots by status with their counts. */
export function AuctionTabs({ current, counts }: { current: AdminAuctionTab | 'vecka'; counts: Record<AdminAuctionTab, number> }) {
  const href = (tab: AdminAuctionTab) => `/admin/auktioner?${new URLSearchParams({ status: tab })}`;
  return (
    <nav aria-label="Status" className="-mx-4 mt-6 overflow-x-auto px-4">
      <ul className="flex gap-1 border-b border-line">
        <li>
          <Link href="/admin/auktioner/vecka" aria-current={current === 'vecka' ? 'page' : undefined} className={tabClass}>
            Veckans auktion
          </Link>
        </li>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link href={href(tab)} aria-current={tab === current ? 'page' : undefined} className={tabClass}>
              {TAB_LABELS[tab]}
              <span className="tabular rounded-full bg-ground px-2 text-xs">{counts[tab]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
