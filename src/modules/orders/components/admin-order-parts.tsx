import type { DeliveryStatus, PaymentStatus } from '@/keys';
import { ADMIN_PAYMENT_LABELS, orderFlags, type FlagOrder, type FlagTone } from './admin-order-text';

/** The studio console's small pieces for orders (server-rendered; no client code). */

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'bg-ground text-ink',
  paid: 'bg-green-50 text-success',
  released: 'bg-ink text-white',
  refunded: 'bg-ground text-ink',
  cancelled: 'bg-red-50 text-danger',
};

const FLAG_TONES: Record<FlagTone, string> = {
  danger: 'bg-red-50 text-danger',
  attention: 'bg-accent text-ink',
  success: 'bg-green-50 text-success',
  neutral: 'bg-ground text-ink',
};

const pill = 'inline-flex min-h-6 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-semibold';

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <span className={`${pill} ${PAYMENT_TONES[status]}`}>{ADMIN_PAYMENT_LABELS[status]}</span>;
}

/** The spec's delivery label; "waiting" is a dash, which a screen reader hears as "inte påbörjad". */
export function DeliveryLabel({ status, label }: { status: DeliveryStatus; label: string }) {
  if (status !== 'waiting') return <span>{label}</span>;
  return (
    <span>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">inte påbörjad</span>
    </span>
  );
}

export function OrderFlags({ order }: { order: FlagOrder }) {
  const flags = orderFlags(order);
  if (flags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Flaggor">
      {flags.map((flag) => (
        <li key={flag.key} className={`${pill} ${FLAG_TONES[flag.tone]}`}>
          {flag.label}
        </li>
      ))}
    </ul>
  );
}
