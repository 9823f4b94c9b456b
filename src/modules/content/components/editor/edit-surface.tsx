'use client';

import {
  DndContext,
  closestCenter,
  useDroppable,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/platform/callable/actions';
import { callErrorMessage } from '@/platform/callable/messages';
import { DragHandle, useSortableSensors } from '@/ui/sortable';
import {
  ADDABLE_BLOCK_TYPES,
  BLOCK_LABELS,
  canContain,
  isContainer,
  type BlockType,
  type HeroLayout,
  type SectionVariant,
  type StoredBlock,
} from '../../domain/blocks';
import { EMPTY_DOC } from '../../domain/rich-text';
import { editModeCookie } from '../../edit-mode';
import { CtaButton, FaqRun, HeroFrame, PageFrame, SectionFrame } from '../frames';
import { BlockForm } from './block-form';
import type { EditSurfaceProps } from './types';
import { VersionsPanel } from './versions-panel';

/** Spec §3 "Edit-mode state", by its names. */
export interface EditModeState {
  enabled: boolean;
  blockId: string | null;
  chosenParentId: string | null;
  chosenOverId: string | null;
  sessionId: string;
  mode: 'edit' | 'preview';
  dragging: boolean;
}

const ROOT = 'sidan';
const containerKey = (parentId: string | null) => `container:${parentId ?? ROOT}`;

const DEFAULT_PROPS: Record<BlockType, Record<string, unknown>> = {
  section: { title: 'Nytt avsnitt' },
  hero: { title: 'Ny rubrik', showSaleStatus: true },
  pageHeader: { title: 'Ny sida', lead: EMPTY_DOC },
  heading: { text: 'Ny rubrik', level: 2 },
  richText: { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ny text.' }] }] } },
  image: { image: null, alt: '' },
  table: { caption: 'Ny tabell', header: ['Rubrik', 'Uppgift'], rows: [['Rad', 'Text']] },
  points: {
    style: 'steps',
    items: [
      { title: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Första steget' }] }] }, text: EMPTY_DOC },
    ],
  },
  lotCarousel: { title: 'Utvalda föremål', source: 'ending-soon', auctionIds: [], limit: 8 },
  faq: { question: 'Ny fråga?', answer: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Svar.' }] }] } },
  cta: { label: 'Ny knapp', href: '/auktioner', style: 'primary' },
  live: { name: 'studioAddress' },
};

const SESSION_KEY = 'klubban-edit-session';

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** This tab's editing session (spec §3 sessionId): kept across the tab's navigations, new in another tab. */
function tabSessionId(): string {
  if (typeof window === 'undefined') return newSessionId();
  try {
    const kept = window.sessionStorage.getItem(SESSION_KEY);
    if (kept) return kept;
    const id = newSessionId();
    window.sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return newSessionId();
  }
}

/** A block's name in outlines and announcements: its type and the start of its text. */
/** The name in the middle of a sentence: the type's word in lower case, the quoted text as written. */
function lower(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function blockName(block: StoredBlock | undefined): string {
  if (!block) return 'blocket';
  const props = block.props;
  const textOf = ['text', 'title', 'question', 'label'].map((key) => props[key]).find((value) => typeof value === 'string') as
    string | undefined;
  const label = BLOCK_LABELS[block.type];
  return textOf ? `${label} ”${textOf.length > 40 ? `${textOf.slice(0, 39)}…` : textOf}”` : label;
}

function childrenOf(blocks: readonly StoredBlock[], parentId: string | null): StoredBlock[] {
  return blocks.filter((block) => block.parentId === parentId);
}

/**
 * The editor around a page's draft (spec §2 edit mode): every block outlined with a handle; a click
 * opens /edit/{blockId} with the page around it and the block's fields in its place; blocks are
 * added, copied, removed, and moved within and across sections by pointer, touch or keyboard
 * (dnd-kit, Swedish announcements). Each change is saved at once to the draft, with the draft's
 * revision, so another admin's later change is never overwritten; "Publicera" makes the draft
 * what visitors see.
 */
export function EditSurface({ page, blocks: serverBlocks, rendered, selectedBlockId, viewingVersion }: EditSurfaceProps) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  /** Draws the page again from the server (the draft as saved), tracked so the page can say when it has settled. */
  const refresh = () => startRefresh(() => router.refresh());
  const [state, setState] = useState<EditModeState>(() => ({
    enabled: true,
    blockId: selectedBlockId,
    chosenParentId: null,
    chosenOverId: null,
    sessionId: tabSessionId(),
    mode: 'edit',
    dragging: false,
  }));
  const [blocks, setBlocks] = useState(serverBlocks);
  const [shownServerBlocks, setShownServerBlocks] = useState(serverBlocks);
  const [version, setVersion] = useState(page.version);
  const [shownVersion, setShownVersion] = useState(page.version);
  const [editing, setEditing] = useState<string | null>(selectedBlockId);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [others, setOthers] = useState<Array<{ name: string; sameUser: boolean }>>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ parentId: string | null; beforeId: string | null } | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const dragOrigin = useRef<{ parentId: string | null; beforeId: string | null } | null>(null);

  // A refresh brings the server's draft: it replaces the local copy (React's "adjust state on prop change").
  if (serverBlocks !== shownServerBlocks) {
    setShownServerBlocks(serverBlocks);
    setBlocks(serverBlocks);
  }
  if (page.version !== shownVersion) {
    setShownVersion(page.version);
    setVersion((current) => Math.max(current, page.version));
  }

  const byId = useMemo(() => new Map(blocks.map((block) => [block.id, block])), [blocks]);
  const preview = state.mode === 'preview' || viewingVersion !== null;

  // Presence (spec §3 sessionId): who else has this page open, every 20 s while the tab is visible.
  useEffect(() => {
    let stopped = false;
    const ping = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const answer = await callAction('PING_CONTENT_EDITOR', { pageId: page.pageId, sessionId: state.sessionId });
        if (!stopped) setOthers(answer.editors);
      } catch {
        // Presence is a courtesy: the revision check still protects every save.
      }
    };
    void ping();
    const timer = window.setInterval(ping, 20_000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [page.pageId, state.sessionId]);

  useEffect(() => {
    if (!selectedBlockId) return;
    document.getElementById(`block-${selectedBlockId}`)?.scrollIntoView({ block: 'center' });
  }, [selectedBlockId]);

  /** Runs one change against the draft; on a conflict the page is not changed and the admin is told. */
  const change = async <T,>(
    run: (base: number) => Promise<T & { version: number }>,
    done: string,
    /** False when the caller navigates next (that draws the page anew anyway; a refresh racing it could draw it twice). */
    redraw = true,
  ): Promise<(T & { version: number }) | null> => {
    setBusy(true);
    setFormError(null);
    try {
      const answer = await run(version);
      setVersion(answer.version);
      setStatus(done);
      if (redraw) refresh();
      return answer;
    } catch (error) {
      const message = callErrorMessage(error, 'Ändringen kunde inte sparas.');
      const code = (error as { code?: string }).code;
      if (code === 'aborted' || code === 'ABORTED') setConflict(message);
      setFormError(message);
      setStatus(message);
      toast.error(message);
      setBlocks(serverBlocks);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const select = (id: string) => {
    setState((current) => ({ ...current, blockId: id }));
    setFormError(null);
    if (id === selectedBlockId) {
      setEditing(id);
      return;
    }
    // /edit/{blockId} is a page of its own: the router draws it anew, with this block's fields open.
    // Opening them here as well would show a form that the new page then replaces, losing what was typed.
    router.push(`/edit/${encodeURIComponent(id)}`, { scroll: false });
  };

  const save = async (block: StoredBlock, props: Record<string, unknown>) => {
    const answer = await change(
      (base) =>
        callAction('SAVE_BLOCK', {
          pageId: page.pageId,
          block: { id: block.id, type: block.type, parentId: block.parentId, props },
          baseVersion: base,
          sessionId: state.sessionId,
        }),
      `${BLOCK_LABELS[block.type]} sparad i utkastet.`,
    );
    if (answer) setEditing(null);
  };

  const add = async (type: BlockType, parentId: string | null, beforeId: string | null) => {
    const answer = await change(
      (base) =>
        callAction('SAVE_BLOCK', {
          pageId: page.pageId,
          block: { type, parentId, props: DEFAULT_PROPS[type] },
          beforeId,
          baseVersion: base,
          sessionId: state.sessionId,
        }),
      `${BLOCK_LABELS[type]} tillagd.`,
      false,
    );
    setAdding(null);
    // The new block's page (/edit/{id}) is drawn with it and its fields open.
    if (answer) select(answer.block.id);
  };

  const remove = async (block: StoredBlock) => {
    if (!window.confirm(`Ta bort ${lower(blockName(block))}${isContainer(block.type) ? ' och allt i det' : ''}?`)) return;
    setBlocks((current) => current.filter((other) => other.id !== block.id));
    const answer = await change(
      (base) => callAction('DELETE_BLOCK', { blockId: block.id, baseVersion: base, sessionId: state.sessionId }),
      `${blockName(block)} borttagen.`,
    );
    if (answer) setEditing(null);
  };

  const duplicate = async (block: StoredBlock) => {
    await change(
      (base) => callAction('DUPLICATE_BLOCK', { blockId: block.id, baseVersion: base, sessionId: state.sessionId }),
      `${blockName(block)} kopierad.`,
    );
  };

  const move = async (block: StoredBlock, parentId: string | null, beforeId: string | null) => {
    await change(
      (base) => callAction('MOVE_BLOCK', { blockId: block.id, parentId, beforeId, baseVersion: base, sessionId: state.sessionId }),
      `${blockName(block)} flyttad.`,
    );
  };

  const step = (block: StoredBlock, delta: -1 | 1) => {
    const siblings = childrenOf(blocks, block.parentId);
    const index = siblings.findIndex((sibling) => sibling.id === block.id);
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return;
    // Moving down means going before the sibling after the next one.
    const beforeId = delta === -1 ? siblings[target]!.id : (siblings[target + 1]?.id ?? null);
    setBlocks((current) => localMove(current, block.id, block.parentId, beforeId));
    void move(block, block.parentId, beforeId);
  };

  const publish = async () => {
    setBusy(true);
    try {
      const answer = await callAction('PUBLISH_CONTENT', { pageId: page.pageId, baseVersion: version });
      setStatus(`Publicerad som version ${answer.version}. Besökarna ser nu ändringarna.`);
      toast.success(`Publicerad som version ${answer.version}.`);
      refresh();
    } catch (error) {
      const message = callErrorMessage(error, 'Sidan kunde inte publiceras.');
      setStatus(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    document.cookie = editModeCookie(false, window.location.protocol === 'https:');
    void callAction('PING_CONTENT_EDITOR', { pageId: page.pageId, sessionId: `${state.sessionId}-left` }).catch(() => {});
    router.push(page.pageId);
    refresh();
  };

  // Drag and drop across parents (spec §3: chosenParentId, chosenOverId, dragging).
  const sensors = useSortableSensors();
  const parentOfOver = (overId: UniqueIdentifier): string | null | undefined => {
    const id = String(overId);
    if (id.startsWith('container:')) {
      const key = id.slice('container:'.length);
      return key === ROOT ? null : key;
    }
    return byId.get(id)?.parentId;
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const block = byId.get(String(active.id));
    if (!block) return;
    const siblings = childrenOf(blocks, block.parentId);
    const index = siblings.findIndex((sibling) => sibling.id === block.id);
    dragOrigin.current = { parentId: block.parentId, beforeId: siblings[index + 1]?.id ?? null };
    setState((current) => ({ ...current, dragging: true, chosenParentId: block.parentId, chosenOverId: null }));
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const block = byId.get(String(active.id));
    const parentId = parentOfOver(over.id);
    if (!block || parentId === undefined || over.id === active.id) return;
    const parentType = parentId === null ? null : (byId.get(parentId)?.type ?? null);
    if (!canContain(parentType, block.type) || (parentId !== null && isWithin(blocks, parentId, block.id))) return;
    setState((current) => ({ ...current, chosenParentId: parentId, chosenOverId: String(over.id) }));
    // Across parents the block joins its new parent at once, so the keyboard can go on from there.
    if (parentId !== block.parentId) {
      const beforeId = String(over.id).startsWith('container:') ? null : String(over.id);
      setBlocks((current) => localMove(current, block.id, parentId, beforeId));
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const origin = dragOrigin.current;
    dragOrigin.current = null;
    setState((current) => ({ ...current, dragging: false, chosenParentId: null, chosenOverId: null }));
    const block = byId.get(String(active.id));
    if (!block || !origin) return;
    let next = blocks;
    if (over && over.id !== active.id && !String(over.id).startsWith('container:')) {
      const target = byId.get(String(over.id));
      if (target && target.parentId === block.parentId) {
        const siblings = childrenOf(blocks, block.parentId);
        const from = siblings.findIndex((sibling) => sibling.id === block.id);
        const to = siblings.findIndex((sibling) => sibling.id === target.id);
        const beforeId = from < to ? (siblings[to + 1]?.id ?? null) : target.id;
        next = localMove(blocks, block.id, block.parentId, beforeId);
      }
    }
    const placed = next.find((other) => other.id === block.id)!;
    const siblings = childrenOf(next, placed.parentId);
    const index = siblings.findIndex((sibling) => sibling.id === block.id);
    const beforeId = siblings[index + 1]?.id ?? null;
    if (placed.parentId === origin.parentId && beforeId === origin.beforeId) {
      setBlocks(serverBlocks);
      return;
    }
    setBlocks(next);
    void move(block, placed.parentId, beforeId);
  };

  const onDragCancel = () => {
    dragOrigin.current = null;
    setState((current) => ({ ...current, dragging: false, chosenParentId: null, chosenOverId: null }));
    setBlocks(serverBlocks);
  };

  const position = (id: UniqueIdentifier) => {
    const block = byId.get(String(id));
    if (!block) return '';
    const siblings = childrenOf(blocks, block.parentId);
    const where = block.parentId ? `i ${lower(blockName(byId.get(block.parentId)))}` : 'på sidan';
    return `plats ${siblings.findIndex((sibling) => sibling.id === block.id) + 1} av ${siblings.length} ${where}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Du tog upp ${blockName(byId.get(String(active.id)))}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${blockName(byId.get(String(active.id)))} är nu över ${position(over.id) || 'en tom plats'}.`
        : 'Blocket är inte över någon plats.',
    onDragEnd: ({ active }) => `${blockName(byId.get(String(active.id)))} släpptes på ${position(active.id)}. Ändringen sparas.`,
    onDragCancel: ({ active }) => `Flytten avbröts. ${blockName(byId.get(String(active.id)))} ligger kvar.`,
  };

  const renderList = (parentId: string | null, only?: (block: StoredBlock) => boolean): ReactNode => {
    const list = childrenOf(blocks, parentId).filter((block) => !only || only(block));
    const items = list.map((block) => (
      <EditableBlock
        key={block.id}
        block={block}
        name={blockName(block)}
        selected={state.blockId === block.id}
        preview={preview}
        busy={busy}
        first={list[0]?.id === block.id}
        last={list.at(-1)?.id === block.id}
        onSelect={() => select(block.id)}
        onUp={() => step(block, -1)}
        onDown={() => step(block, 1)}
        onDuplicate={() => void duplicate(block)}
        onRemove={() => void remove(block)}
        onAddAfter={() => setAdding({ parentId: block.parentId, beforeId: list[list.indexOf(block) + 1]?.id ?? null })}
        adding={adding !== null && adding.parentId === block.parentId && adding.beforeId === (list[list.indexOf(block) + 1]?.id ?? null)}
        addMenu={
          <AddMenu
            parentType={block.parentId ? (byId.get(block.parentId)?.type ?? null) : null}
            onPick={(type) => void add(type, block.parentId, list[list.indexOf(block) + 1]?.id ?? null)}
            onCancel={() => setAdding(null)}
          />
        }
      >
        {editing === block.id && !preview ? (
          <BlockForm
            key={`${block.id}-${version}`}
            block={block}
            busy={busy}
            error={formError}
            onSave={(props) => void save(block, props)}
            onCancel={() => {
              setEditing(null);
              setFormError(null);
            }}
          />
        ) : (
          renderBlock(block)
        )}
      </EditableBlock>
    ));
    if (preview) return items;
    return (
      <SortableContext items={list.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <DropZone id={containerKey(parentId)} empty={list.length === 0}>
          {parentId === null || list.length > 0 ? items : <p className="py-3 text-sm text-muted">Tomt avsnitt: dra ett block hit.</p>}
        </DropZone>
      </SortableContext>
    );
  };

  const renderBlock = (block: StoredBlock): ReactNode => {
    if (block.type === 'section') {
      const props = block.props as { title?: string; anchor?: string; variant?: SectionVariant };
      return (
        <SectionFrame title={props.title} anchor={props.anchor} variant={props.variant}>
          {renderList(block.id)}
        </SectionFrame>
      );
    }
    if (block.type === 'hero') {
      const props = block.props as { eyebrow?: string; title: string; layout?: HeroLayout };
      const hasAside = childrenOf(blocks, block.id).some((child) => child.type !== 'cta');
      return (
        <HeroFrame
          eyebrow={props.eyebrow}
          title={props.title}
          layout={props.layout}
          lead={rendered[`${block.id}:lead`] ?? undefined}
          status={rendered[`${block.id}:status`]}
          aside={hasAside ? renderList(block.id, (child) => child.type !== 'cta') : undefined}
        >
          {renderList(block.id, (child) => child.type === 'cta')}
        </HeroFrame>
      );
    }
    if (block.type === 'faq') return <FaqRun>{rendered[block.id]}</FaqRun>;
    if (block.type === 'cta' && !rendered[block.id]) {
      const props = block.props as { label: string; href: string; style: 'primary' };
      return <CtaButton label={props.label} href={props.href} style={props.style} />;
    }
    return rendered[block.id] ?? <p className="text-sm text-muted">(Sparas…)</p>;
  };

  return (
    <div
      data-edit-page={page.pageId}
      data-mode={state.mode}
      data-busy={busy || refreshing ? 'true' : 'false'}
      data-dragging={state.dragging ? 'true' : 'false'}
      data-chosen-parent={state.chosenParentId ?? ''}
      data-chosen-over={state.chosenOverId ?? ''}
    >
      <EditorBar
        page={page}
        version={version}
        preview={state.mode === 'preview'}
        viewingVersion={viewingVersion}
        busy={busy}
        onPreview={() => setState((current) => ({ ...current, mode: current.mode === 'edit' ? 'preview' : 'edit' }))}
        onPublish={() => void publish()}
        onVersions={() => setShowVersions((open) => !open)}
        onLeave={leave}
      />
      <p role="status" className="sr-only" data-testid="editor-status">
        {status}
      </p>
      {others.length > 0 ? (
        <div role="status" className="mx-auto mt-3 max-w-6xl px-4">
          <p className="rounded-lg border border-accent-strong bg-accent/30 px-4 py-3 text-sm" data-testid="editor-presence">
            {[...new Set(others.map((other) => (other.sameUser ? 'Du (i ett annat fönster)' : other.name)))].join(', ')} redigerar också den
            här sidan just nu. Sparar ni samma sak får den som sparar sist ett meddelande i stället för att skriva över.
          </p>
        </div>
      ) : null}
      {conflict ? (
        <div role="alert" className="mx-auto mt-3 max-w-6xl px-4">
          <div className="rounded-lg border border-danger bg-white px-4 py-3 text-sm">
            <p>{conflict}</p>
            <button
              type="button"
              className="mt-2 inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-white"
              onClick={() => {
                setConflict(null);
                setEditing(null);
                refresh();
              }}
            >
              Ladda om sidan
            </button>
          </div>
        </div>
      ) : null}
      {showVersions ? (
        <VersionsPanel
          pageId={page.pageId}
          publishedVersion={page.publishedVersion}
          anyBlockId={blocks[0]?.id ?? null}
          baseVersion={version}
          onClose={() => setShowVersions(false)}
          onRestored={(answer) => {
            setVersion(answer.version);
            setStatus('Versionen är återställd som utkast. Publicera för att visa den.');
            refresh();
          }}
        />
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'Tryck på mellanslag eller Enter för att ta upp blocket. Flytta det med piltangenterna, också in i och ut ur avsnitt, släpp det med mellanslag eller Enter, eller avbryt med Escape.',
          },
        }}
      >
        <PageFrame layout={page.layout}>{renderList(null)}</PageFrame>
      </DndContext>
    </div>
  );
}

/** Whether `id` is `ancestorId` or below it. */
function isWithin(blocks: readonly StoredBlock[], id: string, ancestorId: string): boolean {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  let current: string | null = id;
  const seen = new Set<string>();
  while (current !== null && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

/** The local copy's move (the server's rule is domain/tree.ts; this only shows it until the refresh). */
function localMove(blocks: readonly StoredBlock[], id: string, parentId: string | null, beforeId: string | null): StoredBlock[] {
  const block = blocks.find((other) => other.id === id);
  if (!block) return [...blocks];
  const rest = blocks.filter((other) => other.id !== id);
  const moved = { ...block, parentId };
  const index = beforeId ? rest.findIndex((other) => other.id === beforeId) : -1;
  if (index >= 0) return [...rest.slice(0, index), moved, ...rest.slice(index)];
  const lastSibling = rest.map((other) => other.parentId).lastIndexOf(parentId);
  const parentIndex = parentId ? rest.findIndex((other) => other.id === parentId) : -1;
  const at = Math.max(lastSibling, parentIndex) + 1;
  return at > 0 ? [...rest.slice(0, at), moved, ...rest.slice(at)] : [...rest, moved];
}

function DropZone({ id, empty, children }: { id: string; empty: boolean; children: ReactNode }) {
  // Only an empty list is a drop target of its own: in a list with blocks, its blocks are the
  // targets, and a list-sized target would win closestCenter (and the keyboard's next place) over them.
  const { setNodeRef, isOver } = useDroppable({ id, disabled: !empty });
  return (
    <div ref={setNodeRef} className={empty ? `rounded-md border border-dashed ${isOver ? 'border-ink' : 'border-line'} px-3` : undefined}>
      {children}
    </div>
  );
}

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-ink disabled:opacity-40';
const SMALL_BUTTON =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm hover:border-ink disabled:opacity-40';

function EditableBlock({
  block,
  name,
  selected,
  preview,
  busy,
  first,
  last,
  adding,
  addMenu,
  onSelect,
  onUp,
  onDown,
  onDuplicate,
  onRemove,
  onAddAfter,
  children,
}: {
  block: StoredBlock;
  name: string;
  selected: boolean;
  preview: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  adding: boolean;
  addMenu: ReactNode;
  onSelect: () => void;
  onUp: () => void;
  onDown: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onAddAfter: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled: preview,
  });
  if (preview) return <>{children}</>;
  const container = isContainer(block.type);
  return (
    <div
      ref={setNodeRef}
      id={`block-${block.id}`}
      data-block-id={block.id}
      data-block-type={block.type}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`relative my-3 rounded-md outline-offset-4 ${selected ? 'outline-2 outline-ink' : 'outline-1 outline-dashed outline-line hover:outline-ink'} ${
        isDragging ? 'z-10 bg-white opacity-80 shadow-lg' : ''
      } ${block.type === 'cta' ? 'inline-block align-top' : ''}`}
    >
      <div className="not-prose flex flex-wrap items-center gap-1 text-xs text-muted">
        <DragHandle
          label={`Flytta ${lower(name)}`}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
          className={ICON_BUTTON}
        />
        <button
          type="button"
          onClick={onSelect}
          className="min-h-11 rounded-md px-2 text-left text-xs font-medium text-ink underline-offset-4 hover:underline"
          aria-current={selected ? 'true' : undefined}
        >
          {selected ? `Redigerar: ${name}` : `Redigera ${lower(name)}`}
        </button>
        {selected ? (
          <>
            <button type="button" className={ICON_BUTTON} onClick={onUp} disabled={busy || first} aria-label={`Flytta upp ${lower(name)}`}>
              ↑
            </button>
            <button type="button" className={ICON_BUTTON} onClick={onDown} disabled={busy || last} aria-label={`Flytta ned ${lower(name)}`}>
              ↓
            </button>
            <button type="button" className={SMALL_BUTTON} onClick={onDuplicate} disabled={busy}>
              Kopiera
            </button>
            <button type="button" className={SMALL_BUTTON} onClick={onRemove} disabled={busy || block.type === 'pageHeader'}>
              Ta bort
            </button>
            <button type="button" className={SMALL_BUTTON} onClick={onAddAfter} disabled={busy} aria-expanded={adding}>
              Lägg till efter
            </button>
          </>
        ) : null}
      </div>
      <div
        onClickCapture={(event) => {
          // In edit mode a click on a link or button inside a block selects the block instead.
          const target = event.target as HTMLElement;
          if (container && target.closest('[data-block-id]') !== event.currentTarget.parentElement) return;
          if (target.closest('form')) return;
          if (target.closest('a, summary') || !selected) {
            if (target.closest('a')) event.preventDefault();
            if (!selected) onSelect();
          }
        }}
      >
        {children}
      </div>
      {adding ? addMenu : null}
    </div>
  );
}

function AddMenu({
  parentType,
  onPick,
  onCancel,
}: {
  parentType: BlockType | null;
  onPick: (type: BlockType) => void;
  onCancel: () => void;
}) {
  const types = ADDABLE_BLOCK_TYPES.filter((type) => canContain(parentType, type));
  return (
    <div
      role="group"
      aria-label="Lägg till block"
      className="not-prose my-2 flex flex-wrap gap-2 rounded-lg border border-line bg-ground p-3"
    >
      {types.map((type) => (
        <button key={type} type="button" className={SMALL_BUTTON} onClick={() => onPick(type)}>
          {BLOCK_LABELS[type]}
        </button>
      ))}
      <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
        Avbryt
      </button>
    </div>
  );
}

function EditorBar({
  page,
  version,
  preview,
  viewingVersion,
  busy,
  onPreview,
  onPublish,
  onVersions,
  onLeave,
}: {
  page: EditSurfaceProps['page'];
  version: number;
  preview: boolean;
  viewingVersion: number | null;
  busy: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onVersions: () => void;
  onLeave: () => void;
}) {
  return (
    // On a phone the bar stays where it is (the site's header keeps the top); from sm up it sticks
    // just under the header (its height from SiteHeader), never over it, and under its search overlay.
    <div
      className="border-b border-line bg-white/95 backdrop-blur sm:sticky sm:top-[var(--site-header-height,0px)] sm:z-20"
      data-testid="editor-bar"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
        <p className="w-full text-sm sm:mr-auto sm:w-auto">
          <strong>Redigerar {page.label}</strong>
          <span className="block text-xs text-muted">
            {viewingVersion !== null
              ? `Visar publicerad version ${viewingVersion}`
              : page.dirty
                ? `Utkast med ändringar som inte är publicerade${page.updatedBy ? ` · senast av ${page.updatedBy}` : ''}`
                : `Utkastet är samma som version ${page.publishedVersion ?? 1}`}
          </span>
        </p>
        <button type="button" className={SMALL_BUTTON} onClick={onPreview} aria-pressed={preview} disabled={viewingVersion !== null}>
          {preview ? 'Tillbaka till redigering' : 'Förhandsgranska'}
        </button>
        <button type="button" className={SMALL_BUTTON} onClick={onVersions}>
          Versioner
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-sm font-medium text-white disabled:opacity-40"
          onClick={onPublish}
          disabled={busy || !page.dirty || viewingVersion !== null}
          data-version={version}
        >
          Publicera
        </button>
        <button type="button" className={SMALL_BUTTON} onClick={onLeave}>
          Avsluta redigering
        </button>
      </div>
    </div>
  );
}
