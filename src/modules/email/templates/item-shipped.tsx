import { Link } from '@react-email/components';
import { STUDIO } from '@/ui/studio-address';
import { ActionButton, colors, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, LotImage, quoted } from './lot-parts';
import { AddressBlock, type DeliveryAddress, type OrderLotEmailProps } from './order-parts';

export interface ItemShippedProps extends OrderLotEmailProps {
  /** The carrier as the studio named it, e.g. "PostNord" (free text). */
  carrier: string;
  trackingNumber: string;
  /** The carrier's public tracking page (orders/domain/tracking.ts), or null when the carrier is unknown. */
  trackingUrl: string | null;
  /** Where it is going; null if none was stored. */
  address: DeliveryAddress | null;
}

export const itemShippedSubject = ({ lotTitle }: ItemShippedProps) => `${quoted(lotTitle)} är på väg`;

const linkStyle = { color: colors.ink, textDecoration: 'underline' };

export function ItemShippedEmail(props: ItemShippedProps) {
  const title = props.lotTitle.trim();
  const carrier = props.carrier.trim();
  const trackingNumber = props.trackingNumber.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const trackingUrl = props.trackingUrl ? absoluteUrl(props.trackingUrl, props.siteUrl) : null;
  return (
    <EmailLayout
      preview={`Vi har skickat ditt köp med ${carrier}. Spårningsnummer: ${trackingNumber}.`}
      reason="Du får det här mejlet eftersom du har köpt ett föremål på Klubban och valt att få det skickat."
    >
      <Title>Ditt köp är på väg</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Nu har vi packat och skickat <strong>{quoted(title)}</strong> med {carrier}.
        {trackingUrl ? ' Du kan följa paketet hos fraktbolaget.' : ' Du kan följa paketet hos fraktbolaget med spårningsnumret nedan.'}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Fraktbolag', value: carrier },
          { label: 'Spårningsnummer', value: trackingNumber },
          { label: 'Köpnummer', value: String(props.orderId) },
        ]}
      />
      {props.address ? <AddressBlock label="Leveransadress" address={props.address} /> : null}
      {trackingUrl ? (
        <>
          <ActionButton href={trackingUrl}>Spåra paketet</ActionButton>
          <Paragraph>
            Kvitto och leveransstatus finns bland dina köp:{' '}
            <Link href={orderUrl} style={linkStyle}>
              Se ditt köp
            </Link>
          </Paragraph>
        </>
      ) : (
        <>
          <Paragraph>Kvitto och leveransstatus finns bland dina köp.</Paragraph>
          <ActionButton href={orderUrl}>Se ditt köp</ActionButton>
        </>
      )}
      <Paragraph>
        När paketet har kommit fram: öppna ditt köp och tryck på ”Jag har fått föremålet”. Säljaren får betalt först när du har fått det och
        haft några dagar på dig att granska det.
      </Paragraph>
      <SmallPrint>
        Kontrollera paketet när du tar emot det. Ser du en skada från transporten, anmäl den till oss och till {carrier} så snart som
        möjligt, gärna med bilder på både föremålet och förpackningen. Har du frågor är du välkommen att skriva till {STUDIO.email}.
      </SmallPrint>
      <FallbackLink href={trackingUrl ?? orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
