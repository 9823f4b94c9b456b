/**
 * A problem the buyer reports on a purchase (docs/decisions/0044): a short thread between the buyer
 * and the studio, open until the studio closes it with its resolution. While it is open the
 * automatic release waits (domain/release.ts); a new report after a resolution opens it again.
 * Plain functions of the order's facts, so a property test can hold them against a model.
 */

export const PROBLEM_RESOLUTIONS = ['refund', 'partialRefund', 'none'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

/** The resolution as the buyer and the studio read it. */
export const PROBLEM_RESOLUTION_LABELS: Record<ProblemResolution, string> = {
  refund: 'Köpet återbetalas',
  partialRefund: 'Delvis återbetalning',
  none: 'Ingen åtgärd',
};

/** The shortest note the studio may close with when it takes no action (the buyer is owed a reason). */
export const RESOLUTION_NOTE_MIN = 10;

export interface ProblemFacts {
  problemReportedAt: Date | null;
  problemResolvedAt: Date | null;
}

/** Reported and not yet closed by the studio. */
export function isProblemOpen(facts: ProblemFacts): boolean {
  return facts.problemReportedAt !== null && facts.problemResolvedAt === null;
}

/** Why nobody may write in the thread now, or null: there is a thread only while the problem is open. */
export function problemMessageRefusal(facts: ProblemFacts): string | null {
  if (facts.problemReportedAt === null) return 'Inget problem är rapporterat på köpet.';
  if (facts.problemResolvedAt !== null) return 'Ärendet är avslutat. Rapportera ett nytt problem om något fortfarande är fel.';
  return null;
}

/** What the refunds of the order say for closing its problem (orders' order_refunds, domain/refunds.ts). */
export interface RefundFacts {
  /** The whole purchase is refunded (payment status `refunded`). */
  wholeRefunded: boolean;
  /** A refund not failed was made since the problem was reported. */
  refundedSinceReport: boolean;
}

/**
 * Why the studio may not close the problem so, or null. The money moves first (REFUND_ORDER) and the
 * problem is then closed with what was done: "Köpet återbetalas" only once the whole purchase is
 * refunded, "Delvis återbetalning" only after a refund since the report; "no action" needs a
 * written reason the buyer reads.
 */
export function resolutionRefusal(
  facts: ProblemFacts,
  resolution: ProblemResolution,
  note: string | null | undefined,
  refunds: RefundFacts,
): string | null {
  const open = problemMessageRefusal(facts);
  if (open) return open;
  if (resolution === 'refund' && !refunds.wholeRefunded)
    return 'Återbetala hela köpet först (Återbetalning ovan), och avsluta sedan ärendet.';
  if (resolution === 'partialRefund' && !refunds.refundedSinceReport)
    return 'Gör återbetalningen först (Återbetalning ovan), och avsluta sedan ärendet.';
  if (resolution === 'none' && (note ?? '').trim().length < RESOLUTION_NOTE_MIN)
    return `Skriv till köparen varför ingen åtgärd görs (minst ${RESOLUTION_NOTE_MIN} tecken).`;
  return null;
}
