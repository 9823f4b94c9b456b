import type { PaymentStatus } from '@/keys';
import { paymentBadge, type PaymentTone } from './purchase-text';

const TONES: Record<PaymentTone, string> = {
  pending: 'bg-accent text-ink',
  overdue: 'bg-red-50 text-danger',
  paid: 'bg-green-50 text-success',
  cancelled: 'bg-ground text-ink',
};

/** A purchase's payment status as a badge: "Väntar på betalning", "Obetald – förfallen" or "Betald". */
export function PaymentBadge({ status, overdue }: { status: PaymentStatus; overdue: boolean }) {
  const { label, tone } = paymentBadge({ status, overdue });
  return (
    <span
      className={`inline-flex min-h-6 items-center rounded-full px-2.5 text-xs font-semibold ${TONES[tone]}`}
      data-testid="payment-badge"
    >
      {label}
    </span>
  );
}
