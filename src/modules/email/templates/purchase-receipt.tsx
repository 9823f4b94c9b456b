import { Link } from '@react-email/components';
import { formatOre } from '@/ui/format';
import { STUDIO } from '@/ui/studio-address';
import { ActionButton, colors, EmailLayout, FallbackLink, Paragraph, SignOff, SmallPrint, Title } from './layout';
import { absoluteUrl, Facts, LotImage, quoted } from './lot-parts';
import {
  AddressBlock,
  formatFullDateTime,
  paymentMethodLabel,
  StudioDetails,
  type DeliveryAddress,
  type OrderLotEmailProps,
  type PaymentMethod,
} from './order-parts';

export interface PurchaseReceiptProps extends OrderLotEmailProps {
  /** The printable receipt, e.g. /user/kop/12/kvitto */
  receiptUrl: string;
  /** When the payment was verified (ISO time). */
  paidAt: string;
  method: PaymentMethod;
  /** Öre, as every amount here. */
  hammerPriceOre: number;
  /** The buyer's premium (slagavgift), VAT included. */
  buyerPremiumOre: number;
  /** The VAT inside the premium (25 %: premium ÷ 5). */
  vatOre: number;
  /**
   * The sale's VAT by the one fee rule (docs/decisions/0045): VAT added on the hammer, the resale
   * right the buyer pays, and whether it was sold under the margin scheme (then no VAT amount is
   * shown); absent in mails queued before the books existed.
   */
  hammerVatOre?: number;
  resaleRightOre?: number;
  marginScheme?: boolean;
  /** The invoices sent with this mail as PDFs. */
  invoiceNumbers?: string[];
  /** 0 for pickup. */
  shippingOre: number;
  totalOre: number;
  deliveryMethod: 'pickup' | 'shipping';
  /** Where it is shipped; null for pickup. */
  address: DeliveryAddress | null;
  /**
   * The lot's line on the right of withdrawal ("Ångerrätt 14 dagar från att du fått föremålet" or
   * "Ingen ångerrätt: …", keys/withdrawal.ts, docs/decisions/0043); absent in mails queued before it existed.
   */
  withdrawalLine?: string;
}

export const purchaseReceiptSubject = ({ lotTitle }: PurchaseReceiptProps) => `Tack för din betalning – kvitto för ${quoted(lotTitle)}`;

const linkStyle = { color: colors.ink, textDecoration: 'underline' };

export function PurchaseReceiptEmail(props: PurchaseReceiptProps) {
  const name = props.firstName?.trim();
  const title = props.lotTitle.trim();
  const lotUrl = absoluteUrl(props.lotUrl, props.siteUrl);
  const orderUrl = absoluteUrl(props.orderUrl, props.siteUrl);
  const receiptUrl = absoluteUrl(props.receiptUrl, props.siteUrl);
  const paidAt = formatFullDateTime(props.paidAt);
  const total = formatOre(props.totalOre);
  const shipping = props.deliveryMethod === 'shipping';
  return (
    <EmailLayout
      preview={`Vi har tagit emot ${total} för ${quoted(title)}. Här är ditt kvitto.`}
      reason="Du får det här mejlet eftersom du har betalat ett köp på Klubban. Spara det som kvitto."
    >
      <Title>{name ? `Tack för din betalning, ${name}!` : 'Tack för din betalning!'}</Title>
      <Paragraph>
        Vi har tagit emot din betalning för <strong>{quoted(title)}</strong>. Här är ditt kvitto.
      </Paragraph>
      <LotImage imageUrl={props.imageUrl} siteUrl={props.siteUrl} alt={title} href={lotUrl} />
      <Facts
        rows={[
          { label: 'Köpnummer', value: String(props.orderId) },
          ...(paidAt ? [{ label: 'Betald', value: paidAt }] : []),
          { label: 'Betalsätt', value: paymentMethodLabel(props.method) },
        ]}
      />
      <Facts
        rows={[
          { label: 'Klubbat pris', value: formatOre(props.hammerPriceOre) },
          ...(props.hammerVatOre ? [{ label: 'Moms på klubbat pris', value: formatOre(props.hammerVatOre) }] : []),
          { label: 'Slagavgift', value: formatOre(props.buyerPremiumOre) },
          ...(props.marginScheme ? [] : [{ label: 'varav moms 25\u00a0%', value: formatOre(props.vatOre) }]),
          ...(props.resaleRightOre ? [{ label: 'Följerätt', value: formatOre(props.resaleRightOre) }] : []),
          shipping ? { label: 'Frakt', value: formatOre(props.shippingOre) } : { label: 'Leverans', value: 'Avhämtning i studion' },
          { label: 'Totalt betalt', value: total, strong: true },
        ]}
      />
      <SmallPrint>
        {props.marginScheme
          ? 'Vinstmarginalbeskattning för begagnade varor, konstverk, samlarföremål och antikviteter. Mervärdesskatt anges inte.'
          : props.hammerVatOre
            ? 'Säljaren är momsregistrerad eller föremålet kommer ur Klubbans eget lager: moms tillkommer på klubbat pris. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.'
            : 'Klubban förmedlar försäljningen i säljarens namn. Säljaren är privatperson: klubbat pris är utan moms. Slagavgiften är Klubbans tjänst, moms 25\u00a0% ingår.'}
      </SmallPrint>
      {props.invoiceNumbers?.length ? (
        <Paragraph>
          {props.invoiceNumbers.length === 1
            ? `Fakturan (nr ${props.invoiceNumbers[0]}) är bifogad som PDF.`
            : `Fakturorna (nr ${props.invoiceNumbers.join(' och ')}) är bifogade som PDF.`}{' '}
          Du hittar dem också under ditt köp.
        </Paragraph>
      ) : null}
      {shipping ? (
        <>
          <Paragraph>
            Vi packar föremålet omsorgsfullt och skickar det till adressen nedan. När det är på väg mejlar vi dig en länk där du kan följa
            paketet.
          </Paragraph>
          {props.address ? <AddressBlock label="Leveransadress" address={props.address} /> : null}
        </>
      ) : (
        <Paragraph>
          Du hämtar föremålet i studion på {STUDIO.street} i {STUDIO.city}. Vi hör av oss när det är klart att hämta och bokar en tid
          tillsammans med dig.
        </Paragraph>
      )}
      <ActionButton href={orderUrl}>Se ditt köp</ActionButton>
      <Paragraph>
        Det finns också en{' '}
        <Link href={receiptUrl} style={linkStyle}>
          utskriftsvänlig version av kvittot
        </Link>{' '}
        att spara eller skriva ut.
      </Paragraph>
      {props.withdrawalLine ? (
        <Paragraph>
          {props.withdrawalLine}.
          {props.withdrawalLine.startsWith('Ingen')
            ? ''
            : ` Vill du ångra köpet: öppna ditt köp och välj ”Ångra köp”, eller skriv till ${STUDIO.email}.`}
        </Paragraph>
      ) : null}
      <StudioDetails label="Kvittot är utfärdat av" />
      <SmallPrint>Har du frågor om ditt köp är du välkommen att skriva till {STUDIO.email}.</SmallPrint>
      <FallbackLink href={orderUrl} />
      <SignOff />
    </EmailLayout>
  );
}
