import Link from '@/ui/link';
import { formatOrderDate } from './admin-order-text';

/** A buyer's unpaid cancellations and bidding block, as the console's order and user pages show them (docs/decisions/0042). */
export function UnpaidRecordFacts({
  record,
}: {
  record: { cancellations: { orderId: number; cancelledAt: string }[]; biddingBlockedAt: string | null };
}) {
  if (record.cancellations.length === 0 && !record.biddingBlockedAt) return <span>Inga</span>;
  return (
    <span data-testid="unpaid-record">
      {record.cancellations.length === 1 ? '1 avbrutet köp' : `${record.cancellations.length} avbrutna köp`}
      {record.cancellations.length > 0 ? ': ' : ''}
      {record.cancellations.map((row, index) => (
        <span key={row.orderId}>
          {index > 0 ? ', ' : ''}
          <Link href={`/admin/ordrar/${row.orderId}`} className="underline underline-offset-4">
            {formatOrderDate(row.cancelledAt)}
          </Link>
        </span>
      ))}
      {record.biddingBlockedAt ? (
        <>
          <br />
          <strong className="text-danger">Spärrad från budgivning sedan {formatOrderDate(record.biddingBlockedAt)}</strong>
        </>
      ) : null}
    </span>
  );
}
