import 'server-only';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db';
import { contentBlocks, contentPages, contentVersions } from '../tables';
import { AppError } from '@/platform/errors';
import { userDisplayNames } from '@/modules/accounts/server';
import type { AdminSearchHit, AdminSearchTerms } from '@/platform/admin-search';
import { BLOCK_LABELS, type BlockNode, type BlockType, type StoredBlock } from '../domain/blocks';
import { findBlock, toTree } from '../domain/tree';
import { lockPage, pageDefinitionOrThrow, seedBlocks, storedBlocks } from '../commands/draft';
import { CONTENT_PAGES, contentPageDefinition } from '../pages';

export interface PublishedPage {
  pageId: string;
  version: number;
  publishedAt: string;
  blocks: StoredBlock[];
}

/**
 * What visitors see of a page: its published version (one primary-key read). A page the database
 * does not have yet is its seed, which is the same text as the version 1 it will be written as.
 */
export async function getPublishedPage(db: DbOrTx, pageId: string): Promise<PublishedPage> {
  const definition = pageDefinitionOrThrow(pageId);
  const [row] = await db
    .select({ version: contentVersions.version, blocks: contentVersions.blocks, publishedAt: contentVersions.publishedAt })
    .from(contentPages)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.pageId, contentPages.pageId), eq(contentVersions.version, contentPages.publishedVersion)),
    )
    .where(eq(contentPages.pageId, pageId));
  if (row) return { pageId, version: row.version, publishedAt: row.publishedAt.toISOString(), blocks: storedBlocks(row.blocks) };
  return { pageId, version: 1, publishedAt: new Date(`${definition.seed.updated}T12:00:00Z`).toISOString(), blocks: seedBlocks(pageId) };
}

export interface DraftPage {
  pageId: string;
  label: string;
  /** The draft's revision: what SAVE_BLOCK's `baseVersion` names. */
  version: number;
  publishedVersion: number | null;
  /** Whether the draft differs from what visitors see. */
  dirty: boolean;
  updatedAt: string;
  updatedBy: string | null;
  blocks: StoredBlock[];
}

/** An admin's view of a page: its draft (written from the seed first if the database lacks it). */
export async function getDraftPage(db: Db, pageId: string): Promise<DraftPage> {
  const definition = pageDefinitionOrThrow(pageId);
  const page = await db.transaction(async (tx) => lockPage(tx, pageId));
  const blocks = storedBlocks(page.draft);
  const published = page.publishedVersion === null ? null : await getPublishedPage(db, pageId);
  const names = page.draftUpdatedBy ? await userDisplayNames(db, [page.draftUpdatedBy]) : new Map<string, string>();
  return {
    pageId,
    label: definition.label,
    version: page.draftRevision,
    publishedVersion: page.publishedVersion,
    dirty: !published || JSON.stringify(published.blocks) !== JSON.stringify(blocks),
    updatedAt: page.draftUpdatedAt.toISOString(),
    updatedBy: page.draftUpdatedBy ? (names.get(page.draftUpdatedBy) ?? null) : null,
    blocks,
  };
}

/** GET_PAGE's answer: the blocks as a tree. */
export function pageAnswer<T extends { blocks: StoredBlock[] }>(page: T): Omit<T, 'blocks'> & { blocks: BlockNode[] } {
  return { ...page, blocks: toTree(page.blocks) };
}

/** GET_BLOCK: a block as visitors see it (published), or for an admin as the draft has it. */
export async function getContentBlock(db: Db, blockId: string, options: { draft: boolean }): Promise<{ block: BlockNode; pageId: string }> {
  const pageId = await pageIdOfBlock(db, blockId);
  if (!pageId) throw new AppError('NOT_FOUND', 'Blocket finns inte.');
  const blocks = options.draft ? (await getDraftPage(db, pageId)).blocks : (await getPublishedPage(db, pageId)).blocks;
  const block = findBlock(blocks, blockId);
  if (!block) throw new AppError('NOT_FOUND', 'Blocket finns inte.');
  const subtree = toTree(
    blocks
      .filter((other) => other.id === blockId || isBelow(blocks, other, blockId))
      .map((b) => (b.id === blockId ? { ...b, parentId: null } : b)),
  );
  return { block: subtree[0] ?? { ...block, children: [] }, pageId };
}

function isBelow(blocks: readonly StoredBlock[], block: StoredBlock, ancestorId: string): boolean {
  let parent = block.parentId;
  const seen = new Set<string>();
  while (parent !== null && !seen.has(parent)) {
    if (parent === ancestorId) return true;
    seen.add(parent);
    parent = findBlock(blocks, parent)?.parentId ?? null;
  }
  return false;
}

/** The page a block id belongs to: the block index, else a seed that has not been written yet. */
export async function pageIdOfBlock(db: DbOrTx, blockId: string): Promise<string | null> {
  const [row] = await db.select({ pageId: contentBlocks.pageId }).from(contentBlocks).where(eq(contentBlocks.id, blockId));
  if (row) return row.pageId;
  return CONTENT_PAGES.find((page) => seedBlocks(page.pageId).some((block) => block.id === blockId))?.pageId ?? null;
}

/** LIST_CONTENT_VERSIONS: newest first, with who published each (null: the seeded first version). */
export async function listContentVersions(db: Db, pageId: string) {
  pageDefinitionOrThrow(pageId);
  await db.transaction(async (tx) => lockPage(tx, pageId));
  const rows = await db
    .select({ version: contentVersions.version, publishedAt: contentVersions.publishedAt, publishedBy: contentVersions.publishedBy })
    .from(contentVersions)
    .where(eq(contentVersions.pageId, pageId))
    .orderBy(desc(contentVersions.version));
  const names = await userDisplayNames(
    db,
    rows.flatMap((row) => (row.publishedBy ? [row.publishedBy] : [])),
  );
  return {
    versions: rows.map((row) => ({
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      publishedByName: row.publishedBy ? (names.get(row.publishedBy) ?? null) : null,
    })),
  };
}

/** A published version's blocks, for the preview of an older version. */
export async function getContentVersion(db: DbOrTx, pageId: string, version: number): Promise<PublishedPage | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.pageId, pageId), eq(contentVersions.version, version)));
  return row ? { pageId, version, publishedAt: row.publishedAt.toISOString(), blocks: storedBlocks(row.blocks) } : null;
}

/** The console's search over blocks in the drafts (ADMIN_SEARCH `blocks`): `{id, title, subtitle, href}`. */
export async function searchBlocksForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit = 6): Promise<AdminSearchHit[]> {
  const rows = await db
    .select({ id: contentBlocks.id, pageId: contentBlocks.pageId, type: contentBlocks.type, text: contentBlocks.searchText })
    .from(contentBlocks)
    .where(and(eq(contentBlocks.inDraft, true), ilike(contentBlocks.searchText, terms.pattern)))
    .orderBy(sql`${contentBlocks.searchText} ilike ${terms.prefix} desc`, sql`length(${contentBlocks.searchText})`, contentBlocks.id)
    .limit(limit);
  return rows.map((row) => {
    const label = contentPageDefinition(row.pageId)?.label ?? row.pageId;
    const title = row.text.length > 80 ? `${row.text.slice(0, 77)}…` : row.text;
    const type = BLOCK_LABELS[row.type as BlockType] ?? row.type;
    return { id: row.id, title, subtitle: `${label} · ${type}`, href: `/edit/${row.id}` };
  });
}
