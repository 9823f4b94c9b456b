import 'server-only';
import Link from '@/ui/link';
import { Pager } from '@/ui/pager';
import { getDb } from '@/platform/database';
import { VALUATION_STATUSES, type ValuationStatus } from '@/keys';
import { AdminNav } from '../admin-nav';
import { VALUATION_STATUS_ADMIN_LABELS } from '@/modules/valuations';
import { StatusBadge, ValuationPhoto, formatValuationDate } from '@/modules/valuations/components/valuation-parts';
import { listValuations } from '@/modules/valuations/server';
import { formatEstimate, formatSek } from '@/ui/format';

/** The tabs' order: the studio's work first. */
const TABS: ValuationStatus[] = ['pending', 'accepted', 'waiting', 'published', 'rejected'];

function parseStatus(value: string | undefined): ValuationStatus {
  return (VALUATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ValuationStatus) : 'pending';
}

/** The studio's valuation queue: one status at a time (new requests first, oldest first), with counts. */
export async function AdminValuationsPage({ searchParams: params }: { searchParams: { status?: string; sida?: string } }) {
  const status = parseStatus(params.status);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.sida ?? '1', 10) || 1));
  const result = await listValuations(await getDb(), { status, page });
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const href = (s: ValuationStatus, p = 1) =>
    `/admin/varderingar?${new URLSearchParams({ ...(s !== 'pending' ? { status: s } : {}), ...(p > 1 ? { sida: String(p) } : {}) })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav current="varderingar" />
      <h1 className="font-serif text-3xl font-semibold">Värderingar</h1>
      <nav aria-label="Status" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={href(tab)}
                aria-current={tab === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-line px-4 text-sm hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {VALUATION_STATUS_ADMIN_LABELS[tab]}
                <span className="tabular rounded-full bg-ground px-2 text-xs text-ink">{result.counts[tab]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {result.valuations.length === 0 ? (
        <p className="mt-6 rounded-lg bg-ground px-4 py-8 text-center text-muted">Inga värderingar här just nu.</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="valuation-queue">
          {result.valuations.map((valuation) => (
            <li key={valuation.id}>
              <Link
                href={`/admin/varderingar/${valuation.id}`}
                className="flex h-full gap-3 rounded-xl border border-line p-3 transition-colors hover:border-ink"
              >
                <ValuationPhoto src={valuation.images[0]?.thumbUrl ?? null} alt="" className="h-24 w-24 shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium leading-snug">{valuation.title}</span>
                  <span className="mt-1 block truncate text-sm text-muted">{valuation.seller.name}</span>
                  <span className="mt-1 block text-xs text-muted">
                    {valuation.categoryLabel} · {formatValuationDate(valuation.createdAt)}
                  </span>
                  <span className="tabular mt-1.5 block text-sm">
                    {valuation.estimateLow !== null
                      ? `Utrop ${formatEstimate(valuation.estimateLow, valuation.estimateHigh)}`
                      : valuation.hopedPrice !== null
                        ? `Önskar ${formatSek(valuation.hopedPrice)}`
                        : null}
                  </span>
                  {status === 'rejected' ? (
                    <span className="mt-1 block">
                      <StatusBadge status="rejected" label={valuation.sellerAnsweredAt ? 'Säljaren avböjde' : 'Studion tackade nej'} />
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(p) => href(status, p)} />
    </div>
  );
}
