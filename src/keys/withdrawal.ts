// The buyer's right of withdrawal, as every row says it (docs/decisions/0043): the lot page
// (auctions, catalog), the bid confirmation (bidding), the receipt (orders) and the receipt e-mail
// (email, below them all) speak one line, so it lives here, dependency-free.

/** How a withdrawal notice reached the studio: the site's "Ångra köp", or an e-mail the studio recorded. */
export const WITHDRAWAL_VIAS = ['site', 'email'] as const;
export type WithdrawalVia = (typeof WITHDRAWAL_VIAS)[number];

/** How an object came back after a withdrawal: sent back by the buyer, or collected by the studio. */
export const WITHDRAWAL_RETURN_KINDS = ['returned', 'collected'] as const;
export type WithdrawalReturnKind = (typeof WITHDRAWAL_RETURN_KINDS)[number];

/** Who pays the return shipping after a withdrawal (KLUBBAN_WITHDRAWAL_RETURN_PAID_BY; the terms §9.4). */
export const WITHDRAWAL_RETURN_PAYERS = ['buyer', 'studio'] as const;
export type WithdrawalReturnPayer = (typeof WITHDRAWAL_RETURN_PAYERS)[number];

/** The fields of an item that decide whether its buyer may withdraw. */
export interface WithdrawalTerms {
  withdrawalExcluded: boolean;
  withdrawalExcludedReason: string | null;
}

/** The default window, distansavtalslagen (2005:59) 2 kap. 12 §; KLUBBAN_WITHDRAWAL_DAYS may only lengthen it. */
export const STATUTORY_WITHDRAWAL_DAYS = 14;

/**
 * The one short line a buyer reads about withdrawal for a lot: "Ångerrätt 14 dagar från att du fått
 * föremålet", or, for an excluded item, "Ingen ångerrätt: Specialtillverkat".
 */
export function withdrawalLine(terms: WithdrawalTerms, days: number = STATUTORY_WITHDRAWAL_DAYS): string {
  if (terms.withdrawalExcluded) return `Ingen ångerrätt: ${terms.withdrawalExcludedReason?.trim() || 'undantaget enligt villkoren'}`;
  return `Ångerrätt ${days} dagar från att du fått föremålet`;
}
