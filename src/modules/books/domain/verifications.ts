import { vatInside } from '@/modules/auctions';
import { outputVatAccount, type BookAccounts } from './accounts';
import { bookingDate, compareEvents, type BookEvent, type BookEventKind, type CreditNoteEvent, type SaleEvent } from './journal';

/**
 * The journal: one verification per money event, in the books' order (journal.ts, compareEvents),
 * numbered 1..n without gaps; an event of 0 kr gets none. Debit is positive, credit negative; every verification sums to zero.
 * The accounts are BookAccounts' roles (accounts.ts); which account a sale's premium and commission
 * go to follows the VAT model: the margin scheme with a private seller books both to the VMB account.
 */

export interface VerificationRow {
  account: number;
  amountOre: number;
}

export interface Verification {
  number: number;
  /** The booking date, yyyy-mm-dd in Stockholm. */
  date: string;
  text: string;
  ref: string;
  rows: VerificationRow[];
  /** What the verification books, for the console's links (not written to the SIE file). */
  kind: BookEventKind;
  orderId: number;
}

export interface VerificationOptions {
  /**
   * Earlier events of the same orders, before the period: they are not booked again, but a credit
   * note needs its order's sale (which account its studio part reverses) and a final credit note
   * undoes everything the order booked before it, in this period or an earlier one.
   */
  history?: readonly BookEvent[];
}

/** Rows collected by account, in first-use order; zero rows dropped at the end. */
class Rows {
  private readonly sums = new Map<number, number>();
  add(account: number, amountOre: number): this {
    this.sums.set(account, (this.sums.get(account) ?? 0) + amountOre);
    return this;
  }
  debit(account: number, amountOre: number): this {
    return this.add(account, amountOre);
  }
  credit(account: number, amountOre: number): this {
    return this.add(account, -amountOre);
  }
  list(): VerificationRow[] {
    return [...this.sums].filter(([, amountOre]) => amountOre !== 0).map(([account, amountOre]) => ({ account, amountOre }));
  }
}

function assertOre(event: BookEvent, name: string, value: number, { positive = false } = {}): void {
  if (!Number.isSafeInteger(value) || value < 0 || (positive && value === 0))
    throw new RangeError(
      `${event.kind} ${event.ref} (order ${event.orderId}): ${name} must be a ${positive ? 'positive' : 'non-negative'} whole number of öre`,
    );
}

function refuse(event: BookEvent, why: string): never {
  throw new RangeError(`${event.kind} ${event.ref} (order ${event.orderId}): ${why}`);
}

/** Checks an event's amounts agree with each other before anything is booked. */
export function assertBookEvent(event: BookEvent): void {
  if (!/^\S+$/.test(event.ref)) refuse(event, 'a reference is one word, without spaces');
  if (!Number.isSafeInteger(event.orderId)) refuse(event, 'the order id must be a whole number');
  switch (event.kind) {
    case 'sale': {
      for (const key of [
        'hammerOre',
        'hammerVatOre',
        'premiumOre',
        'premiumVatOre',
        'commissionOre',
        'commissionVatOre',
        'resaleRightOre',
      ] as const)
        assertOre(event, key, event[key]);
      if (event.premiumVatOre > event.premiumOre) refuse(event, 'the premium VAT exceeds the premium');
      if (event.commissionVatOre > event.commissionOre) refuse(event, 'the commission VAT exceeds the commission');
      if (event.sellerVatStatus === 'private' && event.hammerVatOre !== 0) refuse(event, 'a private seller adds no VAT to the hammer');
      if (event.sellerVatStatus === 'studio' && event.commissionOre !== 0) refuse(event, "the studio's own stock pays no commission");
      if (event.resaleRightOre > 0 && event.resaleRightPayer === null) refuse(event, 'a resale-right fee needs a payer');
      // The studio's own stock with a fee the studio bears would need a cost account the books do not have.
      if (event.sellerVatStatus === 'studio' && event.resaleRightOre > 0 && event.resaleRightPayer === 'seller')
        refuse(event, "a resale-right fee on the studio's own stock is paid by the buyer");
      return;
    }
    case 'shipping':
      assertOre(event, 'amountOre', event.amountOre);
      assertOre(event, 'vatOre', event.vatOre);
      if (event.vatOre > event.amountOre) refuse(event, 'the VAT exceeds the amount');
      return;
    case 'creditNote':
      assertOre(event, 'amountOre', event.amountOre, { positive: true });
      assertOre(event, 'sellerOre', event.sellerOre);
      assertOre(event, 'vatOre', event.vatOre);
      if (!event.final) {
        if (event.sellerOre > event.amountOre) refuse(event, 'the seller part exceeds the credited amount');
        if (event.vatOre > event.amountOre - event.sellerOre) refuse(event, "the VAT exceeds the studio's part");
      }
      return;
    case 'payment':
    case 'refund':
    case 'payout':
      assertOre(event, 'amountOre', event.amountOre, { positive: true });
      return;
  }
}

/** The output VAT in a credit note's seller part on the studio's own stock (journal.ts, sellerVatOre). */
export function creditNoteSellerVat(event: CreditNoteEvent, sale: SaleEvent): number {
  const vat = event.sellerVatOre ?? vatInside(event.sellerOre, sale.hammerVatRate);
  if (!Number.isSafeInteger(vat) || vat < 0 || vat > event.sellerOre)
    refuse(event, "the VAT in the seller's part must lie between 0 and the part");
  return vat;
}

