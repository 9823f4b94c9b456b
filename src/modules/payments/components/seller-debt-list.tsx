import { formatOre } from '@/ui/format';
import type { SellerDebtView } from '../commands/seller-debts';

/**
 * On the seller's "Mina försäljningar": what they owe after a refund of a sale they were already
 * paid for, with the studio's reason, and how much of it later payouts have taken
 * (docs/decisions/0041). Nothing when there is none.
 */
export function SellerDebtList({ debts }: { debts: SellerDebtView[] }) {
  if (debts.length === 0) return null;
  const open = debts.reduce((sum, d) => sum + (d.settledAt ? 0 : d.amountOre - d.settledOre), 0);
  return (
    <div className="mb-6 rounded-2xl border border-line p-4 text-sm" data-testid="seller-debts">
      <h3 className="font-medium">Återbetalningar som dras från dina utbetalningar</h3>
      <p className="mt-1 text-muted">
        {open > 0
          ? `Köparen har fått tillbaka pengar för en försäljning du redan har fått betalt för. ${formatOre(open)} dras från dina nästa utbetalningar.`
          : 'Allt är avräknat mot senare utbetalningar.'}
      </p>
      <ul className="mt-3 space-y-2">
        {debts.map((debt) => (
          <li key={debt.id} className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-line pt-2">
            <span>
              <span className="tabular font-medium">{formatOre(debt.amountOre)}</span> · köp nr{' '}
              <span className="tabular">{debt.orderId}</span>: <span className="break-words">{debt.reason}</span>
            </span>
            <span className="tabular text-muted">
              {debt.settledAt
                ? 'Avräknad'
                : debt.settledOre > 0
                  ? `${formatOre(debt.amountOre - debt.settledOre)} kvar`
                  : 'Dras från nästa utbetalning'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
