import { formatOre } from '@/ui/format';
import type { AdminOrderView } from '../queries/admin-orders';
import { WITHDRAWAL_FLAG_COUNT, withdrawalLastDay } from '../domain/withdrawal';
import { formatOrderDate, formatOrderTime, WITHDRAWAL_RETURN_LABELS, WITHDRAWAL_VIA_LABELS } from './admin-order-text';
import { MarkWithdrawalReturned, RecordWithdrawalForm } from './admin-withdrawal-actions';

/**
 * The right of withdrawal on the console's order page (docs/decisions/0043): the notice (when, how,
 * the buyer's words), what must be refunded and by when, how many purchases this buyer has withdrawn
 * from, and the studio's steps. The refund itself is made in the order page's refund panel
 * (REFUND_ORDER); the refund that covers what is owed closes the withdrawal.
 */
export function AdminWithdrawal({ order }: { order: AdminOrderView }) {
  const withdrawal = order.withdrawal;
  const many = order.buyerWithdrawals >= WITHDRAWAL_FLAG_COUNT;
  return (
    <section
      aria-labelledby="angerratt"
      className={`space-y-3 rounded-2xl border p-5 ${withdrawal ? 'border-ink' : 'border-line'}`}
      data-testid="admin-withdrawal"
    >
      <h2 id="angerratt" className="font-serif text-xl font-semibold">
        {withdrawal ? 'Köparen har ångrat köpet' : 'Ångerrätt'}
      </h2>
      {withdrawal ? (
        <>
          <dl className="space-y-1.5 text-sm">
            <div>
              <dt className="inline text-muted">Meddelat: </dt>
              <dd className="inline">
                {formatOrderTime(withdrawal.noticeAt)}, {WITHDRAWAL_VIA_LABELS[withdrawal.via]}
              </dd>
            </div>
            {withdrawal.message ? (
              <div>
                <dt className="text-muted">Meddelande</dt>
                <dd className="whitespace-pre-line">{withdrawal.message}</dd>
              </div>
            ) : null}
            <div>
              <dt className="inline text-muted">Föremålet: </dt>
              <dd className="inline">
                {withdrawal.returnedAt
                  ? `${WITHDRAWAL_RETURN_LABELS[withdrawal.returnKind ?? 'returned']} ${formatOrderDate(withdrawal.returnedAt)}`
                  : 'inte tillbaka än'}
              </dd>
            </div>
          </dl>
          {withdrawal.closedAt ? (
            <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-success" data-testid="refund-due">
              Återbetalt {formatOrderDate(withdrawal.closedAt)}: <span className="tabular">{formatOre(withdrawal.refundOre)}</span>
            </p>
          ) : (
            <>
              <p className="rounded-lg bg-ground px-3 py-2 text-sm font-medium" data-testid="refund-due">
                Återbetala senast {formatOrderDate(withdrawal.refundDueAt)}:{' '}
                <span className="tabular">{formatOre(withdrawal.refundOre)}</span>
                <span className="block text-xs font-normal text-muted">
                  Klubbslag, slagavgift och frakten till köparen. Studion får vänta tills föremålet är tillbaka eller köparen visat att det
                  är skickat.
                </span>
              </p>
              <a href="#aterbetalning" className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4">
                Till återbetalningen
              </a>
            </>
          )}
          {withdrawal.closedAt ? null : withdrawal.returnedAt ? null : <MarkWithdrawalReturned orderId={order.id} />}
        </>
      ) : (
        <>
          <p className="text-sm">
            {order.withdrawalLine}
            {order.withdrawalEndsAt
              ? `, till och med ${formatOrderDate(withdrawalLastDay(new Date(order.withdrawalEndsAt)).toISOString())}`
              : ''}
            .
          </p>
          {order.canWithdraw ? <RecordWithdrawalForm orderId={order.id} /> : null}
        </>
      )}
      <p className={`text-sm ${many ? 'font-medium text-danger' : 'text-muted'}`} data-testid="buyer-withdrawals">
        {order.buyerWithdrawals === 0
          ? 'Köparen har inte ångrat något köp.'
          : `Köparen har ångrat ${order.buyerWithdrawals === 1 ? 'ett köp' : `${order.buyerWithdrawals} köp`}${many ? ' – många, kontrollera kontot.' : '.'}`}
      </p>
    </section>
  );
}
