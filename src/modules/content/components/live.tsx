import 'server-only';
import { cache, type ReactNode } from 'react';
import Link from '@/ui/link';
import { CATEGORY_LABELS, chipCategories, CATEGORY_KEYS } from '@/keys';
import { getDb } from '@/platform/database';
import { getEnv } from '@/platform/env';
import { DEFAULT_WEEKLY_CLOSE, INCREMENT_LADDER, nextWeeklyClose, orderAmounts, PAYMENT_DUE_DAYS, type FeeRates } from '@/modules/auctions';
import { SOFT_CLOSE_MS } from '@/modules/bidding';
import { PAYMENT_REMINDER_DAYS } from '@/modules/orders';
import { searchAuctions } from '@/modules/auctions/server';
import { IncrementList, IncrementTable } from '@/modules/auctions/components/increment-table';
import { getFeeRates } from '@/modules/orders/server';
import { EarlyAccessForm } from '@/modules/newsletter/components/early-access-form';
import { BarrierReportForm } from './barrier-report-form';
import { formatEndTime, formatEstimate, formatOre, formatPercent, formatSek } from '@/ui/format';
import { STUDIO, StudioAddress } from '@/ui/studio-address';
import { ProseLeaf } from './frames';
import type { LiveBlockName, LiveValueName } from '../domain/live';
import type { LiveValueMap } from './rich-text';
import { consentedStorage, NECESSARY_STORAGE, StorageTable } from './storage-tables';

/** The hammer price the pages' worked examples use; the fees follow from the configured rates. */
export const EXAMPLE_HAMMER_PRICE = 1_000;

/** The sell page's worked example (its "Räkneexempel" box) starts from a larger hammer price. */
export const SELL_EXAMPLE_HAMMER_PRICE = 2_000;

/** How many of the increment ladder's steps the Q&A lists before pointing to the whole table. */
const INCREMENT_STEPS_SHOWN = 5;

/** The ladder's first steps on one line, for `incrementSteps` placed inside a sentence. */
function incrementStepsText(count: number): string {
  return INCREMENT_LADDER.slice(0, count)
    .map((step, index) => {
      const next = INCREMENT_LADDER[index + 1];
      const band = !next
        ? `${formatSek(step.from)} och mer`
        : step.from === 0
          ? `under ${formatSek(next.from)}`
          : formatEstimate(step.from, next.from - 1);
      return `${band}: ${formatSek(step.increment)}`;
    })
    .join(', ');
}

const minutes = (count: number) => `${count}\u00a0${count === 1 ? 'minut' : 'minuter'}`;
const days = (count: number) => `${count}\u00a0${count === 1 ? 'dag' : 'dagar'}`;

/** Today's value of every live placeholder, from the running server's settings and rules. */
export function liveValues(rates: FeeRates): LiveValueMap {
  const example = orderAmounts(EXAMPLE_HAMMER_PRICE, rates);
  const close = DEFAULT_WEEKLY_CLOSE;
  const closeTime = `${String(close.hour).padStart(2, '0')}.${String(close.minute).padStart(2, '0')}`;
  const staggerEvery = close.staggerSeconds === 60 ? 'i minuten' : `var ${close.staggerSeconds}:e sekund`;
  return {
    buyerPremiumPercent: formatPercent(rates.buyerPremiumPercent),
    sellerCommissionPercent: formatPercent(rates.sellerCommissionPercent),
    exampleHammerPrice: formatSek(EXAMPLE_HAMMER_PRICE),
    exampleBuyerPremium: formatOre(example.buyerPremiumOre),
    exampleTotal: formatOre(example.totalOre),
    exampleSellerCommission: formatOre(example.sellerCommissionOre),
    examplePayout: formatOre(EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre),
    firstClose: `kl.\u00a0${closeTime}`,
    firstCloseTime: closeTime,
    stagger: `ett ${staggerEvery}`,
    staggerEvery,
    softClose: minutes(SOFT_CLOSE_MS / 60_000),
    paymentDue: days(PAYMENT_DUE_DAYS),
    paymentReminder: days(PAYMENT_REMINDER_DAYS),
    payoutAfterDelivery: days(getEnv().KLUBBAN_INSPECTION_DAYS),
    receiptAfterShipping: days(getEnv().KLUBBAN_RECEIPT_AFTER_SHIPPING_DAYS),
    // The right of withdrawal (docs/decisions/0043): the terms §9.4 say what the server does.
    withdrawalDays: days(getEnv().KLUBBAN_WITHDRAWAL_DAYS),
    withdrawalReturnShipping:
      getEnv().KLUBBAN_WITHDRAWAL_RETURN_PAID_BY === 'studio' ? 'Vi betalar returfrakten.' : 'Returfrakten betalar du.',
    incrementSteps: incrementStepsText(INCREMENT_STEPS_SHOWN),
    categoryCount: String(CATEGORY_KEYS.length - 1),
    studioName: STUDIO.name,
    studioStreet: STUDIO.street,
    studioPostalTown: STUDIO.postalTown,
    studioCity: STUDIO.city,
    studioEmail: { text: STUDIO.email, href: `mailto:${STUDIO.email}` },
  };
}