/** Premium and commission go to the VMB account under the margin scheme with a private seller. */
function underMarginScheme(sale: SaleEvent | undefined): boolean {
  return sale !== undefined && sale.vatModel === 'margin' && sale.sellerVatStatus === 'private';
}

interface OrderBooks {
  sale?: SaleEvent;
  /** What the order's sale, shipping and credit notes booked, by account: what a final credit note undoes. */
  booked: Map<number, number>;
}

function saleRows(sale: SaleEvent, a: BookAccounts): Rows {
  const rows = new Rows();
  const buyerFee = sale.resaleRightPayer === 'buyer' ? sale.resaleRightOre : 0;
  const sellerFee = sale.resaleRightPayer === 'seller' ? sale.resaleRightOre : 0;
  rows.debit(a.receivables, sale.hammerOre + sale.hammerVatOre + sale.premiumOre + buyerFee);
  if (sale.sellerVatStatus === 'studio') {
    rows.credit(a.goods, sale.hammerOre);
    rows.credit(outputVatAccount(a, sale.hammerVatRate), sale.hammerVatOre);
  } else {
    rows.credit(a.sellerLiability, sale.hammerOre + sale.hammerVatOre - sale.commissionOre - sellerFee);
  }
  const margin = underMarginScheme(sale);
  rows.credit(margin ? a.marginScheme : a.premium, sale.premiumOre - sale.premiumVatOre);
  rows.credit(margin ? a.marginScheme : a.commission, sale.commissionOre - sale.commissionVatOre);
  rows.credit(outputVatAccount(a, sale.serviceVatRate), sale.premiumVatOre + sale.commissionVatOre);
  rows.credit(a.resaleRightLiability, sale.resaleRightOre);
  return rows;
}

function rowsFor(event: BookEvent, order: OrderBooks, a: BookAccounts): Rows {
  switch (event.kind) {
    case 'sale':
      return saleRows(event, a);
    case 'shipping':
      return new Rows()
        .debit(a.receivables, event.amountOre)
        .credit(a.shipping, event.amountOre - event.vatOre)
        .credit(outputVatAccount(a, event.vatRate), event.vatOre);
    case 'payment':
      return new Rows().debit(a.bank, event.amountOre).credit(a.receivables, event.amountOre);
    case 'creditNote': {
      const sale = order.sale;
      if (!sale) refuse(event, "a credit note needs its order's sale: pass the order's earlier events as history");
      const rows = new Rows().credit(a.receivables, event.amountOre);
      if (event.final) {
        for (const [account, sum] of order.booked) if (account !== a.receivables) rows.add(account, -sum);
        return rows;
      }
      // On the studio's own stock the seller's part reduces the goods sold and their output VAT.
      if (sale.sellerVatStatus === 'studio') {
        const sellerVat = creditNoteSellerVat(event, sale);
        rows.debit(a.goods, event.sellerOre - sellerVat).debit(outputVatAccount(a, sale.hammerVatRate), sellerVat);
      } else rows.debit(a.sellerLiability, event.sellerOre);
      const studioPart = event.amountOre - event.sellerOre;
      return rows
        .debit(underMarginScheme(sale) ? a.marginScheme : a.premium, studioPart - event.vatOre)
        .debit(outputVatAccount(a, event.vatRate), event.vatOre);
    }
    case 'refund':
      return new Rows().debit(a.receivables, event.amountOre).credit(a.bank, event.amountOre);
    case 'payout':
      return new Rows().debit(a.sellerLiability, event.amountOre).credit(a.bank, event.amountOre);
  }
}

export function verificationsFor(events: readonly BookEvent[], accounts: BookAccounts, options: VerificationOptions = {}): Verification[] {
  const all = [...(options.history ?? []).map((event) => ({ event, book: false })), ...events.map((event) => ({ event, book: true }))].sort(
    (x, y) => compareEvents(x.event, y.event),
  );
  const orders = new Map<number, OrderBooks>();
  const verifications: Verification[] = [];
  for (const { event, book } of all) {
    assertBookEvent(event);
    let order = orders.get(event.orderId);
    if (!order) orders.set(event.orderId, (order = { booked: new Map() }));
    const rows = rowsFor(event, order, accounts).list();
    const sum = rows.reduce((total, row) => total + row.amountOre, 0);
    if (sum !== 0) {
      if (event.kind === 'creditNote' && event.final) {
        const open = rows.filter((row) => row.account !== accounts.receivables).reduce((t, row) => t + row.amountOre, 0);
        refuse(
          event,
          `a final credit note must credit what the order's invoices leave after earlier credit notes: ${open} öre, not ${event.amountOre}`,
        );
      }
      refuse(event, `the verification does not balance (${sum} öre)`);
    }
    if (event.kind === 'sale') order.sale = event;
    if (event.kind === 'sale' || event.kind === 'shipping' || event.kind === 'creditNote')
      for (const row of rows) order.booked.set(row.account, (order.booked.get(row.account) ?? 0) + row.amountOre);
    // An event that moves no money (free shipping) books nothing: an empty verification cannot be imported.
    if (book && rows.length > 0)
      verifications.push({
        number: verifications.length + 1,
        date: bookingDate(event.at),
        text: event.text,
        ref: event.ref,
        rows,
        kind: event.kind,
        orderId: event.orderId,
      });
  }
  return verifications;
}
