import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { contentPages, contentVersions } from '../tables';
import { recordAudit } from '@/platform/audit';
import { publishPagesChanged } from '@/platform/page-cache';
import type { BlockNode } from '../domain/blocks';
import { AVGIFTER_TEXT_BEFORE, REKLAMATION_TEXT_BEFORE } from '../seed/allmanna-villkor';
import { seedBlocks, storedBlocks, syncBlockIndex } from './draft';
import { versionBlocks } from './publish-content';

/**
 * A seed's block as an earlier seed wrote it. A seed reaches only a database that lacks the page
 * (docs/decisions/0018); when a seed's text must change for every studio (a rule of law,
 * docs/decisions/0043), start-up brings the block to the new seed's text where the studio never
 * changed it, and leaves it alone where the studio did.
 */
export interface SeedRevision {
  pageId: string;
  /** The block as the earlier seed had it (its id names the block). */
  previous: BlockNode;
}

export const SEED_REVISIONS: readonly SeedRevision[] = [
  // Terms §9.4: the right of withdrawal on online sales (docs/decisions/0043).
  { pageId: '/allmanna-villkor', previous: REKLAMATION_TEXT_BEFORE },
  // Terms §7.4–7.5: an unpaid order is cancelled without a fee, repeated non-payment blocks bidding (docs/decisions/0042).
  { pageId: '/allmanna-villkor', previous: AVGIFTER_TEXT_BEFORE },
];

/** JSON with its keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Start-up: each revision whose block still reads as the earlier seed, in the draft and in the
 * published version, with no unpublished change on the page, is published with the new seed's text
 * as the next version (by no one: the seed), audited. A page the studio has edited there, or is
 * editing, is left as it is. Safe to run at every start and on two instances.
 */
export async function reviseSeededBlocks(db: Db, revisions: readonly SeedRevision[] = SEED_REVISIONS): Promise<{ revised: string[] }> {
  const revised: string[] = [];
  for (const revision of revisions) {
    const done = await db.transaction(async (tx) => {
      const [page] = await tx.select().from(contentPages).where(eq(contentPages.pageId, revision.pageId)).for('update');
      if (!page || page.publishedVersion === null) return false;
      const target = seedBlocks(revision.pageId).find((block) => block.id === revision.previous.id);
      const draft = storedBlocks(page.draft);
      const published = await versionBlocks(tx, revision.pageId, page.publishedVersion);
      const index = draft.findIndex((block) => block.id === revision.previous.id);
      if (!target || !published || index < 0) return false;
      if (canonical(draft) !== canonical(published)) return false; // an unpublished change: the studio is at work
      const before = canonical(revision.previous.props);
      if (canonical(draft[index]!.props) !== before) return false; // edited by the studio, or already revised
      const blocks = draft.map((block, at) => (at === index ? { ...block, props: target.props } : block));
      const [latest] = await tx
        .select({ version: contentVersions.version })
        .from(contentVersions)
        .where(eq(contentVersions.pageId, revision.pageId))
        .orderBy(desc(contentVersions.version))
        .limit(1);
      const version = (latest?.version ?? 0) + 1;
      await tx.insert(contentVersions).values({ pageId: revision.pageId, version, blocks, publishedBy: null });
      await tx
        .update(contentPages)
        .set({
          draft: blocks,
          draftRevision: page.draftRevision + 1,
          publishedVersion: version,
          draftUpdatedAt: new Date(),
          draftUpdatedBy: null,
        })
        .where(eq(contentPages.pageId, revision.pageId));
      await syncBlockIndex(tx, revision.pageId, blocks);
      await recordAudit(tx, {
        entityType: 'content_page',
        entityId: revision.pageId,
        before: { publishedVersion: page.publishedVersion },
        after: { publishedVersion: version, change: revision.previous.id },
        systemAction: 'REVISE_CONTENT_SEED',
      });
      await publishPagesChanged(tx, [revision.pageId]);
      return true;
    });
    if (done) revised.push(revision.previous.id);
  }
  return { revised };
}
