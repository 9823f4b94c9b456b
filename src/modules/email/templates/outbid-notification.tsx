import { formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatEndsAt, greeting, LotImage, quoted } from './lot-parts';

export interface OutbidNotificationProps {
  firstName: string | null;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null for none. */
  imageUrl: string | null;
  /** The price after the bid that took the lead, whole SEK. */
  currentPrice: number;
  /** The lowest bid the lot accepts now, whole SEK. */
  nextMinimumBid: number;
  /** The lot's end (ISO string, or a Date before it is stored as JSON). */
  endsAt: string | Date;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
}

export const outbidNotificationSubject = ({ lotTitle }: OutbidNotificationProps) => `Du har blivit överbjuden på ${quoted(lotTitle)}`;

export function OutbidNotificationEmail(props: OutbidNotificationProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const ends = formatEndsAt(props.endsAt);
  const price = formatSek(props.currentPrice);
  const minimum = formatSek(props.nextMinimumBid);
  return (
    <EmailLayout
      preview={`Priset är nu ${price}. Lägg ett nytt bud på minst ${minimum}${ends ? ` före ${ends}` : ''}.`}
      reason="Du får det här mejlet eftersom du har lagt bud på föremålet på Klubban och någon annan nu leder."
    >
      <Title>Du har blivit överbjuden</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        En annan budgivare har lagt ett högre maxbud än ditt på <strong>{quoted(title)}</strong>. Priset är nu {price}.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Aktuellt pris', value: price },
          { label: 'Lägsta bud nu', value: minimum },
          ...(ends ? [{ label: 'Avslutas', value: ends }] : []),
        ]}
      />
      <Paragraph>Vill du ta tillbaka ledningen lägger du ett nytt maxbud på minst {minimum}.</Paragraph>
      <ActionButton href={lotUrl}>Lägg ett nytt bud</ActionButton>
      <SmallPrint>
        Ditt maxbud arbetar automatiskt för dig: vi bjuder åt dig ett budsteg i taget, och bara så mycket som behövs för att du ska leda.
        Kommer ett bud in under de sista två minuterna förlängs auktionen till två minuter efter budet.
      </SmallPrint>
      <FallbackLink href={lotUrl} />
      <SignOff />
    </EmailLayout>
  );
}
