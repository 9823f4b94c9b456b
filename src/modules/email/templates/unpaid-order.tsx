import { formatOre } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatEndsAt, greeting, LotImage, quoted } from './lot-parts';
import type { OrderLotEmailProps } from './order-parts';

/** A winner who did not pay, and the underbidder's second chance (docs/decisions/0042). */

export interface OrderCancelledProps extends OrderLotEmailProps {
  /** The payment deadline that passed (ISO time). */
  dueAt: string;
  /** Whether it was cancelled after the deadline (else the studio cancelled earlier, with the buyer). */
  late: boolean;
  /** Whether this cancellation blocked the buyer from bidding. */
  biddingBlocked: boolean;
}

export const orderCancelledSubject = ({ lotTitle }: OrderCancelledProps) => `Ditt köp av ${quoted(lotTitle)} är avbrutet`;

export function OrderCancelledEmail(props: OrderCancelledProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const due = formatEndsAt(props.dueAt);
  return (
    <EmailLayout
      preview="Du behöver inte betala något och ingen avgift tas ut."
      reason="Du får det här mejlet eftersom du vann en auktion på Klubban och köpet har avbrutits."
    >
      <Title>Ditt köp är avbrutet</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {props.late && due
          ? `Vi har avbrutit ditt köp av ${quoted(title)} eftersom det inte betalades senast ${due}.`
          : `Vi har avbrutit ditt köp av ${quoted(title)}.`}{' '}
        Du behöver inte betala något, och ingen avgift tas ut.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts rows={[{ label: 'Köpnummer', value: String(props.orderId) }]} />
      {props.biddingBlocked ? (
        <Paragraph>
          Flera av dina köp har nu avbrutits för att de inte betalades. Därför kan du inte lägga bud förrän studion har hävt spärren. Skriv
          till {STUDIO.email} så hjälper vi dig.
        </Paragraph>
      ) : (
        <Paragraph>Enligt våra köpvillkor kan den som flera gånger låter bli att betala stängas av från att lägga bud.</Paragraph>
      )}
      <ActionButton href={orderUrl}>Se köpet</ActionButton>
      <SmallPrint>Tror du att det är ett misstag? Skriv till {STUDIO.email}, så tittar vi på det.</SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}

export interface SecondChanceOfferProps {
  firstName: string | null;
  siteUrl: string;
  lotTitle: string;
  lotUrl: string;
  imageUrl: string | null;
  /** Whole SEK: the underbidder's own highest bid. */
  amount: number;
  /** What the order will come to before shipping, in öre: the amount plus the buyer's premium. */
  totalOre: number;
  /** When the offer ends (ISO time). */
  expiresAt: string;
  /** Where the bidder answers, e.g. /user/andra-chansen/3 */
  offerUrl: string;
}

export const secondChanceOfferSubject = ({ lotTitle }: SecondChanceOfferProps) => `Du får köpa ${quoted(lotTitle)} för ditt bud`;

export function SecondChanceOfferEmail(props: SecondChanceOfferProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const offerUrl = absoluteUrl(props.offerUrl, props.siteUrl);
  const until = formatEndsAt(props.expiresAt);
  const amount = formatOre(props.amount * 100);
  return (
    <EmailLayout
      preview={until ? `Svara senast ${until}.` : 'Svara så snart du kan.'}
      reason="Du får det här mejlet eftersom du lade det näst högsta budet på en auktion på Klubban."
    >
      <Title>En andra chans</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Den som vann {quoted(title)} betalade inte, så köpet har avbrutits. Du lade det näst högsta budet, och nu får du köpa föremålet för
        ditt eget bud, {amount}.{until ? ` Erbjudandet gäller till ${until}.` : ''}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Ditt bud', value: amount },
          { label: 'Att betala, med slagavgift', value: formatOre(props.totalOre), strong: true },
          ...(until ? [{ label: 'Svara senast', value: until }] : []),
        ]}
      />
      <Paragraph>
        Tackar du ja blir det ett vanligt köp: du betalar inom sju dagar med kort, Swish eller Klarna och väljer om du hämtar föremålet i
        studion eller vill få det skickat. Tackar du nej, eller svarar inte, händer ingenting mer.
      </Paragraph>
      <ActionButton href={offerUrl}>Svara på erbjudandet</ActionButton>
      <SmallPrint>Du är inte skyldig att köpa. Frågor? Skriv till {STUDIO.email}.</SmallPrint>
      <FallbackLink href={offerUrl} />
      <SignOff />
    </EmailLayout>
  );
}
