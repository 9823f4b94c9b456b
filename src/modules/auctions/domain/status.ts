import { AUCTION_STATUSES, type AuctionStatus } from '@/keys';

/**
 * A lot's life (docs/product.md §1, docs/architecture.md convention 9) as one transition table: draft →
 * scheduled → live → ended, or cancelled before it ends. Every command that changes a lot's
 * status asks this table first; an illegal step is refused, never silently skipped.
 */
export const AUCTION_TRANSITIONS: Readonly<Record<AuctionStatus, readonly AuctionStatus[]>> = {
  draft: ['scheduled', 'cancelled'],
  scheduled: ['live', 'cancelled'],
  live: ['ended', 'cancelled'],
  ended: [],
  cancelled: [],
};

/** A lot's status in the studio's words. */
export const AUCTION_STATUS_LABELS: Readonly<Record<AuctionStatus, string>> = {
  draft: 'Utkast',
  scheduled: 'Schemalagd',
  live: 'Pågår',
  ended: 'Avslutad',
  cancelled: 'Inställd',
};

export function canTransition(from: AuctionStatus, to: AuctionStatus): boolean {
  return AUCTION_TRANSITIONS[from].includes(to);
}

/** Why a lot cannot take the step, in Swedish, or null when it can. */
export function transitionRefusal(from: AuctionStatus, to: AuctionStatus): string | null {
  if (canTransition(from, to)) return null;
  if (from === 'ended') return 'Auktionen är redan avslutad.';
  if (from === 'cancelled') return 'Auktionen är inställd.';
  if (to === 'ended') return 'Auktionen har inte startat.';
  return 'Auktionen kan inte ändras så i sitt nuvarande läge.';
}

/** Every status the table lets a lot leave for `to` (a command that moves many lots at once selects these). */
export function statusesLeadingTo(to: AuctionStatus): AuctionStatus[] {
  return AUCTION_STATUSES.filter((from) => canTransition(from, to));
}
