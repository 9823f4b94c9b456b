import { STUDIO } from '@/ui/studio-address';
import { formatOre } from '@/ui/format';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, LotImage, quoted } from './lot-parts';
import { paymentMethodLabel, type OrderLotEmailProps } from './order-parts';

export interface OrderRefundProps extends OrderLotEmailProps {
  /** What this refund gave back, öre. */
  amountOre: number;
  /** Everything refunded on the order so far, öre (this refund included). */
  refundedTotalOre: number;
  /** Everything the buyer paid for the order, öre. */
  paidOre: number;
  /** The studio's reason, as written in the console. */
  reason: string;
  /** How the buyer paid ('card', 'swish', 'klarna', 'other'): the money goes back the same way. */
  method: string | null;
}

export const orderRefundSubject = ({ lotTitle, amountOre }: OrderRefundProps) =>
  `Återbetalning ${formatOre(amountOre)}: ${quoted(lotTitle)}`;

/** To the buyer when money of their purchase went back to them (docs/decisions/0041). */
export function OrderRefundEmail(props: OrderRefundProps) {
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const whole = props.refundedTotalOre >= props.paidOre;
  return (
    <EmailLayout
      preview={`Vi har återbetalat ${formatOre(props.amountOre)} för ${quoted(title)}.`}
      reason="Du får det här mejlet eftersom du har köpt ett föremål på Klubban och studion har återbetalat pengar till dig."
    >
      <Title>{whole ? 'Ditt köp är återbetalt' : 'Vi har återbetalat en del av ditt köp'}</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Vi har återbetalat <strong>{formatOre(props.amountOre)}</strong> för <strong>{quoted(title)}</strong>
        {props.method ? ` till ${paymentMethodLabel(props.method).toLowerCase()}, samma betalsätt som du betalade med.` : '.'} Det kan ta
        några bankdagar innan pengarna syns på ditt konto.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Återbetalt nu', value: formatOre(props.amountOre) },
          { label: 'Återbetalt totalt', value: formatOre(props.refundedTotalOre) },
          { label: 'Du betalade', value: formatOre(props.paidOre) },
          { label: 'Anledning', value: props.reason.trim() },
          { label: 'Köpnummer', value: String(props.orderId) },
        ]}
      />
      <ActionButton href={orderUrl}>Se ditt köp</ActionButton>
      <SmallPrint>Har du frågor om återbetalningen är du välkommen att skriva till {STUDIO.email}.</SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
