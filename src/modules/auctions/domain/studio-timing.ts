import type { AuctionStatus } from '@/keys';
import { MIN_LOT_DURATION_MS } from './schedule';

/**
 * What the studio may do with a lot's end (docs/decisions/0033): move it while nobody has bid,
 * end a live lot at once while nobody has bid, and give a rehearsal lot ("Provauktion") an end
 * minutes away. Pure rules, asked by the commands and shown by the console's form.
 */

/** A rehearsal lot ends at least this long from now (and from its start): time to open its page and bid. */
export const REHEARSAL_MIN_LEAD_MS = 60_000;

/** The earliest end the studio may give a lot now: an hour ahead, or a minute for a rehearsal. */
export function earliestEnd(now: Date, rehearsal: boolean): Date {
  return new Date(now.getTime() + (rehearsal ? REHEARSAL_MIN_LEAD_MS : MIN_LOT_DURATION_MS));
}

export interface EndMove {
  status: AuctionStatus;
  bidCount: number;
  rehearsal: boolean;
  /** When the lot opens (a live lot's start is past: its new end counts from now). */
  startsAt: Date;
  /** The new end. */
  endsAt: Date;
  now: Date;
}

/**
 * Why the lot's end cannot be moved to `endsAt`, in Swedish, or null when it can. A draft or
 * scheduled lot: in the future and an hour after its start (a rehearsal: a minute). A live lot:
 * only while it has no bid — a bidder bid on the end that was shown — and then an hour ahead of
 * now (a rehearsal: a minute), earlier or later. An ended or cancelled lot never.
 */
export function endMoveRefusal(move: EndMove): string | null {
  const { status, bidCount, rehearsal, endsAt, now } = move;
  if (status === 'ended') return 'Auktionen är redan avslutad.';
  if (status === 'cancelled') return 'Auktionen är inställd.';
  if (Number.isNaN(endsAt.getTime()) || Number.isNaN(move.startsAt.getTime())) return 'Ogiltig tidpunkt.';
  if (status === 'live' && bidCount > 0) return 'Sluttiden kan inte flyttas efter första budet.';
  if (endsAt.getTime() <= now.getTime()) return 'Sluttiden måste ligga i framtiden.';
  // A live lot's end counts from now; a lot not yet open counts from its start (or now, if later).
  const from = Math.max(now.getTime(), status === 'live' ? now.getTime() : move.startsAt.getTime());
  const counted = status === 'live' || move.startsAt.getTime() <= now.getTime() ? 'fram i tiden' : 'efter starttiden';
  if (rehearsal) {
    return endsAt.getTime() - from < REHEARSAL_MIN_LEAD_MS ? `En provauktion måste sluta minst en minut ${counted}.` : null;
  }
  return endsAt.getTime() - from < MIN_LOT_DURATION_MS ? `Sluttiden måste ligga minst en timme ${counted}.` : null;
}

export interface EndNow {
  status: AuctionStatus;
  bidCount: number;
  endsAt: Date;
  now: Date;
}

/**
 * Why the studio cannot end the lot now ("Avsluta nu"), in Swedish, or null when it can: a live
 * lot whose end has come (it completes as the scheduler would: sold or unsold), or a live lot
 * nobody has bid on (it ends unsold at once). A lot with bids runs to its end: the bidders were
 * promised that time.
 */
export function endNowRefusal(lot: EndNow): string | null {
  if (lot.status === 'ended') return 'Auktionen är redan avslutad.';
  if (lot.status === 'cancelled') return 'Auktionen är inställd.';
  if (lot.status !== 'live') return 'Auktionen har inte startat.';
  if (lot.endsAt.getTime() <= lot.now.getTime()) return null;
  if (lot.bidCount > 0) return 'Auktionen har bud och kan inte avslutas i förväg. Den klubbas vid sluttiden.';
  return null;
}
