import { STUDIO } from '@/ui/studio-address';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, LotImage, quoted } from './lot-parts';
import type { OrderLotEmailProps } from './order-parts';

export interface OrderProblemUpdateProps extends OrderLotEmailProps {
  /** `answer`: the studio wrote in the thread; `resolved`: the studio closed the matter. */
  kind: 'answer' | 'resolved';
  /** What the studio wrote (the answer, or its note on the resolution); may be empty for a resolution. */
  message: string;
  /** The resolution as the buyer reads it ("Köpet återbetalas", "Ingen åtgärd"); for `resolved` only. */
  resolution: string | null;
}

export const orderProblemUpdateSubject = ({ kind, lotTitle }: OrderProblemUpdateProps) =>
  kind === 'resolved' ? `Ditt ärende om ${quoted(lotTitle)} är avslutat` : `Studion har svarat om ${quoted(lotTitle)}`;

/** The buyer hears from the studio about a problem they reported on a purchase (docs/decisions/0044). */
export function OrderProblemUpdateEmail(props: OrderProblemUpdateProps) {
  const title = props.lotTitle.trim();
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const message = props.message.trim();
  const resolved = props.kind === 'resolved';
  return (
    <EmailLayout
      preview={resolved ? `Studion har avslutat ditt ärende: ${props.resolution ?? ''}.` : message.slice(0, 120)}
      reason="Du får det här mejlet eftersom du har rapporterat ett problem med ett köp på Klubban."
    >
      <Title>{resolved ? 'Ditt ärende är avslutat' : 'Studion har svarat'}</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {resolved ? (
          <>
            Vi har avslutat ärendet om <strong>{quoted(title)}</strong> som du rapporterade.
          </>
        ) : (
          <>
            Vi har svarat på det du skrev om <strong>{quoted(title)}</strong>.
          </>
        )}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Köpnummer', value: String(props.orderId) },
          ...(resolved && props.resolution ? [{ label: 'Beslut', value: props.resolution }] : []),
        ]}
      />
      {message ? <Paragraph>{`”${message}”`}</Paragraph> : null}
      <ActionButton href={orderUrl}>{resolved ? 'Se ditt köp' : 'Läs och svara'}</ActionButton>
      <SmallPrint>
        {resolved
          ? `Är något fortfarande fel kan du rapportera ett nytt problem på ditt köp, eller skriva till ${STUDIO.email}.`
          : `Svara på ditt köps sida, så hamnar svaret hos oss med allt som skrivits tidigare. Du kan också skriva till ${STUDIO.email}.`}
      </SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
