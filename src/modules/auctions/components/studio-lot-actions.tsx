'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import Link from '@/ui/link';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { useOnce } from '@/ui/use-once';
import { buttonClass } from '@/ui/button';

/**
 * A studio lot's actions in the console: edit, publish (a draft), relist (an ended, unsold real lot
 * not yet relisted, → a new draft that opens for editing) and "Avsluta nu" after a confirmation
 * (END_AUCTION_NOW, endNowRefusal in docs/decisions/0033): `endNow` 'due' for a live lot whose end
 * has come (sold to the leader if the reserve is met), 'early' for a live lot nobody has bid on (it
 * ends unsold at once). A sold real lot can be hidden from the archive of what sold and shown
 * there again (HIDE_FROM_ARCHIVE, docs/decisions/0047).
 */
export function StudioLotActions({
  auctionId,
  status,
  outcome,
  relisted,
  rehearsal = false,
  showEdit = true,
  endNow = null,
  archiveHidden = false,
}: {
  auctionId: number;
  status: string;
  outcome: 'sold' | 'unsold' | null;
  relisted: boolean;
  rehearsal?: boolean;
  showEdit?: boolean;
  endNow?: 'due' | 'early' | null;
  archiveHidden?: boolean;
}) {
  const router = useRouter();
  const once = useOnce();
  const [confirming, setConfirming] = useState(false);
  const button = buttonClass('outline', 'compact');
  /** Runs one of the lot's actions, one at a time; a refusal is told in a toast. */
  const attempt = (work: () => Promise<void>, failure: string) =>
    once.run(async () => {
      try {
        await work();
      } catch (error) {
        toast.error(callErrorMessage(error, failure));
      }
    });
  const publish = () =>
    attempt(async () => {
      const answer = await callAction('PUBLISH_AUCTION', { auctionId });
      toast.success(answer.auction.status === 'live' ? 'Publicerad – auktionen pågår.' : 'Publicerad – auktionen är schemalagd.');
      router.refresh();
    }, 'Auktionen kunde inte publiceras.');
  const relist = () =>
    attempt(async () => {
      const answer = await callAction('RELIST_AUCTION', { auctionId });
      toast.success('Ett nytt utkast är skapat till nästa söndagsauktion.');
      router.push(`/admin/auktioner/${answer.auction.id}`);
    }, 'Auktionen kunde inte läggas upp igen.');
  const complete = () =>
    attempt(async () => {
      const answer = await callAction('END_AUCTION_NOW', { auctionId });
      toast.success(
        answer?.outcome === 'sold' ? 'Auktionen är avslutad och såld till ledaren.' : 'Auktionen är avslutad utan försäljning.',
      );
      setConfirming(false);
      router.refresh();
    }, 'Auktionen kunde inte avslutas.');
  const toggleArchive = () =>
    attempt(async () => {
      await callAction('HIDE_FROM_ARCHIVE', { auctionId, hidden: !archiveHidden });
      toast.success(archiveHidden ? 'Föremålet visas igen bland sålda föremål.' : 'Föremålet är dolt bland sålda föremål.');
      router.refresh();
    }, 'Det gick inte att ändra om föremålet visas bland sålda föremål.');
  return (
    <div className="flex flex-wrap gap-2">
      {endNow && status === 'live' ? (
        confirming ? (
          <div role="group" aria-label="Bekräfta avslut" className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-ground p-3">
            <p className="w-full text-sm">
              {endNow === 'early'
                ? 'Avsluta auktionen nu? Den har inga bud och avslutas osåld direkt.'
                : 'Avsluta auktionen nu? Den säljs till ledaren om reservationspriset är nått.'}
            </p>
            <button type="button" className={buttonClass('primary', 'compact')} disabled={once.busy} onClick={() => void complete()}>
              Ja, avsluta
            </button>
            <button type="button" className={buttonClass('outline', 'compact', 'bg-white')} onClick={() => setConfirming(false)}>
              Avbryt
            </button>
          </div>
        ) : (
          <button type="button" className={button} onClick={() => setConfirming(true)}>
            Avsluta nu
          </button>
        )
      ) : null}
      {showEdit ? (
        <Link href={`/admin/auktioner/${auctionId}`} className={button}>
          Redigera
        </Link>
      ) : null}
      {status === 'draft' ? (
        <button type="button" className={buttonClass('primary', 'compact')} disabled={once.busy} onClick={() => void publish()}>
          Publicera
        </button>
      ) : null}
      {status === 'ended' && outcome === 'unsold' && !relisted && !rehearsal ? (
        <button type="button" className={button} disabled={once.busy} onClick={() => void relist()}>
          Lägg upp igen
        </button>
      ) : null}
      {status === 'ended' && outcome === 'sold' && !rehearsal ? (
        <button type="button" className={button} disabled={once.busy} onClick={() => void toggleArchive()} data-testid="archive-toggle">
          {archiveHidden ? 'Visa bland sålda föremål' : 'Dölj bland sålda föremål'}
        </button>
      ) : null}
    </div>
  );
}
