import { Link } from '@react-email/components';
import { formatOre } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import { ActionButton, colors, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, formatEndsAt, greeting, LotImage, quoted } from './lot-parts';
import type { OrderLotEmailProps } from './order-parts';

export interface PurchasePaymentReminderProps extends OrderLotEmailProps {
  /** What is due now, in öre: hammer price plus premium (shipping is chosen at checkout). */
  totalOre: number;
  /** The payment deadline (ISO time). */
  dueAt: string;
}

/** The terms' section on payment (allmänna villkor §7), which says what happens to an unpaid purchase. */
export const PAYMENT_TERMS_PATH = '/allmanna-villkor#avgifter-och-betalning';

export const purchasePaymentReminderSubject = ({ lotTitle, dueAt }: PurchasePaymentReminderProps) => {
  const due = formatEndsAt(dueAt);
  return due ? `Påminnelse: betala ${quoted(lotTitle)} senast ${due}` : `Påminnelse: betala ${quoted(lotTitle)}`;
};

const linkStyle = { color: colors.ink, textDecoration: 'underline' };

export function PurchasePaymentReminderEmail(props: PurchasePaymentReminderProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const termsUrl = absoluteUrl(PAYMENT_TERMS_PATH, props.siteUrl);
  const due = formatEndsAt(props.dueAt);
  const total = formatOre(props.totalOre);
  return (
    <EmailLayout
      preview={due ? `Att betala: ${total}. Betala senast ${due}.` : `Att betala: ${total}.`}
      reason="Du får det här mejlet eftersom du vann en auktion på Klubban och köpet ännu inte är betalt."
    >
      <Title>Dags att betala ditt köp</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Du vann <strong>{quoted(title)}</strong>, men vi har inte fått någon betalning ännu.
        {due ? ` Betala senast ${due}, så är föremålet ditt.` : ' Betala så snart du kan, så är föremålet ditt.'}
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Att betala', value: total, strong: true },
          ...(due ? [{ label: 'Betala senast', value: due }] : []),
          { label: 'Köpnummer', value: String(props.orderId) },
        ]}
      />
      <Paragraph>
        Du betalar med kort, Swish eller Klarna via vår betalleverantörs säkra betalsida. Där väljer du också om du hämtar föremålet i
        studion på {STUDIO.street} i {STUDIO.city}, utan extra kostnad, eller vill få det skickat. Frakten läggs då till.
      </Paragraph>
      <ActionButton href={orderUrl}>Betala nu</ActionButton>
      <SmallPrint>
        Har du redan betalat kan du bortse från det här mejlet. Hur ett köp som inte betalas i tid hanteras står i våra{' '}
        <Link href={termsUrl} style={linkStyle}>
          köpvillkor
        </Link>{' '}
        under Slagavgift och betalning. Behöver du hjälp med betalningen är du välkommen att skriva till {STUDIO.email}.
      </SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
