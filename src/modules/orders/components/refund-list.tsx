import type { RefundStatus } from '@/keys';
import { formatOre } from '@/ui/format';
import type { RefundView } from '../queries/order-view';
import { formatDateTime } from './purchase-text';

/** How a refund stands, in the words the buyer and the studio read (docs/decisions/0041). */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Väntar på betaltjänsten',
  succeeded: 'Återbetald',
  failed: 'Misslyckades – inget återbetalat',
};

/**
 * An order's refunds, oldest first: amount, when, why and how each stands, under "Återbetalt X kr".
 * The buyer's purchase page and the console's order page show the same list. Server-rendered.
 */
export function RefundList({
  refunds,
  refundedOre,
  showFailed = false,
}: {
  refunds: RefundView[];
  refundedOre: number;
  showFailed?: boolean;
}) {
  const shown = showFailed ? refunds : refunds.filter((r) => r.status !== 'failed');
  if (shown.length === 0) return null;
  return (
    <div className="space-y-2 text-sm" data-testid="refunds">
      <p className="font-medium">
        Återbetalt <span className="tabular">{formatOre(refundedOre)}</span>
      </p>
      <ul className="space-y-2">
        {shown.map((refund) => (
          <li key={refund.id} className="rounded-xl border border-line p-3" data-status={refund.status}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="tabular font-medium">{formatOre(refund.amountOre)}</span>
              <span className={refund.status === 'failed' ? 'text-danger' : refund.status === 'pending' ? 'text-muted' : 'text-success'}>
                {REFUND_STATUS_LABELS[refund.status]}
              </span>
            </p>
            <p className="mt-1 text-muted">
              <time dateTime={refund.settledAt ?? refund.createdAt}>{formatDateTime(refund.settledAt ?? refund.createdAt)}</time>
            </p>
            <p className="mt-1 break-words">{refund.reason}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
