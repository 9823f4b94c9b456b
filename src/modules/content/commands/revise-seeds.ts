import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { contentPages, contentVersions } from '../tables';
import { recordAudit } from '@/platform/audit';
import { publishPagesChanged } from '@/platform/page-cache';
import type { BlockNode, StoredBlock } from '../domain/blocks';
import { insertBlock } from '../domain/tree';
import { AVGIFTER_TEXT_BEFORE, REKLAMATION_TEXT_BEFORE } from '../seed/allmanna-villkor';
import { LATE_PAYMENT_FAQ_BEFORE } from '../seed/kop-och-salj';
import { seedBlocks, storedBlocks, syncBlockIndex } from './draft';
import { versionBlocks } from './publish-content';

/**
 * A seed's block as an earlier seed wrote it. A seed reaches only a database that lacks the page
 * (docs/decisions/0018); when a seed's text must change for every studio (a rule of law,
 * docs/decisions/0043), start-up brings the block to the new seed's text where the studio never
 * changed it, and leaves it alone where the studio did.
 */
export type SeedRevision =
  | {
      pageId: string;
      /** The block as the earlier seed had it (its id names the block): its text is brought up to date. */
      previous: BlockNode;
    }
  | {
      pageId: string;
      /** A block the earlier seed did not have: added where the seed has it, if the page lacks it. */
      added: string;
    };

/** The block a revision is about. */
const blockIdOf = (revision: SeedRevision) => ('previous' in revision ? revision.previous.id : revision.added);

/**
 * The draft with the revision made, or null when it is not to be made here: the block was edited or
 * already revised, an added block is already on the page, or its place in the seed is not on it.
 */
function revisedBlocks(revision: SeedRevision, draft: StoredBlock[]): StoredBlock[] | null {
  const seed = seedBlocks(revision.pageId);
  if ('previous' in revision) {
    const target = seed.find((block) => block.id === revision.previous.id);
    const index = draft.findIndex((block) => block.id === revision.previous.id);
    if (!target || index < 0) return null;
    if (canonical(draft[index]!.props) !== canonical(revision.previous.props)) return null; // edited by the studio, or already revised
    return draft.map((block, at) => (at === index ? { ...block, props: target.props } : block));
  }
  if (draft.some((block) => block.id === revision.added)) return null; // already there
  const at = seed.findIndex((block) => block.id === revision.added);
  const added = seed[at];
  if (!added || (added.parentId !== null && !draft.some((block) => block.id === added.parentId))) return null;
  // Before the block that follows it among its siblings in the seed, when the page has it; else last.
  const next = seed.slice(at + 1).find((block) => block.parentId === added.parentId);
  const beforeId = next && draft.some((block) => block.id === next.id && block.parentId === added.parentId) ? next.id : null;
  const descendants = (id: string): StoredBlock[] =>
    seed.filter((block) => block.parentId === id).flatMap((child) => [child, ...descendants(child.id)]);
  let blocks = insertBlock(draft, added, added.parentId, beforeId);
  for (const child of descendants(added.id)) blocks = insertBlock(blocks, child, child.parentId);
  return blocks;
}

export const SEED_REVISIONS: readonly SeedRevision[] = [
  // Terms §9.4: the right of withdrawal on online sales (docs/decisions/0043).
  { pageId: '/allmanna-villkor', previous: REKLAMATION_TEXT_BEFORE },
  // Terms §7.4–7.5: an unpaid order is cancelled without a fee, repeated non-payment blocks bidding (docs/decisions/0042).
  { pageId: '/allmanna-villkor', previous: AVGIFTER_TEXT_BEFORE },
  // The Q&A: "Kan jag ångra ett köp?" (docs/decisions/0043) and the answer on late payment (docs/decisions/0042).
  { pageId: '/kop-och-salj', added: 'kop-och-salj.angerratt' },
  { pageId: '/kop-och-salj', previous: LATE_PAYMENT_FAQ_BEFORE },
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
 * Start-up: each revision whose block still reads as the earlier seed (or, for an added block, is
 * missing where the seed has it), in the draft and in the published version, with no unpublished
 * change on the page, is published with the new seed's block as the next version (by no one: the
 * seed), audited. A page the studio has edited there, or is
 * editing, is left as it is. Safe to run at every start and on two instances.
 */
export async function reviseSeededBlocks(db: Db, revisions: readonly SeedRevision[] = SEED_REVISIONS): Promise<{ revised: string[] }> {
  const revised: string[] = [];
  for (const revision of revisions) {
    const done = await db.transaction(async (tx) => {
      const [page] = await tx.select().from(contentPages).where(eq(contentPages.pageId, revision.pageId)).for('update');
      if (!page || page.publishedVersion === null) return false;
      const draft = storedBlocks(page.draft);
      const published = await versionBlocks(tx, revision.pageId, page.publishedVersion);
      if (!published || canonical(draft) !== canonical(published)) return false; // an unpublished change: the studio is at work
      const blocks = revisedBlocks(revision, draft);
      if (!blocks) return false;
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
        after: { publishedVersion: version, change: blockIdOf(revision) },
        systemAction: 'REVISE_CONTENT_SEED',
      });
      await publishPagesChanged(tx, [revision.pageId]);
      return true;
    });
    if (done) revised.push(blockIdOf(revision));
  }
  return { revised };
}
