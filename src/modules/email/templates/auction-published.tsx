import { formatEstimate } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, LotImage, quoted } from './lot-parts';

export interface AuctionPublishedProps {
  firstName: string | null;
  lotTitle: string;
  /** The lot page; a site path is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null. */
  imageUrl: string | null;
  /** When the lot ends, already written in Stockholm time ("sön 29 nov 19:04"). */
  endsAt: string;
  estimateLow: number | null;
  estimateHigh: number | null;
  siteUrl: string;
}

export const auctionPublishedSubject = (props: AuctionPublishedProps) => `${quoted(props.lotTitle)} är ute på auktion`;

export function AuctionPublishedEmail(props: AuctionPublishedProps) {
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const estimate = formatEstimate(props.estimateLow, props.estimateHigh);
  return (
    <EmailLayout
      preview={`Auktionen avslutas ${props.endsAt}. Dela gärna länken!`}
      reason="Du får det här mejlet eftersom du säljer ett föremål genom Klubban."
    >
      <Title>{greeting(props.firstName)}</Title>
      <Paragraph>
        Nu ligger <strong>{quoted(props.lotTitle)}</strong> ute på Klubban och går att buda på.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={props.lotTitle.trim()} href={lotUrl} />
      <Facts
        rows={[...(estimate ? [{ label: 'Utrop', value: estimate }] : []), { label: 'Avslutas', value: props.endsAt, strong: true }]}
      />
      <Paragraph>Dela gärna länken med vänner och bekanta – fler budgivare brukar ge ett bättre pris.</Paragraph>
      <ActionButton href={lotUrl}>Se auktionen</ActionButton>
      <SmallPrint>Du följer auktionen under Mina försäljningar på ditt konto.</SmallPrint>
      <FallbackLink href={lotUrl} />
      <SignOff />
    </EmailLayout>
  );
}
