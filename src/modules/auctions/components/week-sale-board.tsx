'use client';

import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Image from 'next/image';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import Link from '@/ui/link';
import { formatEndTime, formatSek } from '@/ui/format';
import { DragHandle } from '@/ui/sortable';
import { SortableArea } from '@/ui/sortable-area';

/** A lot as the week board shows it (the server's WeekSaleLot). */
export interface BoardLot {
  id: number;
  title: string;
  thumbUrl: string | null;
  lotNumber: number;
  status: string;
  price: number;
  bidCount: number;
  endsAt: string;
  extended: boolean;
}

const STATUS_LABELS: Record<string, string> = { draft: 'Utkast', scheduled: 'Schemalagd', live: 'Pågår', ended: 'Avslutad' };

/** A lot that may not change its end: it has bids, or soft close has extended it (decision 0016). */
const isLocked = (lot: BoardLot) => lot.bidCount > 0 || lot.extended;

/**
 * One Sunday sale's open lots in catalogue order, reorderable by pointer, touch and keyboard (space
 * lifts, arrows move, space drops, Escape cancels; Swedish announcements) or the ↑/↓ buttons. Each
 * move is sent at once as REORDER_LOTS; the answer's lot numbers and end times are shown, and a
 * refusal is shown as a toast while the list goes back to the order before the move.
 */
export function WeekSaleBoard({ lots: initial }: { lots: BoardLot[] }) {
  const [lots, setLots] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const flying = useRef(false);

  const commit = async (from: number, to: number) => {
    if (flying.current || to < 0 || to >= lots.length || from === to) return;
    flying.current = true;
    setBusy(true);
    const before = lots;
    const moved = arrayMove(lots, from, to);
    setLots(moved);
    try {
      const answer = await callAction('REORDER_LOTS', { auctionIds: moved.map((lot) => lot.id) });
      const placed = new Map(answer.auctions.map((lot) => [lot.id, lot]));
      setLots(
        moved.map((lot) => {
          const now = placed.get(lot.id);
          return now ? { ...lot, lotNumber: now.lotNumber, endsAt: now.endsAt } : lot;
        }),
      );
      const lot = moved[to]!;
      const message = `Ny ordning sparad. ”${lot.title}” är nu nr ${placed.get(lot.id)?.lotNumber ?? to + 1} och slutar ${formatEndTime(
        new Date(placed.get(lot.id)?.endsAt ?? lot.endsAt),
      )}.`;
      setStatus(message);
      toast.success('Ny ordning sparad – sluttiderna är uppdaterade.');
    } catch (error) {
      setLots(before);
      const message = callErrorMessage(error, 'Ordningen kunde inte sparas.');
      setStatus(`${message} Ordningen är återställd.`);
      toast.error(message);
    } finally {
      flying.current = false;
      setBusy(false);
    }
  };

  const position = (id: UniqueIdentifier) => lots.findIndex((lot) => lot.id === id) + 1;
  const titleOf = (id: UniqueIdentifier) => lots.find((lot) => lot.id === id)?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Du tog upp ”${titleOf(active.id)}” på plats ${position(active.id)} av ${lots.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `”${titleOf(active.id)}” är över plats ${position(over.id)} av ${lots.length}.` : 'Loten är inte över någon plats.',
    onDragEnd: ({ active, over }) =>
      over
        ? `”${titleOf(active.id)}” släpptes på plats ${position(over.id)} av ${lots.length}. Ordningen sparas.`
        : `”${titleOf(active.id)}” ligger kvar på plats ${position(active.id)}.`,
    onDragCancel: ({ active }) => `Flytten avbröts. ”${titleOf(active.id)}” ligger kvar på plats ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    void commit(position(active.id) - 1, position(over.id) - 1);
  };

  return (
    <div>
      <p role="status" className="sr-only" data-testid="reorder-status">
        {status}
      </p>
      <SortableArea thing="loten" announcements={announcements} onDragEnd={onDragEnd}>
        <SortableContext items={lots.map((lot) => lot.id)} strategy={verticalListSortingStrategy}>
          <ol
            className="divide-y divide-line overflow-hidden rounded-xl border border-line"
            aria-label="Lotter i katalogordning"
            data-testid="week-lots"
          >
            {lots.map((lot, index) => (
              <BoardRow key={lot.id} lot={lot} index={index} count={lots.length} busy={busy} onMove={(to) => void commit(index, to)} />
            ))}
          </ol>
        </SortableContext>
      </SortableArea>
    </div>
  );
}

const iconButton =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-ink ring-1 ring-line transition-colors hover:bg-ground disabled:opacity-40 disabled:hover:bg-white';

function BoardRow({
  lot,
  index,
  count,
  busy,
  onMove,
}: {
  lot: BoardLot;
  index: number;
  count: number;
  /** A move is being saved (the row shows it; a second move waits its turn). */
  busy: boolean;
  onMove: (to: number) => void;
}) {
  const locked = isLocked(lot);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lot.id,
    disabled: locked,
  });
  const name = `nr ${lot.lotNumber}, ${lot.title}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 bg-white p-3 sm:flex-nowrap ${isDragging ? 'relative z-10 shadow-lg' : ''} ${busy ? 'opacity-80' : ''}`}
      aria-busy={busy || undefined}
      data-lot-id={lot.id}
    >
      {locked ? (
        <span
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-ground text-muted"
          title="Låst: har bud"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 018 0v3" />
          </svg>
        </span>
      ) : (
        <DragHandle
          label={`Dra för att flytta ${name}`}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
          className={iconButton}
        />
      )}
      <div className="relative h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-ground">
        {lot.thumbUrl ? <Image src={lot.thumbUrl} alt="" fill sizes="56px" className="object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-xs text-muted">
          <span className="tabular font-medium text-ink" data-testid="lot-number">
            Nr {lot.lotNumber}
          </span>{' '}
          · {STATUS_LABELS[lot.status] ?? lot.status}
          {locked ? <span className="font-medium text-ink"> · Låst: {lot.bidCount > 0 ? 'har bud' : 'förlängd'}</span> : null}
        </p>
        <p className="line-clamp-2 font-medium leading-snug">
          <Link href={`/admin/auktioner/${lot.id}`} className="hover:underline">
            {lot.title}
          </Link>
        </p>
      </div>
      <dl className="tabular grid shrink-0 grid-cols-[auto_auto] gap-x-3 text-sm sm:w-56">
        <dt className="text-muted">{lot.bidCount > 0 ? 'Pris' : 'Startpris'}</dt>
        <dd>
          {formatSek(lot.price)} · {lot.bidCount === 0 ? 'inga bud' : `${lot.bidCount} bud`}
        </dd>
        <dt className="text-muted">Slutar</dt>
        <dd data-testid="ends-at">{formatEndTime(new Date(lot.endsAt))}</dd>
      </dl>
      <div className="ml-auto flex shrink-0 gap-1">
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index - 1)}
          disabled={locked || index === 0}
          aria-label={`Flytta ${name} uppåt`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 15l6-6 6 6" />
          </svg>
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index + 1)}
          disabled={locked || index === count - 1}
          aria-label={`Flytta ${name} nedåt`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
    </li>
  );
}
