// When a lot is closed to bidding. Two meanings, kept apart: a status that will not change again
// (ended or cancelled), and a lot closed at a given moment (that status, or its end time passed,
// even before the closing job has set the status).
import type { AuctionStatus } from '@/keys';

/** Whether the status is final: the lot has ended or been cancelled. */
export function isFinalStatus(status: AuctionStatus): boolean {
  return status === 'ended' || status === 'cancelled';
}

/** Whether the lot is closed at `now` (ms since epoch): final status, or its end time has passed. */
export function isClosed(lot: { status: AuctionStatus; endsAt: Date | string }, now: number): boolean {
  const endsAt = typeof lot.endsAt === 'string' ? Date.parse(lot.endsAt) : lot.endsAt.getTime();
  return isFinalStatus(lot.status) || endsAt <= now;
}
