import { Text } from '@react-email/components';
import { stockholmWallClock } from '@/platform/time';
import { STUDIO } from '@/ui/studio-address';
import { colors } from './layout';

/**
 * Pieces shared by the e-mails about a purchase (receipt, payment reminder, shipped): the buyer's
 * delivery address, the payment method's name, a full date for a receipt, and the studio's
 * details a receipt must state. Amounts on orders are öre (formatOre from @/ui/format).
 */

/** What every e-mail to the buyer about one order's lot carries. */
export interface OrderLotEmailProps {
  firstName: string | null;
  /** The public address of the site, e.g. https://klubban.se */
  siteUrl: string;
  orderId: number;
  lotTitle: string;
  /** The lot page; a site path (/auktioner/12-vas) is made absolute with siteUrl. */
  lotUrl: string;
  /** The lot's first photo, or null for none. */
  imageUrl: string | null;
  /** The buyer's order page, e.g. /user/kop/12 (where they pay, follow the delivery and find the receipt). */
  orderUrl: string;
}

/** A delivery address as the buyer gave it at checkout. */
export interface DeliveryAddress {
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

export type PaymentMethod = 'card' | 'swish' | 'klarna' | 'other';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Kort',
  swish: 'Swish',
  klarna: 'Klarna',
  other: 'Annat betalsätt',
};

/** "Kort", "Swish", "Klarna"; anything else "Annat betalsätt". */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(METHOD_LABELS, method) ? METHOD_LABELS[method as PaymentMethod] : METHOD_LABELS.other;
}

const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/** "29 november 2026 kl. 19:04" in Stockholm time, as a receipt dates a payment; null when the value is not a date. */
export function formatFullDateTime(value: Date | string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const wall = stockholmWallClock(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year} kl. ${pad(wall.hour)}:${pad(wall.minute)}`;
}

const styles = {
  label: { fontSize: '14px', lineHeight: '22px', color: colors.muted, margin: '0 0 4px' },
  address: { fontSize: '16px', lineHeight: '24px', color: colors.ink, margin: '0 0 20px' },
};

/** "Leveransadress" and the address on its lines; the plain text keeps one line each. */
export function AddressBlock(props: { label: string; address: DeliveryAddress }) {
  const { name, street, postalCode, city } = props.address;
  return (
    <>
      <Text style={styles.label}>{props.label}</Text>
      <Text style={styles.address}>
        {name.trim()}
        <br />
        {street.trim()}
        <br />
        {`${postalCode.trim()} ${city.trim()}`}
      </Text>
    </>
  );
}

/** The studio as a receipt names its issuer: name, address, organisation and VAT numbers. */
export function StudioDetails(props: { label: string }) {
  return (
    <>
      <Text style={styles.label}>{props.label}</Text>
      <Text style={styles.address}>
        {STUDIO.name}
        <br />
        {`${STUDIO.street}, ${STUDIO.postalTown}`}
        <br />
        {`Org.nr ${STUDIO.orgNumber}`}
        <br />
        {`Momsreg.nr ${STUDIO.vatNumber}`}
      </Text>
    </>
  );
}
