import { formatEstimate, formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, quoted } from './lot-parts';

export interface ValuationResponseProps {
  firstName: string | null;
  title: string;
  decision: 'accept' | 'reject';
  /** Whole SEK; set when accepted. */
  estimateLow: number | null;
  estimateHigh: number | null;
  startPrice: number | null;
  reservePrice: number | null;
  /** The studio's message with an offer, or null. */
  message: string | null;
  /** Why the studio declines, when rejected. */
  reason: string | null;
  /** The seller's valuations: /user#varderingar. */
  url: string;
  siteUrl: string;
}

export const valuationResponseSubject = (props: ValuationResponseProps) =>
  props.decision === 'accept'
    ? `Din värdering av ${quoted(props.title)} är klar`
    : `Svar på din värderingsförfrågan om ${quoted(props.title)}`;

export function ValuationResponseEmail(props: ValuationResponseProps) {
  const url = absoluteUrl(props.url, props.siteUrl);
  if (props.decision === 'reject') {
    return (
      <EmailLayout
        preview="Vi tar tyvärr inte in föremålet den här gången."
        reason="Du får det här mejlet eftersom du har skickat en värderingsförfrågan till Klubban."
      >
        <Title>{greeting(props.firstName)}</Title>
        <Paragraph>
          Tack för att du ville sälja <strong>{quoted(props.title)}</strong> hos oss. Vi har tittat på det och tar tyvärr inte in det den
          här gången.
        </Paragraph>
        {props.reason ? <Paragraph>{props.reason}</Paragraph> : null}
        <Paragraph>Du är alltid välkommen tillbaka med andra föremål.</Paragraph>
        <ActionButton href={url}>Mina värderingar</ActionButton>
        <FallbackLink href={url} />
        <SignOff />
      </EmailLayout>
    );
  }
  const estimate = formatEstimate(props.estimateLow, props.estimateHigh) ?? '–';
  return (
    <EmailLayout
      preview={`Vi värderar föremålet till ${estimate}. Svara på erbjudandet på ditt konto.`}
      reason="Du får det här mejlet eftersom du har skickat en värderingsförfrågan till Klubban."
    >
      <Title>{greeting(props.firstName)}</Title>
      <Paragraph>
        Vi har värderat <strong>{quoted(props.title)}</strong> och tar gärna in det till en av våra söndagsauktioner.
      </Paragraph>
      <Facts
        rows={[
          { label: 'Utrop', value: estimate, strong: true },
          { label: 'Startpris', value: props.startPrice === null ? '–' : formatSek(props.startPrice) },
          ...(props.reservePrice !== null ? [{ label: 'Reservationspris', value: formatSek(props.reservePrice) }] : []),
        ]}
      />
      {props.message ? <Paragraph>{props.message}</Paragraph> : null}
      <Paragraph>
        Godkänn erbjudandet på ditt konto, så berättar vi hur du lämnar in föremålet eller när vi hämtar det. Vill du inte sälja kan du
        avböja där.
      </Paragraph>
      <ActionButton href={url}>Svara på erbjudandet</ActionButton>
      <SmallPrint>Utropet är vår uppskattning av slutpriset. Säljs föremålet tar vi provision på det klubbade priset.</SmallPrint>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
