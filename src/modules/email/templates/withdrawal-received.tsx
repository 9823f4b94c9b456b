import { formatOre } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import type { WithdrawalReturnPayer, WithdrawalVia } from '@/keys';
import { ActionButton, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, greeting, LotImage, quoted } from './lot-parts';
import { formatFullDateTime, type OrderLotEmailProps } from './order-parts';

/** The buyer's receipt of a withdrawal notice ("Ångra köp", docs/decisions/0043), with the return instructions. */
export interface WithdrawalReceivedProps extends OrderLotEmailProps {
  /** When the studio received the notice (ISO). */
  noticeAt: string;
  via: WithdrawalVia;
  /** Hammer + premium + the original shipping, öre. */
  refundOre: number;
  /** The last day of the refund (ISO). */
  refundDueAt: string;
  /** Who pays for sending the object back (KLUBBAN_WITHDRAWAL_RETURN_PAID_BY). */
  returnPaidBy: WithdrawalReturnPayer;
  /** Whether the buyer still has the object (received); if not, a parcel on its way is simply refused. */
  received: boolean;
}

export const withdrawalReceivedSubject = ({ lotTitle }: WithdrawalReceivedProps) => `Vi har tagit emot ditt ångrande: ${quoted(lotTitle)}`;

export function WithdrawalReceivedEmail(props: WithdrawalReceivedProps) {
  const title = props.lotTitle.trim();
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const refundDue = formatFullDateTime(props.refundDueAt)?.replace(/ kl\. .*/, '') ?? '';
  return (
    <EmailLayout
      preview={`Du har ångrat köpet av ${quoted(title)}. Vi betalar tillbaka ${formatOre(props.refundOre)}.`}
      reason="Du får det här mejlet eftersom du har ångrat ett köp på Klubban."
    >
      <Title>Vi har tagit emot ditt ångrande</Title>
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Du har ångrat köpet av <strong>{quoted(title)}</strong>. Vi tog emot ditt meddelande {formatFullDateTime(props.noticeAt)}
        {props.via === 'email' ? ' via e-post' : ''}.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Köpnummer', value: String(props.orderId) },
          { label: 'Vi betalar tillbaka', value: `${formatOre(props.refundOre)} (klubbat pris, avgift och frakt)` },
          { label: 'Senast', value: refundDue },
        ]}
      />
      <Paragraph>
        {props.received
          ? `Skicka tillbaka föremålet till oss inom 14 dagar, väl förpackat: ${STUDIO.name}, ${STUDIO.street}, ${STUDIO.postalTown}. Skriv köpnummer ${props.orderId} på paketet. Du kan också lämna det i studion.`
          : 'Har föremålet inte kommit fram än? Ta ändå emot det och skicka tillbaka det, eller skriv till oss så hämtar vi det hos ombudet.'}
      </Paragraph>
      <Paragraph>
        {props.returnPaidBy === 'buyer'
          ? 'Du betalar själv returfrakten.'
          : 'Vi betalar returfrakten: skriv till oss så skickar vi en fraktsedel.'}{' '}
        Vi får vänta med återbetalningen tills vi har fått tillbaka föremålet eller du har visat att du har skickat det.
      </Paragraph>
      <ActionButton href={orderUrl}>Se ditt köp</ActionButton>
      <SmallPrint>
        Du svarar för föremålets värde om det har minskat för att du har hanterat det mer än vad som behövdes för att se vad det var. Har du
        frågor är du välkommen att skriva till {STUDIO.email}.
      </SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
