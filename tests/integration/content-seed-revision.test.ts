import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentPages, contentVersions } from '@/modules/content/tables';
import { auditLog } from '@/platform/tables';
import { ensureContentPages, reviseSeededBlocks } from '@/modules/content/server';
import { AVGIFTER_TEXT_BEFORE, REKLAMATION_TEXT_BEFORE } from '@/modules/content/seed/allmanna-villkor';
import { LATE_PAYMENT_FAQ_BEFORE } from '@/modules/content/seed/kop-och-salj';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A seed text that had to change for every studio (terms §9.4, docs/decisions/0043) reaches a
 * database that still shows the earlier seed there, as a new published version, and never one
 * where the studio has edited the block or has unpublished changes on the page.
 */

const t = fileDatabase();
const db = () => t.database.db;
const PAGE = '/allmanna-villkor';
const BLOCK = REKLAMATION_TEXT_BEFORE.id;

type Blocks = (typeof contentPages.$inferSelect)['draft'];

async function page() {
  const [row] = await db().select().from(contentPages).where(eq(contentPages.pageId, PAGE));
  return row!;
}

/** The page as a database seeded before the change holds it: the block with `props` in the draft and the published version. */
async function setBlock(props: Record<string, unknown>, { draftOnly = false, id = BLOCK } = {}) {
  const row = await page();
  const swap = (blocks: Blocks) => blocks.map((block) => (block.id === id ? { ...block, props } : block));
  await db()
    .update(contentPages)
    .set({ draft: swap(row.draft) })
    .where(eq(contentPages.pageId, PAGE));
  if (draftOnly) return;
  const [version] = await db()
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.pageId, PAGE), eq(contentVersions.version, row.publishedVersion!)));
  await db()
    .update(contentVersions)
    .set({ blocks: swap(version!.blocks) })
    .where(and(eq(contentVersions.pageId, PAGE), eq(contentVersions.version, row.publishedVersion!)));
}

const blockOf = (blocks: Blocks) => blocks.find((block) => block.id === BLOCK)!;

describe(`seed revisions on ${testEngine}`, () => {
  it('publishes the new §9.4 where the studio never edited it, once, and audits it', async () => {
    await ensureContentPages(db(), [PAGE]);
    const fresh = blockOf((await page()).draft).props;
    expect(JSON.stringify(fresh)).toContain('withdrawalDays');
    await setBlock(REKLAMATION_TEXT_BEFORE.props);

    expect(await reviseSeededBlocks(db())).toEqual({ revised: [BLOCK] });
    const after = await page();
    expect(after.publishedVersion).toBe(2);
    expect(blockOf(after.draft).props).toEqual(fresh);
    const [version] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.pageId, PAGE), eq(contentVersions.version, 2)));
    expect(version).toMatchObject({ publishedBy: null });
    expect(blockOf(version!.blocks).props).toEqual(fresh);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'REVISE_CONTENT_SEED'));
    expect(audits).toHaveLength(1);

    // Already up to date: nothing more.
    expect(await reviseSeededBlocks(db())).toEqual({ revised: [] });
  });

  it('leaves a block the studio edited, and a page with unpublished changes', async () => {
    const edited = { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Studions egen text.' }] }] } };
    await setBlock(edited);
    expect(await reviseSeededBlocks(db())).toEqual({ revised: [] });
    expect(blockOf((await page()).draft).props).toEqual(edited);

    // The earlier seed published, but the studio's draft differs (here: in the block itself).
    await setBlock(REKLAMATION_TEXT_BEFORE.props);
    await setBlock(edited, { draftOnly: true });
    expect(await reviseSeededBlocks(db())).toEqual({ revised: [] });
    expect(blockOf((await page()).draft).props).toEqual(edited);
  });

  it('brings §7.4–7.5 (an unpaid order cancelled without a fee, docs/decisions/0042) up to date the same way', async () => {
    // A page fresh from the seed again (the test above left unpublished changes on it).
    await db().delete(contentVersions).where(eq(contentVersions.pageId, PAGE));
    await db().delete(contentPages).where(eq(contentPages.pageId, PAGE));
    await ensureContentPages(db(), [PAGE]);
    const id = AVGIFTER_TEXT_BEFORE.id;
    const fresh = (await page()).draft.find((block) => block.id === id)!.props;
    expect(JSON.stringify(fresh)).toContain('7.5 Har flera av dina köp avbrutits');
    expect(JSON.stringify(AVGIFTER_TEXT_BEFORE.props)).toContain('kräva ersättning');
    await setBlock(AVGIFTER_TEXT_BEFORE.props, { id });
    const { revised } = await reviseSeededBlocks(db());
    expect(revised).toContain(id);
    expect((await page()).draft.find((block) => block.id === id)!.props).toEqual(fresh);
  });

  it('adds the Q&A answer on withdrawal where a running studio lacks it, and brings the late-payment answer up to date', async () => {
    const QA = '/kop-och-salj';
    await ensureContentPages(db(), [QA]);
    const [row] = await db().select().from(contentPages).where(eq(contentPages.pageId, QA));
    const seeded = row!.draft;
    const at = seeded.findIndex((block) => block.id === 'kop-och-salj.angerratt');
    expect(at).toBeGreaterThan(0);
    const fresh = seeded[at]!;
    // The page as the first seed wrote it: no withdrawal answer, the old late-payment answer.
    const old = seeded
      .filter((block) => block.id !== fresh.id)
      .map((block) => (block.id === LATE_PAYMENT_FAQ_BEFORE.id ? { ...block, props: LATE_PAYMENT_FAQ_BEFORE.props } : block));
    await db().update(contentPages).set({ draft: old }).where(eq(contentPages.pageId, QA));
    await db()
      .update(contentVersions)
      .set({ blocks: old })
      .where(and(eq(contentVersions.pageId, QA), eq(contentVersions.version, row!.publishedVersion!)));

    const { revised } = await reviseSeededBlocks(db());
    expect(revised).toEqual(expect.arrayContaining([fresh.id, LATE_PAYMENT_FAQ_BEFORE.id]));
    const [after] = await db().select().from(contentPages).where(eq(contentPages.pageId, QA));
    // In the seed's place, before the answer that follows it there, and published.
    expect(after!.draft.map((block) => block.id)).toEqual(seeded.map((block) => block.id));
    expect(after!.draft.find((block) => block.id === LATE_PAYMENT_FAQ_BEFORE.id)!.props).toEqual(
      seeded.find((block) => block.id === LATE_PAYMENT_FAQ_BEFORE.id)!.props,
    );
    const [published] = await db()
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.pageId, QA), eq(contentVersions.version, after!.publishedVersion!)));
    expect(published!.blocks.map((block) => block.id)).toContain(fresh.id);
    // Once there, it is not added again.
    expect((await reviseSeededBlocks(db())).revised).toEqual([]);
  });
});
