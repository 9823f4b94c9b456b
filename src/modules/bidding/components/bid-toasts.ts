import { toast } from 'sonner';
import { formatSek } from '@/ui/format';

/**
 * The toast that tells a bidder how their bid went, kept in step with the live state: one toast per
 * lot (a new bid's toast replaces the last), and when a newer state arrives that says otherwise —
 * outbid a moment after "Du leder!", or leading after all — the toast is replaced by what the
 * panel now says, so a toast never contradicts the bid panel or the board's row beside it.
 */

export type BidToastKind = 'success' | 'warning';

/** What shows the toasts (sonner's `toast`, or a stand-in in tests). */
export interface Toaster {
  show(kind: BidToastKind, message: string, options: { id: string; onDismiss: () => void; onAutoClose: () => void }): void;
}

const sonner: Toaster = {
  show: (kind, message, options) => (kind === 'success' ? toast.success(message, options) : toast.warning(message, options)),
};

export const bidToastId = (auctionId: number) => `bid-outcome-${auctionId}`;

/** What the panel says now, as the toast that replaces one saying otherwise. */
export const LEAD_TOAST = { leads: 'Du leder.', outbid: 'Du har blivit överbjuden. Någon annan har ett högre maxbud.' } as const;

export function createBidToasts(toaster: Toaster = sonner) {
  /** The lead state each lot's open toast tells, by lot; gone once the toast is. */
  const told = new Map<number, boolean>();

  const show = (auctionId: number, youLead: boolean, message: string) => {
    const id = bidToastId(auctionId);
    const gone = () => {
      // Only if it is still this toast's word (a replacement under the same id keeps its own).
      if (told.get(auctionId) === youLead) told.delete(auctionId);
    };
    told.set(auctionId, youLead);
    toaster.show(youLead ? 'success' : 'warning', message, { id, onDismiss: gone, onAutoClose: gone });
  };

  return {
    /** A bid was accepted: tell how it stands by the server's answer. */
    announce(auctionId: number, amount: number, youLead: boolean): void {
      show(
        auctionId,
        youLead,
        youLead
          ? `Ditt maxbud på ${formatSek(amount)} är lagt. Du leder!`
          : `Ditt bud på ${formatSek(amount)} är lagt, men någon annan har ett högre maxbud.`,
      );
    },
    /**
     * The lot's lead state as the page shows it now (after every live event and answer): an open
     * toast that says otherwise is replaced by it; with no toast open, nothing is shown.
     */
    follow(auctionId: number, youLead: boolean): void {
      const said = told.get(auctionId);
      if (said === undefined || said === youLead) return;
      show(auctionId, youLead, youLead ? LEAD_TOAST.leads : LEAD_TOAST.outbid);
    },
    /** What the lot's open toast tells, if one is open (for tests). */
    telling(auctionId: number): boolean | undefined {
      return told.get(auctionId);
    },
  };
}

/** The page's one set of bid toasts (the lot page's form and the closing board share it). */
export const bidToasts = createBidToasts();
