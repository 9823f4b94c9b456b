import { formatEstimate, formatSek } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, Title } from './layout';
import { absoluteUrl, Facts, greeting, quoted } from './lot-parts';

export interface SellerReminderProps {
  firstName: string | null;
  title: string;
  estimateLow: number | null;
  estimateHigh: number | null;
  startPrice: number | null;
  /** The seller's valuations: /user#varderingar. */
  url: string;
  siteUrl: string;
}

export const sellerReminderSubject = (props: SellerReminderProps) => `Vårt erbjudande för ${quoted(props.title)} väntar på ditt svar`;

export function SellerReminderEmail(props: SellerReminderProps) {
  const url = absoluteUrl(props.url, props.siteUrl);
  const estimate = formatEstimate(props.estimateLow, props.estimateHigh) ?? '–';
  return (
    <EmailLayout
      preview={`Vi värderade föremålet till ${estimate}. Vill du sälja det hos oss?`}
      reason="Du får det här mejlet eftersom du har ett obesvarat värderingserbjudande från Klubban."
    >
      <Title>{greeting(props.firstName)}</Title>
      <Paragraph>
        Vi har värderat <strong>{quoted(props.title)}</strong> men har inte fått ditt svar än. Vill du sälja det i en av våra
        söndagsauktioner?
      </Paragraph>
      <Facts
        rows={[
          { label: 'Utrop', value: estimate, strong: true },
          { label: 'Startpris', value: props.startPrice === null ? '–' : formatSek(props.startPrice) },
        ]}
      />
      <Paragraph>Godkänn eller avböj erbjudandet på ditt konto – det tar bara en minut.</Paragraph>
      <ActionButton href={url}>Svara på erbjudandet</ActionButton>
      <FallbackLink href={url} />
      <SignOff />
    </EmailLayout>
  );
}
