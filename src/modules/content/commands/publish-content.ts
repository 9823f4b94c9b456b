import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db';
import { contentPages, contentVersions } from '../tables';
import { recordAudit } from '@/platform/audit';
import { AppError } from '@/platform/errors';
import { isPrivateImage } from '@/modules/uploads';
import { publishImages } from '@/modules/uploads/server';
import { publishPagesChanged } from '@/platform/page-cache';
import type { StoredBlock } from '../domain/blocks';
import { lockPage, refuseStaleBase, storedBlocks, syncBlockIndex, writeDraft } from './draft';

interface ImageRef {
  key: string;
  width?: number;
  height?: number;
}

function privateImages(blocks: readonly StoredBlock[]): Array<{ blockId: string; image: ImageRef }> {
  return blocks.flatMap((block) => {
    const image = block.type === 'image' ? (block.props.image as ImageRef | null) : null;
    return image && isPrivateImage(image.key) ? [{ blockId: block.id, image }] : [];
  });
}

/**
 * PUBLISH_CONTENT: the draft becomes the next version, what visitors see. Its pictures are first
 * copied from the admin's private uploads to public keys (file work, outside the transaction);
 * then, under the page's lock, the draft is written as version n+1 with the public keys.
 */
export async function publishContent(
  db: Db,
  actorId: string,
  input: { pageId: string; baseVersion?: number },
): Promise<{ version: number }> {
  const draft = await db.transaction(async (tx) => storedBlocks((await lockPage(tx, input.pageId)).draft));
  const published = new Map<string, string>();
  for (const { blockId, image } of privateImages(draft)) {
    const [copy] = await publishImages(
      [{ key: image.key, width: image.width ?? 1, height: image.height ?? 1, alt: '' }],
      `content/${blockId}`,
    );
    if (copy) published.set(image.key, copy.key);
  }
  return db.transaction(async (tx) => {
    const page = await lockPage(tx, input.pageId);
    await refuseStaleBase(tx, page, input.baseVersion);
    const blocks = storedBlocks(page.draft).map((block) => {
      const image = block.type === 'image' ? (block.props.image as ImageRef | null) : null;
      const key = image ? published.get(image.key) : undefined;
      return key && image ? { ...block, props: { ...block.props, image: { ...image, key } } } : block;
    });
    if (privateImages(blocks).length > 0) throw new AppError('ABORTED', 'En bild ändrades medan sidan publicerades. Försök igen.');
    const [latest] = await tx
      .select({ version: contentVersions.version, blocks: contentVersions.blocks })
      .from(contentVersions)
      .where(eq(contentVersions.pageId, input.pageId))
      .orderBy(desc(contentVersions.version))
      .limit(1);
    const current = page.publishedVersion === null ? null : await versionBlocks(tx, input.pageId, page.publishedVersion);
    if (current && JSON.stringify(current) === JSON.stringify(blocks)) {
      throw new AppError('FAILED_PRECONDITION', 'Det finns inga ändringar att publicera.');
    }
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(contentVersions).values({ pageId: input.pageId, version, blocks, publishedBy: actorId });
    await tx.update(contentPages).set({ publishedVersion: version, draft: blocks }).where(eq(contentPages.pageId, input.pageId));
    await syncBlockIndex(tx, input.pageId, blocks);
    await recordAudit(tx, {
      entityType: 'content_page',
      entityId: input.pageId,
      before: { publishedVersion: page.publishedVersion },
      after: { publishedVersion: version },
    });
    // The page's id is its path: the page cache drops its copies once this commits.
    await publishPagesChanged(tx, [input.pageId]);
    return { version };
  });
}

export async function versionBlocks(tx: DbOrTx, pageId: string, version: number): Promise<StoredBlock[] | null> {
  const [row] = await tx
    .select({ blocks: contentVersions.blocks })
    .from(contentVersions)
    .where(and(eq(contentVersions.pageId, pageId), eq(contentVersions.version, version)));
  return row ? storedBlocks(row.blocks) : null;
}

/** RESTORE_CONTENT_VERSION: that version becomes the draft; publishing it again shows it. */
export async function restoreContentVersion(
  tx: DbOrTx,
  actorId: string,
  input: { pageId: string; version: number; baseVersion?: number; sessionId?: string },
): Promise<{ version: number }> {
  const page = await lockPage(tx, input.pageId);
  await refuseStaleBase(tx, page, input.baseVersion);
  const blocks = await versionBlocks(tx, input.pageId, input.version);
  if (!blocks) throw new AppError('NOT_FOUND', 'Versionen finns inte.');
  const revision = await writeDraft(tx, page, blocks, { actorId, sessionId: input.sessionId }, { restoredVersion: input.version });
  return { version: revision };
}
