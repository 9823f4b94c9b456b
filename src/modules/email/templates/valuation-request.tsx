import { formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, quoted } from './lot-parts';

export interface ValuationRequestProps {
  /** Who reads it: the studio (a new request to value) or the seller (the receipt). */
  audience: 'studio' | 'seller';
  /** The recipient's first name, filled in when the mail is sent; null for the studio's own address. */
  firstName: string | null;
  valuationId: number;
  title: string;
  /** The category's Swedish label. */
  category: string;
  description: string;
  maker: string | null;
  dimensions: string | null;
  condition: string | null;
  /** What the seller hopes to get, whole SEK, or null. */
  hopedPrice: number | null;
  handover: 'dropoff' | 'pickup';
  pickupAddress: string | null;
  imageCount: number;
  /** The seller as the studio sees them. */
  sellerName: string;
  sellerEmail: string;
  /** Where the reader acts: /admin/varderingar/{id} for the studio, /user#varderingar for the seller. */
  url: string;
  siteUrl: string;
}

export const valuationRequestSubject = (props: ValuationRequestProps) =>
  props.audience === 'studio' ? `Ny värderingsförfrågan: ${quoted(props.title)}` : `Vi har tagit emot din värderingsförfrågan`;

function handoverText(props: ValuationRequestProps): string {
  return props.handover === 'pickup' ? `Hämtning${props.pickupAddress ? `: ${props.pickupAddress}` : ''}` : 'Lämnas in i studion';
}

export function ValuationRequestEmail(props: ValuationRequestProps) {
  const url = absoluteUrl(props.url, props.siteUrl);
  const photos = props.imageCount === 1 ? '1 bild' : `${props.imageCount} bilder`;
  const facts = [
    { label: 'Kategori', value: props.category },
    ...(props.maker ? [{ label: 'Konstnär/formgivare', value: props.maker }] : []),
    ...(props.dimensions ? [{ label: 'Mått', value: props.dimensions }] : []),
    { label: 'Önskat pris', value: props.hopedPrice === null ? '–' : formatSek(props.hopedPrice) },
    { label: 'Inlämning', value: handoverText(props) },
    { label: 'Bilder', value: photos },
  ];
  if (props.audience === 'studio') {
    return (
      <EmailLayout
        preview={`${props.sellerName} vill ha ${quoted(props.title)} värderad.`}
        reason="Du får det här mejlet eftersom du tar emot Klubbans värderingsförfrågningar."
      >
        <Title>Ny värderingsförfrågan</Title>
        <Paragraph>
          {props.sellerName} ({props.sellerEmail}) vill ha <strong>{quoted(props.title)}</strong> värderad.
        </Paragraph>
        <Facts rows={facts} />
        {props.condition ? <Paragraph>Skick: {props.condition}</Paragraph> : null}
        <Paragraph>{props.description}</Paragraph>
        <ActionButton href={url}>Värdera föremålet</ActionButton>
        <FallbackLink href={url} />
      </EmailLayout>
    );
  }
  return (
    <EmailLayout
      preview={`Vi värderar ${quoted(props.title)} och hör av oss inom några dagar.`}
      reason="Du får det här mejlet eftersom du har skickat en värderingsförfrågan till Klubban."
    >
      <Title>{greeting(props.firstName)}</Title>
      <Paragraph>
        Tack! Vi har tagit emot din förfrågan om <strong>{quoted(props.title)}</strong> med {photos}. Värderingen är kostnadsfri.
      </Paragraph>
      <Facts rows={facts} />
      <Paragraph>
        Vi tittar på bilderna och svarar med ett utrop och ett startpris, oftast inom några vardagar. Passar föremålet inte hos oss berättar
        vi varför. Du bestämmer dig först när du har fått vårt svar.
      </Paragraph>
      <ActionButton href={url}>Mina värderingar</ActionButton>
      <SmallPrint>Vill du ändra något innan vi har svarat? Det gör du under Mina värderingar på ditt konto.</SmallPrint>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
