'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { TextAreaField } from '@/ui/form';
import Link from '@/ui/link';
import { formatEndTime, formatSek } from '@/ui/format';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';
import type { AdminBid } from '../queries/list-lot-bids';

/** A bid as the console lists it: the server's AdminBid, less who removed it (the name is shown). */
export type ConsoleBid = Omit<AdminBid, 'removedById'>;

function AutomaticLine({ automatic }: { automatic: NonNullable<ConsoleBid['automatic']> }) {
  return (
    <p className="tabular text-sm" data-testid="admin-automatic-bid">
      <span className="font-semibold">{formatSek(automatic.amount)}</span> <span>· automatiskt bud · </span>
      <Link href={`/admin/anvandare/${automatic.bidderId}`} className="font-medium text-ink underline underline-offset-4">
        {automatic.bidderName || automatic.bidderEmail}
      </Link>
    </p>
  );
}

interface Preview {
  bidId: number;
  before: { currentPrice: number | null; leaderId: string | null; bidCount: number };
  after: { currentPrice: number | null; leaderId: string | null; bidCount: number; reserveMet: boolean };
}

const seconds = (iso: string) => `${formatEndTime(new Date(iso))}:${String(new Date(iso).getUTCSeconds()).padStart(2, '0')}`;

/**
 * A lot's bids in the console, newest first: amount, maximum, time and the bidder (name, e-mail,
 * a link to their page). The amount is what the bid bid, as the lot's history shows it (never
 * above its maximum); an automatic answer it drew from another bidder's maximum is its own line,
 * above the bid (the leader answered it) or below it (the beaten leader's maximum bid up first). While the lot runs each standing bid can be previewed for removal
 * (ADMIN_PREVIEW_REMOVE_BID: the price, leader and bid count without it) and then removed with a
 * reason (ADMIN_REMOVE_BID). Removed bids stay listed, struck, with who, when and why.
 */
export function AdminBidList({ bids, startPrice, canRemove }: { bids: ConsoleBid[]; startPrice: number; canRemove: boolean }) {
  const router = useRouter();
  const once = useOnce();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameOf = (userId: string | null) => {
    if (!userId) return 'ingen';
    const bid = bids.find((b) => b.bidderId === userId);
    return bid ? bid.bidderName || bid.bidderEmail : 'okänd budgivare';
  };
  const price = (value: number | null, count: number) =>
    count === 0 || value === null ? `inget (startpris ${formatSek(startPrice)})` : formatSek(value);

  const showPreview = (bidId: number) =>
    once.run(async () => {
      try {
        setPreview(await callAction('ADMIN_PREVIEW_REMOVE_BID', { bidId }));
        setReason('');
        setError(null);
      } catch (failure) {
        toast.error(callErrorMessage(failure, 'Förhandsgranskningen kunde inte visas.'));
      }
    });
  const remove = (bidId: number) =>
    once.run(async () => {
      if (reason.trim().length < 3) {
        setError('Ange ett skäl (minst 3 tecken).');
        return;
      }
      try {
        await callAction('ADMIN_REMOVE_BID', { bidId, reason: reason.trim() });
        toast.success('Budet är borttaget och auktionen är omräknad.');
        setPreview(null);
        router.refresh();
      } catch (failure) {
        setError(callErrorMessage(failure, 'Budet kunde inte tas bort.'));
      }
    });

  if (bids.length === 0) return <p className="mt-3 rounded-lg bg-ground px-4 py-6 text-center text-muted">Inga bud ännu.</p>;

  return (
    <ol className="mt-3 divide-y divide-line border-y border-line" data-testid="admin-bids">
      {bids.map((bid) => {
        const removed = bid.status === 'removed';
        const open = preview?.bidId === bid.id;
        return (
          <li key={bid.id} className="py-3" data-bid-id={bid.id}>
            {bid.automatic?.after ? (
              <div className="mb-2 border-b border-dashed border-line pb-2">
                <AutomaticLine automatic={bid.automatic} />
              </div>
            ) : null}
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className={`min-w-0 ${removed ? 'text-muted' : ''}`}>
                <p className="tabular">
                  <span className={`font-semibold ${removed ? 'line-through' : ''}`}>{formatSek(bid.amount)}</span>
                  <span className={removed ? 'line-through' : ''}> · maxbud {formatSek(bid.maxAmount)}</span>
                  <span className="text-sm text-muted"> · {seconds(bid.placedAt)}</span>
                </p>
                <p className="text-sm break-words">
                  <Link href={`/admin/anvandare/${bid.bidderId}`} className="font-medium text-ink underline underline-offset-4">
                    {bid.bidderName || bid.bidderEmail}
                  </Link>{' '}
                  <span className="text-muted">{bid.bidderEmail}</span>
                </p>
                {removed ? (
                  <p className="mt-1 text-sm text-ink">
                    Borttaget {bid.removedAt ? seconds(bid.removedAt) : ''} av {bid.removedByName ?? 'okänd'}: {bid.removedReason}
                  </p>
                ) : null}
              </div>
              {canRemove && !removed && !open ? (
                <button
                  type="button"
                  className={buttonClass('outline', 'compact')}
                  disabled={once.busy}
                  onClick={() => void showPreview(bid.id)}
                >
                  Förhandsgranska borttagning
                </button>
              ) : null}
            </div>
            {bid.automatic && !bid.automatic.after ? (
              <div className="mt-2 border-t border-dashed border-line pt-2">
                <AutomaticLine automatic={bid.automatic} />
              </div>
            ) : null}
            {open && preview ? (
              <div className="mt-3 rounded-xl bg-ground p-4" data-testid="removal-preview">
                <h3 className="font-medium">Utan det här budet</h3>
                <dl className="tabular mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">Pris</dt>
                  <dd data-testid="preview-price">
                    {price(preview.after.currentPrice, preview.after.bidCount)}{' '}
                    <span className="text-muted">(nu {price(preview.before.currentPrice, preview.before.bidCount)})</span>
                  </dd>
                  <dt className="text-muted">Ledare</dt>
                  <dd>
                    {nameOf(preview.after.leaderId)} <span className="text-muted">(nu {nameOf(preview.before.leaderId)})</span>
                  </dd>
                  <dt className="text-muted">Antal bud</dt>
                  <dd>
                    {preview.after.bidCount} <span className="text-muted">(nu {preview.before.bidCount})</span>
                  </dd>
                  <dt className="text-muted">Reservationspris</dt>
                  <dd>{preview.after.reserveMet ? 'uppnått' : 'ej uppnått'}</dd>
                </dl>
                <form
                  className="mt-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void remove(bid.id);
                  }}
                >
                  <TextAreaField
                    label="Skäl (budgivaren får se det)"
                    name="reason"
                    required
                    minLength={3}
                    maxLength={500}
                    rows={2}
                    value={reason}
                    error={error}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button type="submit" disabled={once.busy} className={buttonClass('danger', 'sm')}>
                      Ta bort bud
                    </button>
                    <button type="button" className={buttonClass('outline', 'compact', 'bg-white')} onClick={() => setPreview(null)}>
                      Avbryt
                    </button>
                  </div>
                </form>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
