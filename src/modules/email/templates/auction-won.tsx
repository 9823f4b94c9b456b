import { formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatDays, LotImage, quoted } from './lot-parts';

export interface AuctionWonProps {
  firstName: string | null;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null for none. */
  imageUrl: string | null;
  /** Whole SEK, as every amount here. */
  hammerPrice: number;
  /** The buyer's premium (slagavgift), VAT included. */
  buyersPremium: number;
  /** Hammer price plus premium; shipping is added later, when booked. */
  total: number;
  /** The purchase, where the buyer pays; null sends the buyer to the account page (/user). */
  orderUrl: string | null;
  /** Days after the end within which payment is due (docs/product.md §2: 7). */
  paymentDueDays: number;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const auctionWonSubject = ({ lotTitle }: AuctionWonProps) => `Grattis! Du vann ${quoted(lotTitle)}`;

export function AuctionWonEmail(props: AuctionWonProps) {
  const name = props.firstName?.trim();
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const actionUrl = absoluteUrl(props.orderUrl ?? '/user', props.siteUrl);
  const due = formatDays(props.paymentDueDays);
  const total = formatSek(props.total);
  return (
    <EmailLayout
      preview={`Klubbat för ${formatSek(props.hammerPrice)}. Betala ${total} inom ${due}.`}
      reason="Du får det här mejlet eftersom du hade det vinnande budet i en auktion på Klubban."
    >
      <Title>{name ? `Grattis, ${name}!` : 'Grattis!'}</Title>
      <Paragraph>
        Du hade det högsta budet när auktionen för <strong>{quoted(title)}</strong> avslutades. Föremålet är nu ditt.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Klubbat pris', value: formatSek(props.hammerPrice) },
          { label: 'Slagavgift (moms ingår)', value: formatSek(props.buyersPremium) },
          { label: 'Att betala', value: total, strong: true },
        ]}
      />
      <Paragraph>
        Betalningen ska vara klar inom {due} efter att auktionen avslutades. Du betalar med kort, Swish eller Klarna via vår
        betalleverantörs säkra betalsida.
      </Paragraph>
      <Paragraph>
        Du väljer själv om du vill hämta föremålet i studion på Hornsgatan 54 i Stockholm, utan extra kostnad, eller få det skickat. Frakten
        läggs då till när den bokas. Vi hör av oss när föremålet finns hos oss.
      </Paragraph>
      <ActionButton href={actionUrl}>{props.orderUrl ? 'Betala ditt köp' : 'Till ditt konto'}</ActionButton>
      <SmallPrint>Köpet är bindande. Har du frågor om ditt köp är du välkommen att skriva till hej@klubban.se.</SmallPrint>
      <FallbackLink href={actionUrl} />
      <SignOff />
    </EmailLayout>
  );
}
