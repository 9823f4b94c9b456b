import { leadingBid } from '@/keys';
import { formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatBidCount, formatEndsAt, greeting, LotImage, quoted } from './lot-parts';

/** The props of both reminders, WATCHLIST_24H and WATCHLIST_1H. */
export interface WatchlistReminderProps {
  firstName: string | null;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null for none. */
  imageUrl: string | null;
  /** Whole SEK; null while the lot has no bids. */
  currentPrice: number | null;
  startPrice: number;
  bidCount: number;
  /** The lot's end (ISO string, or a Date before it is stored as JSON). */
  endsAt: string | Date;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const watchlist24hSubject = ({ lotTitle }: WatchlistReminderProps) => `${quoted(lotTitle)} avslutas i morgon`;
export const watchlist1hSubject = ({ lotTitle }: WatchlistReminderProps) => `${quoted(lotTitle)} avslutas om en timme`;

type Reminder = '24h' | '1h';

const wording: Record<Reminder, { when: string; title: string }> = {
  '24h': { when: 'i morgon', title: 'Föremålet du bevakar avslutas i morgon' },
  '1h': { when: 'om en timme', title: 'Nu är det en timme kvar' },
};

/** "Aktuellt pris 1 400 kr" once bid on, else the start price (the shown-price rule, src/keys/lot-price.ts). */
function priceOf(props: WatchlistReminderProps): { label: string; amount: string; hasBids: boolean } {
  const bid = leadingBid(props);
  return bid !== null
    ? { label: 'Aktuellt pris', amount: formatSek(bid), hasBids: true }
    : { label: 'Startpris', amount: formatSek(props.startPrice), hasBids: false };
}

function WatchlistReminder({ reminder, ...props }: WatchlistReminderProps & { reminder: Reminder }) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const ends = formatEndsAt(props.endsAt);
  const price = priceOf(props);
  const { when } = wording[reminder];
  const status = price.hasBids
    ? `Priset är just nu ${price.amount} efter ${formatBidCount(props.bidCount)}.`
    : `Inga bud ännu – startpriset är ${price.amount}.`;
  return (
    <EmailLayout
      preview={`${status} Auktionen avslutas ${ends ?? when}.`}
      reason="Du får det här mejlet eftersom du bevakar föremålet på Klubban. Vill du inte få fler påminnelser om det tar du bort det från dina bevakningar."
    >
      <Title>{wording[reminder].title}</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        <strong>{quoted(title)}</strong>, som du bevakar, avslutas {when}
        {ends ? ` – ${ends}` : ''}. {status}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: price.label, value: price.amount },
          { label: 'Antal bud', value: formatBidCount(props.bidCount) },
          ...(ends ? [{ label: 'Avslutas', value: ends }] : []),
        ]}
      />
      <ActionButton href={lotUrl}>Till föremålet</ActionButton>
      <SmallPrint>
        {reminder === '24h'
          ? 'Vill du inte riskera att missa slutet kan du lägga ditt maxbud redan nu. Vi bjuder automatiskt åt dig, ett budsteg i taget, upp till ditt maxbud.'
          : 'Ditt maxbud arbetar automatiskt för dig, ett budsteg i taget. Kommer ett bud in under de sista två minuterna förlängs auktionen till två minuter efter budet.'}
      </SmallPrint>
      <FallbackLink href={lotUrl} />
      <SignOff />
    </EmailLayout>
  );
}

export function Watchlist24hEmail(props: WatchlistReminderProps) {
  return <WatchlistReminder {...props} reminder="24h" />;
}

export function Watchlist1hEmail(props: WatchlistReminderProps) {
  return <WatchlistReminder {...props} reminder="1h" />;
}
