import { VALUATION_STATUSES, type ValuationStatus } from '@/keys';

/** Who takes a step: the seller on their own request, or the studio (an admin). */
export type ValuationActor = 'seller' | 'admin';

export interface ValuationTransition {
  from: ValuationStatus;
  to: ValuationStatus;
  by: ValuationActor;
  /** The connector action that takes the step (docs/product.md §9). */
  action: 'UPDATE_VALUATION_INFO' | 'ANSWER_VALUATION_REQUEST' | 'SET_VALUATION_STATUS' | 'PUBLISH_AUCTION';
}

/**
 * A valuation request's life (docs/product.md §3, the table of §9) as data: every step, who may take it
 * and with which action. Every command that changes a request asks `valuationTransitionRefusal`
 * first; anything not in the table is refused (FAILED_PRECONDITION), never silently skipped.
 * Creating a request (→ pending) is SUBMIT_VALUATION_REQUEST and has no "from".
 */
export const VALUATION_TRANSITIONS: readonly ValuationTransition[] = [
  { from: 'pending', to: 'pending', by: 'seller', action: 'UPDATE_VALUATION_INFO' },
  { from: 'pending', to: 'pending', by: 'admin', action: 'UPDATE_VALUATION_INFO' },
  { from: 'pending', to: 'accepted', by: 'admin', action: 'ANSWER_VALUATION_REQUEST' },
  { from: 'pending', to: 'rejected', by: 'admin', action: 'ANSWER_VALUATION_REQUEST' },
  { from: 'accepted', to: 'waiting', by: 'seller', action: 'SET_VALUATION_STATUS' },
  { from: 'accepted', to: 'rejected', by: 'seller', action: 'SET_VALUATION_STATUS' },
  // CREATE_ITEM_FROM_VALUATION → CREATE_AUCTION_FROM_ITEM → PUBLISH_AUCTION: the lot's publication moves it.
  { from: 'waiting', to: 'published', by: 'admin', action: 'PUBLISH_AUCTION' },
];

export type ValuationAction = ValuationTransition['action'];

/** Whether the table has the step for `by` (and, when given, taken with `action`). */
export function canTransitionValuation(from: ValuationStatus, to: ValuationStatus, by: ValuationActor, action?: ValuationAction): boolean {
  return VALUATION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by && (action === undefined || t.action === action));
}

/**
 * Why the step is refused, in Swedish, or null when the table allows it. With `action`, only that
 * action's rows count (SET_VALUATION_STATUS pending → pending is not UPDATE_VALUATION_INFO).
 */
export function valuationTransitionRefusal(
  from: ValuationStatus,
  to: ValuationStatus,
  by: ValuationActor,
  action?: ValuationAction,
): string | null {
  if (canTransitionValuation(from, to, by, action)) return null;
  if (canTransitionValuation(from, to, by)) return 'Värderingen kan inte ändras så.';
  // The step exists, but for the other party.
  if (VALUATION_TRANSITIONS.some((t) => t.from === from && t.to === to)) {
    return by === 'seller' ? 'Det här steget tas av studion.' : 'Det här steget tas av säljaren.';
  }
  switch (from) {
    case 'published':
      return 'Värderingen är redan publicerad och kan inte ändras.';
    case 'rejected':
      return 'Värderingen är avböjd och kan inte ändras.';
    case 'waiting':
      return to === 'published' ? 'Föremålet publiceras när dess auktion publiceras.' : 'Erbjudandet är redan godkänt.';
    case 'accepted':
      return 'Studion har redan svarat på värderingen.';
    case 'pending':
      return to === 'waiting' || to === 'published' ? 'Studion har inte värderat föremålet än.' : 'Värderingen kan inte ändras så.';
  }
}

/** Every status the table lets `by` leave for `to`. */
export function valuationStatusesLeadingTo(to: ValuationStatus, by: ValuationActor): ValuationStatus[] {
  return VALUATION_STATUSES.filter((from) => canTransitionValuation(from, to, by));
}

/** Swedish labels, as the seller and the studio read them. */
export const VALUATION_STATUS_LABELS: Record<ValuationStatus, string> = {
  pending: 'Inskickad – väntar på värdering',
  accepted: 'Värderad – väntar på ditt svar',
  rejected: 'Avböjd',
  waiting: 'Överenskommen – väntar på inlämning',
  published: 'Publicerad',
};

/** Shorter labels for the studio's queue tabs. */
export const VALUATION_STATUS_ADMIN_LABELS: Record<ValuationStatus, string> = {
  pending: 'Nya',
  accepted: 'Väntar på säljaren',
  waiting: 'Väntar på inlämning',
  published: 'Publicerade',
  rejected: 'Avböjda',
};