/** A `live` block: drawn from settings and rules, with an optional heading. */
export async function LiveBlock({ name, title, inProse }: { name: LiveBlockName; title?: string; inProse: boolean }) {
  const body = await liveBody(name, inProse);
  if (!title) return body;
  return (
    <section className="py-8">
      <h2 className="mb-5 font-serif text-2xl font-semibold">{title}</h2>
      {body}
    </section>
  );
}

/**
 * The block form of a value that has one (domain/live.ts BLOCK_FORM_VALUES): what a paragraph
 * holding nothing but that value is drawn as, inside the text's own typography. Null for a value
 * that is only text.
 */
export function liveValueBlock(name: LiveValueName) {
  switch (name) {
    case 'incrementSteps':
      return <IncrementList count={INCREMENT_STEPS_SHOWN} />;
    default:
      return null;
  }
}

/** The sell page's worked example: the commission and the payout on a hammer price, from the rates. */
async function SellFeeExample() {
  const rates = await getFeeRates();
  const example = orderAmounts(SELL_EXAMPLE_HAMMER_PRICE, rates);
  return (
    <div className="self-start rounded-2xl border border-line p-6">
      <h3 className="font-serif text-xl font-semibold">Räkneexempel</h3>
      <dl className="tabular mt-4 text-base">
        <div className="flex justify-between gap-4 py-2">
          <dt>Klubbat pris</dt>
          <dd>{formatSek(SELL_EXAMPLE_HAMMER_PRICE)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt>Provision {formatPercent(rates.sellerCommissionPercent)}</dt>
          <dd>−{formatOre(example.sellerCommissionOre)}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t border-ink pt-3 font-semibold">
          <dt>Du får</dt>
          <dd>{formatOre(SELL_EXAMPLE_HAMMER_PRICE * 100 - example.sellerCommissionOre)}</dd>
        </div>
      </dl>
    </div>
  );
}

async function liveBody(name: LiveBlockName, inProse: boolean) {
  // The prose-like ones carry the information pages' typography with them, so they read the
  // same on a wide page (the sell page's address) as in a prose column (which has it already).
  const prose = (children: ReactNode) => <ProseLeaf inProse={inProse}>{children}</ProseLeaf>;
  switch (name) {
    case 'studioAddress':
      return prose(<StudioAddress />);
    case 'studioAddressWithEmail':
      return prose(<StudioAddress withEmail />);
    case 'incrementTable':
      return prose(<IncrementTable />);
    case 'incrementList':
      return prose(<IncrementList count={INCREMENT_STEPS_SHOWN} />);
    case 'storageNecessary':
      return prose(<StorageTable caption="Nödvändiga cookies och lokal lagring" rows={NECESSARY_STORAGE} />);
    case 'storageWithConsent': {
      const env = getEnv();
      const rows = consentedStorage({
        analytics: Boolean(env.NEXT_PUBLIC_POSTHOG_KEY && env.NEXT_PUBLIC_POSTHOG_HOST),
        adTag: Boolean(env.NEXT_PUBLIC_AD_TAG_ID),
      });
      return prose(
        rows.length > 0 ? (
          <StorageTable caption="Cookies för statistik och annonsmätning (kräver samtycke)" rows={rows} />
        ) : (
          <p>Just nu sätter vi inga cookies för statistik eller annonsmätning, vad du än väljer.</p>
        ),
      );
    }
    case 'sellFeeExample':
      return <SellFeeExample />;
    case 'categoryList':
      return (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4" data-testid="sell-categories">
          {chipCategories().map((key) => (
            <li key={key} className="flex gap-2.5 border-b border-line pb-3 leading-snug sm:gap-3">
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-accent-strong" />
              {CATEGORY_LABELS[key]}
            </li>
          ))}
        </ul>
      );
    case 'earlyAccess':
      return <EarlyAccessForm />;
    case 'barrierReport':
      return <BarrierReportForm />;
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
