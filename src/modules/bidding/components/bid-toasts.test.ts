import { describe, expect, it } from 'vitest';
import { bidToastId, createBidToasts, LEAD_TOAST, type BidToastKind, type Toaster } from './bid-toasts';

/** A toaster that keeps the toasts on screen by id, as sonner does (same id: replaced in place). */
function screen() {
  const shown = new Map<string, { kind: BidToastKind; message: string; close: () => void }>();
  const toaster: Toaster = {
    show(kind, message, { id, onAutoClose }) {
      shown.set(id, {
        kind,
        message,
        close: () => {
          shown.delete(id);
          onAutoClose();
        },
      });
    },
  };
  return { toaster, shown, text: (auctionId: number) => shown.get(bidToastId(auctionId))?.message ?? null };
}

describe('bid toasts follow the live state', () => {
  it('replaces "Du leder!" when an outbid arrives while it shows: the latest state wins', () => {
    const { toaster, text, shown } = screen();
    const toasts = createBidToasts(toaster);
    toasts.announce(7, 1500, true);
    expect(text(7)).toBe('Ditt maxbud på 1\u00a0500\u00a0kr är lagt. Du leder!');
    // The panel still leads (the answer's own state): nothing changes.
    toasts.follow(7, true);
    expect(text(7)).toContain('Du leder!');
    // Another bidder's maximum answers: the panel says outbid, and so does the toast, in place.
    toasts.follow(7, false);
    expect(text(7)).toBe(LEAD_TOAST.outbid);
    expect(shown.get(bidToastId(7))?.kind).toBe('warning');
    expect(shown.size).toBe(1);
  });

  it('corrects a toast whose answer was overtaken before it was shown', () => {
    const { toaster, text } = screen();
    const toasts = createBidToasts(toaster);
    // The answer said "you lead", but the panel had already taken a newer outbid.
    toasts.announce(7, 1500, true);
    toasts.follow(7, false);
    expect(text(7)).toBe(LEAD_TOAST.outbid);
    // And back: leading after all (a removed bid) says so.
    toasts.follow(7, true);
    expect(text(7)).toBe(LEAD_TOAST.leads);
  });

  it('shows nothing for a lead change when no toast is open, and keeps lots apart', () => {
    const { toaster, shown, text } = screen();
    const toasts = createBidToasts(toaster);
    toasts.follow(7, false);
    expect(shown.size).toBe(0);
    toasts.announce(7, 1500, true);
    toasts.announce(8, 900, false);
    toasts.follow(8, false);
    toasts.follow(7, false);
    expect(text(7)).toBe(LEAD_TOAST.outbid);
    expect(text(8)).toBe('Ditt bud på 900\u00a0kr är lagt, men någon annan har ett högre maxbud.');
    // Once the toast has closed, a later change raises no new one.
    shown.get(bidToastId(7))!.close();
    expect(toasts.telling(7)).toBeUndefined();
    toasts.follow(7, true);
    expect(text(7)).toBeNull();
  });
});
