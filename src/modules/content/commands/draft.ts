import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db';
import { contentBlocks, contentPages, contentVersions } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { userDisplayNames } from '@/modules/accounts/server';
import type { BlockType, StoredBlock } from '../domain/blocks';
import { TreeError, fromTree, normalizeBlocks } from '../domain/tree';
import { richTextPlain, type RichTextDoc } from '../domain/rich-text';
import { contentPageDefinition } from '../pages';

export type PageRow = typeof contentPages.$inferSelect;

/** The stored list typed (the column holds what `normalizeBlocks` wrote). */
export function storedBlocks(value: PageRow['draft']): StoredBlock[] {
  return value.map((block) => ({ ...block, type: block.type as BlockType }));
}

export function pageDefinitionOrThrow(pageId: string) {
  const definition = contentPageDefinition(pageId);
  if (!definition) throw new AppError('NOT_FOUND', 'Sidan finns inte.');
  return definition;
}

/** The seeded first version of a page: today's text, as the code has it. */
export function seedBlocks(pageId: string): StoredBlock[] {
  return normalizeBlocks(fromTree(pageDefinitionOrThrow(pageId).seed.blocks));
}

/** A block's words, for the console's search (`blocks`). */
export function blockSearchText(block: StoredBlock): string {
  const props = block.props;
  const parts: string[] = [];
  for (const field of ['title', 'text', 'question', 'label', 'eyebrow', 'alt', 'caption']) {
    const value = props[field];
    if (typeof value === 'string') parts.push(value);
  }
  for (const field of ['doc', 'answer', 'lead']) {
    const value = props[field];
    if (value && typeof value === 'object') parts.push(richTextPlain(value as RichTextDoc));
  }
  // A table's cells and a list of points' titles and texts.
  for (const cells of [props.header, ...(Array.isArray(props.rows) ? props.rows : [])]) {
    if (Array.isArray(cells)) parts.push(...cells.filter((cell): cell is string => typeof cell === 'string'));
  }
  if (Array.isArray(props.items)) {
    for (const item of props.items as Array<Record<string, unknown>>) {
      for (const value of [item?.title, item?.text])
        if (value && typeof value === 'object') parts.push(richTextPlain(value as RichTextDoc));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, 5_000);
}

/** Keeps the block index (`content_blocks`) in step with a page's draft. */
export async function syncBlockIndex(tx: DbOrTx, pageId: string, blocks: readonly StoredBlock[]): Promise<void> {
  const ids = blocks.map((block) => block.id);
  if (blocks.length > 0) {
    // An id another page owns is never taken over (ids never move between pages).
    await tx
      .insert(contentBlocks)
      .values(blocks.map((block) => ({ id: block.id, pageId, type: block.type, inDraft: true, searchText: blockSearchText(block) })))
      .onConflictDoUpdate({
        target: contentBlocks.id,
        set: { type: sql`excluded.type`, inDraft: true, searchText: sql`excluded.search_text`, updatedAt: new Date() },
        setWhere: eq(contentBlocks.pageId, pageId),
      });
  }
  await tx
    .update(contentBlocks)
    .set({ inDraft: false, updatedAt: new Date() })
    .where(
      and(
        eq(contentBlocks.pageId, pageId),
        eq(contentBlocks.inDraft, true),
        ids.length > 0 ? notInArray(contentBlocks.id, ids) : sql`true`,
      ),
    );
  if (ids.length > 0) {
    const foreign = await tx
      .select({ id: contentBlocks.id })
      .from(contentBlocks)
      .where(and(inArray(contentBlocks.id, ids), sql`${contentBlocks.pageId} <> ${pageId}`));
    if (foreign.length > 0) throw new AppError('ALREADY_EXISTS', 'Ett block med samma id finns på en annan sida.');
  }
}

/**
 * The page's row, locked for this transaction; a page the database does not have yet is written
 * first from its seed, with the seed as published version 1 (today's text is the first version).
 */
export async function lockPage(tx: DbOrTx, pageId: string): Promise<PageRow> {
  const definition = pageDefinitionOrThrow(pageId);
  const [existing] = await tx.select().from(contentPages).where(eq(contentPages.pageId, pageId)).for('update');
  if (existing) return existing;
  const blocks = seedBlocks(pageId);
  const publishedAt = new Date(`${definition.seed.updated}T12:00:00Z`);
  const inserted = await tx
    .insert(contentPages)
    .values({ pageId, draft: blocks, draftRevision: 1, publishedVersion: 1, draftUpdatedAt: publishedAt })
    .onConflictDoNothing()
    .returning({ pageId: contentPages.pageId });
  if (inserted.length > 0) {
    await tx.insert(contentVersions).values({ pageId, version: 1, blocks, publishedAt, publishedBy: null });
    await syncBlockIndex(tx, pageId, blocks);
  }
  const [row] = await tx.select().from(contentPages).where(eq(contentPages.pageId, pageId)).for('update');
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/** Writes every known page that the database lacks (start-up); pages already there are left alone. */
export async function ensureContentPages(db: DbOrTx, pageIds: readonly string[]): Promise<void> {
  for (const pageId of pageIds) {
    await db.transaction(async (tx) => {
      await lockPage(tx, pageId);
    });
  }
}

export interface DraftEdit<T> {
  pageId: string;
  actorId: string;
  sessionId?: string;
  /** The draft revision the editor last saw; an older one than the page's is refused (ABORTED). */
  baseVersion?: number;
  /** What the audit row calls the change. */
  change: string;
  apply: (blocks: StoredBlock[]) => { blocks: StoredBlock[]; result: T };
}

/** Maps a refusal of the tree rules to the callable API's error. */
export function treeErrorToAppError(error: unknown): never {
  if (error instanceof TreeError) throw new AppError(error.reason === 'not-found' ? 'NOT_FOUND' : 'FAILED_PRECONDITION', error.message);
  throw error;
}

/**
 * Writes the locked page's next draft revision: the blocks, the block index and the audit row
 * (`after` says what changed besides the revision). Returns the new revision.
 */
export async function writeDraft(
  tx: DbOrTx,
  page: { pageId: string; draftRevision: number },
  blocks: StoredBlock[],
  by: { actorId: string; sessionId?: string },
  after: Record<string, unknown>,
): Promise<number> {
  const revision = page.draftRevision + 1;
  await tx
    .update(contentPages)
    .set({
      draft: blocks,
      draftRevision: revision,
      draftUpdatedAt: new Date(),
      draftUpdatedBy: by.actorId,
      draftSessionId: by.sessionId ?? null,
    })
    .where(eq(contentPages.pageId, page.pageId));
  await syncBlockIndex(tx, page.pageId, blocks);
  await recordAudit(tx, {
    entityType: 'content_page',
    entityId: page.pageId,
    before: { revision: page.draftRevision },
    after: { revision, ...after },
  });
  return revision;
}

/**
 * One change to a page's draft, in one transaction: lock the page, refuse a stale base (a later
 * save never silently overwrites another admin's), apply the pure tree operation, write the draft
 * with the next revision, the block index and the audit row.
 */
export async function editDraft<T>(tx: DbOrTx, edit: DraftEdit<T>): Promise<{ result: T; revision: number; blocks: StoredBlock[] }> {
  const page = await lockPage(tx, edit.pageId);
  await refuseStaleBase(tx, page, edit.baseVersion);
  const before = storedBlocks(page.draft);
  let outcome: { blocks: StoredBlock[]; result: T };
  try {
    outcome = edit.apply(before);
  } catch (error) {
    treeErrorToAppError(error);
  }
  const blocks = normalizeBlocks(outcome.blocks);
  const revision = await writeDraft(tx, page, blocks, edit, { change: edit.change });
  return { result: outcome.result, revision, blocks };
}

export async function refuseStaleBase(tx: DbOrTx, page: PageRow, baseVersion: number | undefined): Promise<void> {
  if (baseVersion === undefined || baseVersion >= page.draftRevision) return;
  const names = page.draftUpdatedBy ? await userDisplayNames(tx, [page.draftUpdatedBy]) : new Map<string, string>();
  const who = (page.draftUpdatedBy && names.get(page.draftUpdatedBy)) || 'någon annan';
  throw new AppError(
    'ABORTED',
    `Sidan har ändrats av ${who} sedan du öppnade den. Ladda om sidan för att se ändringarna och gör din ändring igen.`,
    { revision: page.draftRevision },
  );
}
