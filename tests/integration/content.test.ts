import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { contentBlocks, contentPages, contentVersions } from '@/modules/content/tables';
import { auditLog } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import type { BlockNode } from '@/modules/content';
import { fromTree, toTree } from '@/modules/content/domain/tree';
import { home } from '@/modules/content/seed/home';
import { omOss } from '@/modules/content/seed/om-oss';
import { setUploadStoresForTesting } from '@/modules/uploads/server';
import { pageTopic } from '@/platform/page-cache';
import { latestEventId } from '@/platform/realtime';
import { createLocalStorage, type FileStorage } from '@/platform/storage';
import { postJson } from '../setup/app-fetch';
import { noisyJpeg } from '../setup/images';
import { createSignedInUser, type TestUser } from '../setup/lots';
import { call as callAs, type Json } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';
import { uploadWhole } from '../setup/tus';

/**
 * The content actions of docs/product.md §9 "Content" through the callable layer (the real route
 * handler, session check, input schemas, commands and database): the published page for anyone,
 * the draft for admins only, SAVE/MOVE/DELETE/DUPLICATE on the draft with the tree's rules and
 * the stale-base refusal, publishing and restoring versions, images from the admin's own uploads,
 * the audit trail, the console's search, editor presence, racing saves, and characters
 * PostgreSQL refuses.
 *
 * The tests of one `describe` run in order and share the two pages (/om-oss, /): each reads the
 * state it starts from (the draft's revision) instead of assuming it, except where the order is
 * the point (version 1 → 2 → 3).
 */

const t = fileDatabase();
let root: string;
let storage: FileStorage;
let astrid: TestUser;
let bengt: TestUser;
let vera: TestUser;
const db = (): Db => t.database.db;
/** A connector call, by Astrid (an admin) unless someone else (null: a visitor) is named. */
const call = (data: Record<string, unknown>, who: TestUser | null = astrid) => callAs(data, who);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'klubban-content-'));
  storage = createLocalStorage(path.join(root, 'files'));
  setUploadStoresForTesting({ datastore: new FileStore({ directory: path.join(root, 'tus') }), storage });
  astrid = await createSignedInUser(db(), { firstName: 'Astrid', admin: true });
  bengt = await createSignedInUser(db(), { firstName: 'Bengt', admin: true });
  vera = await createSignedInUser(db(), { firstName: 'Vera' });
}, 60_000);
afterAll(async () => {
  setUploadStoresForTesting(undefined);
  if (root) rmSync(root, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Helpers

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((words) => ({ type: 'paragraph', content: [{ type: 'text', text: words }] })),
});

interface Page {
  pageId: string;
  version: number;
  publishedVersion?: number | null;
  dirty?: boolean;
  updatedBy?: string | null;
  blocks: BlockNode[];
}

async function published(pageId: string, who: TestUser | null = null): Promise<Page> {
  const answer = await call({ action: 'GET_PAGE', pageId }, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.page as Page;
}

async function draftOf(pageId: string, who: TestUser = astrid): Promise<Page> {
  const answer = await call({ action: 'GET_PAGE', pageId, draft: true }, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.page as Page;
}

/** The page's blocks in reading order as `parent/id` (the flat list the tree stands for). */
const outline = (page: Page) => fromTree(page.blocks).map((b) => `${b.parentId ?? '-'}/${b.id}`);
const flat = (page: Page) => fromTree(page.blocks);
const blockIn = (page: Page, id: string) => flat(page).find((b) => b.id === id);
const seedTree = (blocks: BlockNode[]): BlockNode[] => JSON.parse(JSON.stringify(toTree(fromTree(blocks))));

async function save(data: Record<string, unknown>, who: TestUser = astrid) {
  return call({ action: 'SAVE_BLOCK', ...data }, who);
}

/** SAVE_BLOCK that must succeed; the new (or same) block's id. */
async function saved(data: Record<string, unknown>, who: TestUser = astrid): Promise<string> {
  const answer = await save(data, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.block.id as string;
}

async function ok(data: Record<string, unknown>, who: TestUser | null = astrid): Promise<Json> {
  const answer = await call(data, who);
  expect(answer.status, `${String(data.action)}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.result;
}

function expectError(answer: { status: number; body: Json }, status: string, httpStatus: number, message?: string | RegExp) {
  expect(answer.body.error, JSON.stringify(answer.body)).toBeDefined();
  expect(answer.body.error.status).toBe(status);
  expect(answer.status).toBe(httpStatus);
  if (typeof message === 'string') expect(answer.body.error.message).toBe(message);
  else if (message) expect(answer.body.error.message).toMatch(message);
}

const lastAuditId = async () => {
  const rows = await db().select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
};
const auditSince = (id: number) => db().select().from(auditLog).where(gt(auditLog.id, id)).orderBy(auditLog.id);

// ---------------------------------------------------------------------------------------------

describe(`content on ${testEngine}: reading`, () => {
  it('answers anyone the published page; a page nobody has edited is its seed, as version 1, and reading writes nothing', async () => {
    for (const who of [null, vera, astrid]) {
      const page = await published('/om-oss', who);
      expect(page).toMatchObject({ pageId: '/om-oss', version: 1 });
      expect(page.blocks).toEqual(seedTree(omOss.blocks));
    }
    expect((await published('/')).blocks).toEqual(seedTree(home.blocks));
    expect(await db().select().from(contentPages)).toEqual([]);

    const block = await ok({ action: 'GET_BLOCK', blockId: 'om-oss.studion' }, null);
    expect(block).toEqual({
      pageId: '/om-oss',
      block: { id: 'om-oss.studion', type: 'heading', parentId: null, props: { text: 'Studion', level: 2 }, children: [] },
    });
    const hero = await ok({ action: 'GET_BLOCK', blockId: 'start.veckans-auktion' }, null);
    expect(hero.block.children.map((child: BlockNode) => child.id)).toEqual(['start.se-alla', 'start.salj']);

    expectError(await call({ action: 'GET_PAGE', pageId: '/finns-inte' }, null), 'NOT_FOUND', 404);
    expectError(await call({ action: 'GET_PAGE', pageId: 'om-oss' }, null), 'INVALID_ARGUMENT', 400);
    expectError(await call({ action: 'GET_BLOCK', blockId: 'finns-inte' }, null), 'NOT_FOUND', 404);
  });

  it('keeps the draft the studio’s: NOT_FOUND to visitors and users, the draft to an admin', async () => {
    for (const who of [null, vera]) {
      expectError(await call({ action: 'GET_PAGE', pageId: '/om-oss', draft: true }, who), 'NOT_FOUND', 404);
      expectError(await call({ action: 'GET_BLOCK', blockId: 'om-oss.studion', draft: true }, who), 'NOT_FOUND', 404);
    }
    const draft = await draftOf('/om-oss');
    expect(draft).toMatchObject({ pageId: '/om-oss', version: 1, publishedVersion: 1, dirty: false });
    expect(draft.blocks).toEqual(seedTree(omOss.blocks));
  });
});

describe(`content on ${testEngine}: editing /om-oss`, () => {
  let news: string;
  let section: string;

  it('SAVE_BLOCK adds a block where asked (a new id), then changes its props; only the draft shows it', async () => {
    const before = await draftOf('/om-oss');
    const added = await save({
      pageId: '/om-oss',
      block: { type: 'richText', parentId: null, props: { doc: doc('Nyhet: vi har öppet på lördagar.') } },
      beforeId: 'om-oss.kontakt',
      baseVersion: before.version,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    news = added.body.result.block.id;
    expect(news).toMatch(/^[A-Za-z0-9_.:-]+$/);
    expect(outline(before)).not.toContain(`-/${news}`);
    expect(added.body.result.version).toBe(before.version + 1);

    let draft = await draftOf('/om-oss');
    const ids = outline(draft);
    expect(ids.indexOf(`-/${news}`)).toBe(ids.indexOf('-/om-oss.kontakt') - 1);
    expect(draft).toMatchObject({ version: before.version + 1, dirty: true, updatedBy: 'Astrid Test' });

    // Visitors see none of it until it is published.
    expect(JSON.stringify(await published('/om-oss'))).not.toContain('Nyhet');
    expectError(await call({ action: 'GET_BLOCK', blockId: news }, null), 'NOT_FOUND', 404);
    expect((await ok({ action: 'GET_BLOCK', blockId: news, draft: true })).block.props).toEqual({
      doc: doc('Nyhet: vi har öppet på lördagar.'),
      style: 'body',
    });

    expect(
      await saved({
        pageId: '/om-oss',
        block: { id: news, type: 'richText', props: { doc: doc('Nyhet: vi har öppet lördagar och söndagar.') } },
        baseVersion: draft.version,
      }),
    ).toBe(news);
    draft = await draftOf('/om-oss');
    expect(outline(draft)).toEqual(ids);
    expect(blockIn(draft, news)!.props).toEqual({ doc: doc('Nyhet: vi har öppet lördagar och söndagar.'), style: 'body' });
  });

  it('SAVE_BLOCK refuses bad props in Swedish, unknown places and blocks a parent may not hold, changing nothing', async () => {
    section = await saved({ pageId: '/om-oss', block: { type: 'section', parentId: null, props: { title: 'Mer om oss' } } });
    const { version } = await draftOf('/om-oss');
    const audit = await lastAuditId();
    const cases: Array<[Record<string, unknown>, string, number, string | RegExp]> = [
      [{ block: { type: 'heading', parentId: null, props: { text: '' } } }, 'INVALID_ARGUMENT', 400, 'Fyll i en rubrik.'],
      [{ block: { type: 'heading', parentId: null, props: {} } }, 'INVALID_ARGUMENT', 400, 'Fyll i en rubrik.'],
      [{ block: { type: 'heading', parentId: null, props: { text: 'a<script>' } } }, 'INVALID_ARGUMENT', 400, 'Otillåtna tecken.'],
      [
        { block: { type: 'cta', parentId: null, props: { label: 'Klicka', href: 'javascript:alert(1)' } } },
        'INVALID_ARGUMENT',
        400,
        'Länken ska börja med / (en sida här), https:// eller mailto:.',
      ],
      [
        { block: { type: 'cta', parentId: null, props: { label: 'Klicka', href: '/\\evil.example' } } },
        'INVALID_ARGUMENT',
        400,
        'Länken ska börja med / (en sida här), https:// eller mailto:.',
      ],
      [{ block: { type: 'live', parentId: null, props: { name: 'nope' } } }, 'INVALID_ARGUMENT', 400, 'Välj en uppgift.'],
      [{ block: { type: 'script', parentId: null, props: {} } }, 'INVALID_ARGUMENT', 400, /Okänd blocktyp\./],
      [
        { block: { type: 'richText', parentId: 'ghost', props: {} } },
        'NOT_FOUND',
        404,
        'Platsen finns inte längre på sidan. Ladda om sidan.',
      ],
      [{ block: { type: 'richText', parentId: null, props: {} }, beforeId: 'ghost' }, 'NOT_FOUND', 404, /Ladda om sidan/],
      // A sibling that exists, but not under this parent, is no place either.
      [{ block: { type: 'richText', parentId: section, props: {} }, beforeId: 'om-oss.studion' }, 'NOT_FOUND', 404, /Ladda om sidan/],
      [{ block: { id: 'ghost', type: 'richText', props: {} } }, 'NOT_FOUND', 404, /Ladda om sidan/],
      [
        { block: { type: 'cta', parentId: 'om-oss.studion', props: { label: 'Klicka', href: '/salj' } } },
        'FAILED_PRECONDITION',
        400,
        'Knapp kan inte ligga i rubrik.',
      ],
      [
        { block: { type: 'hero', parentId: section, props: { title: 'Hej' } } },
        'FAILED_PRECONDITION',
        400,
        'Startbild kan inte ligga i avsnitt.',
      ],
      [{ block: { id: 'om-oss.studion', type: 'richText', props: {} } }, 'INVALID_ARGUMENT', 400, 'Ett block kan inte byta typ.'],
      [{ pageId: '/finns-inte', block: { type: 'richText', parentId: null, props: {} } }, 'NOT_FOUND', 404, 'Sidan finns inte.'],
    ];
    for (const [data, status, http, message] of cases) {
      const answer = await save({ pageId: '/om-oss', ...data });
      expect(answer.body.error?.status, JSON.stringify([data, answer.body])).toBe(status);
      expectError(answer, status, http, message);
    }
    expect((await draftOf('/om-oss')).version).toBe(version);
    expect(await auditSince(audit)).toEqual([]);
  });

  it('refuses a change on a stale base with ABORTED naming the admin who saved since', async () => {
    const seen = await draftOf('/om-oss', astrid);
    await saved(
      {
        pageId: '/om-oss',
        block: { id: 'om-oss.studion', type: 'heading', props: { text: 'Studion i Stockholm' } },
        baseVersion: seen.version,
      },
      bengt,
    );
    const message = 'Sidan har ändrats av Bengt Test sedan du öppnade den. Ladda om sidan för att se ändringarna och gör din ändring igen.';
    const stale = await save({
      pageId: '/om-oss',
      block: { id: 'om-oss.samarbeten', type: 'heading', props: { text: 'Samarbete' } },
      baseVersion: seen.version,
    });
    expectError(stale, 'ABORTED', 409, message);
    expect(stale.body.error!.details).toMatchObject({ revision: seen.version + 1 });
    for (const data of [
      { action: 'MOVE_BLOCK', blockId: 'om-oss.kontakt', parentId: null, beforeId: 'om-oss.studion', baseVersion: seen.version },
      { action: 'DELETE_BLOCK', blockId: 'om-oss.kontakt', baseVersion: seen.version },
      { action: 'DUPLICATE_BLOCK', blockId: 'om-oss.kontakt', baseVersion: seen.version },
      { action: 'RESTORE_CONTENT_VERSION', pageId: '/om-oss', version: 1, baseVersion: seen.version },
      { action: 'PUBLISH_CONTENT', pageId: '/om-oss', baseVersion: seen.version },
    ]) {
      expectError(await call(data, astrid), 'ABORTED', 409, message);
    }
    const draft = await draftOf('/om-oss');
    expect(draft).toMatchObject({ version: seen.version + 1, updatedBy: 'Bengt Test' });
    expect(blockIn(draft, 'om-oss.samarbeten')!.props.text).toBe('Samarbeten');
    expect(blockIn(draft, 'om-oss.studion')!.props.text).toBe('Studion i Stockholm');
    expect((await published('/om-oss')).version).toBe(1);
    // With the base it now has, the same change goes through.
    await saved({
      pageId: '/om-oss',
      block: { id: 'om-oss.samarbeten', type: 'heading', props: { text: 'Samarbeten' } },
      baseVersion: draft.version,
    });
  });

  it('answers a visitor UNAUTHENTICATED and a user PERMISSION_DENIED for every admin action, changing nothing', async () => {
    const { version } = await draftOf('/om-oss');
    const audit = await lastAuditId();
    const actions: Array<Record<string, unknown>> = [
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'heading', parentId: null, props: { text: 'Hack' } } },
      { action: 'MOVE_BLOCK', blockId: 'om-oss.kontakt', parentId: null, beforeId: 'om-oss.studion' },
      { action: 'DELETE_BLOCK', blockId: 'om-oss.kontakt' },
      { action: 'DUPLICATE_BLOCK', blockId: 'om-oss.kontakt' },
      { action: 'PUBLISH_CONTENT', pageId: '/om-oss' },
      { action: 'LIST_CONTENT_VERSIONS', pageId: '/om-oss' },
      { action: 'RESTORE_CONTENT_VERSION', pageId: '/om-oss', version: 1 },
      { action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'vera-session-1' },
    ];
    for (const data of actions) {
      expectError(await call(data, null), 'UNAUTHENTICATED', 401);
      expectError(await call(data, vera), 'PERMISSION_DENIED', 403);
    }
    expect((await draftOf('/om-oss')).version).toBe(version);
    expect((await published('/om-oss')).version).toBe(1);
    expect(await auditSince(audit)).toEqual([]);
  });

  it('MOVE_BLOCK moves within and across parents, taking children along; never into the block itself', async () => {
    const inner = await saved({ pageId: '/om-oss', block: { type: 'heading', parentId: section, props: { text: 'Inuti' } } });
    const nested = await saved({ pageId: '/om-oss', block: { type: 'section', parentId: section, props: {} } });

    const answer = await ok({ action: 'MOVE_BLOCK', blockId: 'om-oss.kontakt', parentId: null, beforeId: 'om-oss.studion' });
    expect(answer.block).toEqual({ id: 'om-oss.kontakt' });
    let ids = outline(await draftOf('/om-oss'));
    expect(ids.indexOf('-/om-oss.kontakt')).toBe(ids.indexOf('-/om-oss.studion') - 1);

    await ok({ action: 'MOVE_BLOCK', blockId: 'om-oss.kontakt-text', parentId: section, beforeId: inner });
    await ok({ action: 'MOVE_BLOCK', blockId: section, parentId: null, beforeId: 'om-oss.sidhuvud' });
    ids = outline(await draftOf('/om-oss'));
    expect(ids.slice(0, 5)).toEqual([
      `-/${section}`,
      `${section}/om-oss.kontakt-text`,
      `${section}/${inner}`,
      `${section}/${nested}`,
      '-/om-oss.sidhuvud',
    ]);

    const { version } = await draftOf('/om-oss');
    expectError(
      await call({ action: 'MOVE_BLOCK', blockId: section, parentId: nested }),
      'FAILED_PRECONDITION',
      400,
      'Ett block kan inte flyttas in i sig självt.',
    );
    expectError(await call({ action: 'MOVE_BLOCK', blockId: section, parentId: section }), 'FAILED_PRECONDITION', 400);
    expectError(await call({ action: 'MOVE_BLOCK', blockId: 'om-oss.sidhuvud', parentId: section }), 'FAILED_PRECONDITION', 400);
    expectError(await call({ action: 'MOVE_BLOCK', blockId: 'om-oss.studion', parentId: inner }), 'FAILED_PRECONDITION', 400);
    expectError(await call({ action: 'MOVE_BLOCK', blockId: 'ghost', parentId: null }), 'NOT_FOUND', 404);
    expectError(await call({ action: 'MOVE_BLOCK', blockId: 'om-oss.studion', parentId: 'ghost' }), 'NOT_FOUND', 404);
    expectError(
      await call({ action: 'MOVE_BLOCK', blockId: 'om-oss.studion', parentId: section, beforeId: 'om-oss.kontakt' }),
      'NOT_FOUND',
      404,
    );
    // "Before itself" under a parent it is not in names no place.
    expectError(
      await call({ action: 'MOVE_BLOCK', blockId: 'om-oss.studion', parentId: section, beforeId: 'om-oss.studion' }),
      'NOT_FOUND',
      404,
    );
    expect((await draftOf('/om-oss')).version).toBe(version);

    // Last under the page when no sibling is named.
    await ok({ action: 'MOVE_BLOCK', blockId: section, parentId: null });
    ids = outline(await draftOf('/om-oss'));
    expect(ids.slice(-4)).toEqual([`-/${section}`, `${section}/om-oss.kontakt-text`, `${section}/${inner}`, `${section}/${nested}`]);
  });

  it('DELETE_BLOCK takes the block and everything in it out of the draft; the published page keeps them', async () => {
    const { block } = await ok({ action: 'GET_BLOCK', blockId: section, draft: true });
    const inside = fromTree(block.children).map((b) => b.id);
    expect(inside).toContain('om-oss.kontakt-text');

    const answer = await ok({ action: 'DELETE_BLOCK', blockId: section });
    expect(new Set(answer.removed)).toEqual(new Set([section, ...inside]));
    const draft = await draftOf('/om-oss');
    for (const id of [section, ...inside]) {
      expect(blockIn(draft, id)).toBeUndefined();
      expectError(await call({ action: 'GET_BLOCK', blockId: id, draft: true }), 'NOT_FOUND', 404);
    }
    // Visitors still read version 1, which has the contact text.
    expect((await ok({ action: 'GET_BLOCK', blockId: 'om-oss.kontakt-text' }, null)).block.id).toBe('om-oss.kontakt-text');
    expectError(await call({ action: 'DELETE_BLOCK', blockId: section }), 'NOT_FOUND', 404);
  });

  it('DUPLICATE_BLOCK copies a block and its subtree with new ids right after the original', async () => {
    const original = await saved({ pageId: '/om-oss', block: { type: 'section', parentId: null, props: { title: 'Frågor' } } });
    const question = await saved({
      pageId: '/om-oss',
      block: { type: 'faq', parentId: original, props: { question: 'Hur lämnar jag in?', answer: doc('Boka en tid.') } },
    });
    const answer = await ok({ action: 'DUPLICATE_BLOCK', blockId: original });
    const copy: string = answer.block.id;
    expect([original, question]).not.toContain(copy);
    const draft = await draftOf('/om-oss');
    const ids = outline(draft);
    expect(ids.indexOf(`-/${copy}`)).toBe(ids.indexOf(`${original}/${question}`) + 1);
    const copied = draft.blocks.find((node) => node.id === copy)!;
    expect(copied.props).toEqual({ title: 'Frågor', variant: 'plain' });
    expect(copied.children).toHaveLength(1);
    expect(copied.children[0]!.id).not.toBe(question);
    expect(copied.children[0]).toMatchObject({ type: 'faq', parentId: copy, props: blockIn(draft, question)!.props });
    // Tidy up: the publishing test below expects only the news block added.
    await ok({ action: 'DELETE_BLOCK', blockId: copy });
    await ok({ action: 'DELETE_BLOCK', blockId: original });
  });

  it('PUBLISH_CONTENT makes the draft version 2, which visitors then see; again without changes is refused', async () => {
    expect(JSON.stringify(await published('/om-oss'))).not.toContain('Nyhet');
    const announced = await latestEventId(t.database.db, pageTopic('/om-oss'));
    expect(await ok({ action: 'PUBLISH_CONTENT', pageId: '/om-oss' })).toEqual({ version: 2 });
    // The page cache hears of it: the page's copies are dropped in every instance.
    expect(await latestEventId(t.database.db, pageTopic('/om-oss'))).toBeGreaterThan(announced);
    const page = await published('/om-oss');
    expect(page.version).toBe(2);
    expect(blockIn(page, news)!.props).toEqual({ doc: doc('Nyhet: vi har öppet lördagar och söndagar.'), style: 'body' });
    expect(blockIn(page, 'om-oss.studion')!.props.text).toBe('Studion i Stockholm');
    expect(blockIn(page, 'om-oss.kontakt-text')).toBeUndefined();
    expect((await ok({ action: 'GET_BLOCK', blockId: news }, null)).block.id).toBe(news);
    expectError(await call({ action: 'GET_BLOCK', blockId: 'om-oss.kontakt-text' }, null), 'NOT_FOUND', 404);
    expect(await draftOf('/om-oss')).toMatchObject({ publishedVersion: 2, dirty: false });
    expect(page.blocks).toEqual((await draftOf('/om-oss')).blocks);

    const audit = await lastAuditId();
    expectError(
      await call({ action: 'PUBLISH_CONTENT', pageId: '/om-oss' }),
      'FAILED_PRECONDITION',
      400,
      'Det finns inga ändringar att publicera.',
    );
    expect((await published('/om-oss')).version).toBe(2);
    expect(await auditSince(audit)).toEqual([]);
  });

  it('LIST_CONTENT_VERSIONS answers newest first, with who published each', async () => {
    const { versions } = await ok({ action: 'LIST_CONTENT_VERSIONS', pageId: '/om-oss' });
    expect(versions).toEqual([
      expect.objectContaining({ version: 2, publishedBy: astrid.id, publishedByName: 'Astrid Test' }),
      expect.objectContaining({ version: 1, publishedBy: null }),
    ]);
    expect(Date.parse(versions[0].publishedAt)).toBeGreaterThan(Date.parse(versions[1].publishedAt));
    expectError(await call({ action: 'LIST_CONTENT_VERSIONS', pageId: '/finns-inte' }), 'NOT_FOUND', 404);
  });

  it('RESTORE_CONTENT_VERSION 1 makes the old text the draft; publishing it makes version 3 with the old text', async () => {
    await ok({ action: 'RESTORE_CONTENT_VERSION', pageId: '/om-oss', version: 1 });
    const draft = await draftOf('/om-oss');
    expect(draft.blocks).toEqual(seedTree(omOss.blocks));
    expect(draft.dirty).toBe(true);
    // Not yet for visitors.
    expect((await published('/om-oss')).version).toBe(2);
    expect(blockIn(await published('/om-oss'), news)).toBeDefined();

    expect(await ok({ action: 'PUBLISH_CONTENT', pageId: '/om-oss' })).toEqual({ version: 3 });
    const page = await published('/om-oss');
    expect(page.version).toBe(3);
    expect(page.blocks).toEqual(seedTree(omOss.blocks));
    expect(JSON.stringify(page)).not.toContain('Nyhet');
    expectError(await call({ action: 'GET_BLOCK', blockId: news }, null), 'NOT_FOUND', 404);
    const { versions } = await ok({ action: 'LIST_CONTENT_VERSIONS', pageId: '/om-oss' });
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);

    expectError(
      await call({ action: 'RESTORE_CONTENT_VERSION', pageId: '/om-oss', version: 99 }),
      'NOT_FOUND',
      404,
      'Versionen finns inte.',
    );
  });
});

describe(`content on ${testEngine}: the home page, pictures, the audit trail and search`, () => {
  let picture: string;

  it('edits a seeded block of a page nobody has opened yet, by the id GET_PAGE answered', async () => {
    expect(await db().select().from(contentPages).where(eq(contentPages.pageId, '/'))).toEqual([]);
    const id = (await published('/')).blocks[1]!.id;
    expect(id).toBe('start.slutar-snart');
    const copy = (await ok({ action: 'DUPLICATE_BLOCK', blockId: id })).block.id;
    const ids = outline(await draftOf('/'));
    expect(ids.indexOf(`-/${copy}`)).toBe(ids.indexOf(`-/${id}`) + 1);
    await ok({ action: 'DELETE_BLOCK', blockId: copy });
    expect((await draftOf('/')).blocks).toEqual(seedTree(home.blocks));
  });

  it('an image block takes the admin’s own finished upload; publishing copies it to a public content/ key', async () => {
    const mine = await uploadWhole(astrid.auth, await noisyJpeg(900, 600), 'studion.jpg');
    expect(mine.response.status).toBe(204);
    const theirs = await uploadWhole(vera.auth, await noisyJpeg(300, 200), 'min.jpg');
    expect(theirs.response.status).toBe(204);

    const image = (key: string, extra: Record<string, unknown> = {}) => ({
      pageId: '/',
      block: { type: 'image', parentId: null, props: { image: { key }, alt: 'Studion', ...extra } },
    });
    expectError(await save(image(theirs.key)), 'NOT_FOUND', 404, 'Bilden hittades inte.');
    expectError(await save(image('0123456789abcdef0123456789abcdef')), 'NOT_FOUND', 404, 'Bilden hittades inte.');
    expectError(await save(image('items/1/1-x.jpg')), 'NOT_FOUND', 404);

    picture = await saved(image(mine.key));
    const { block } = await ok({ action: 'GET_BLOCK', blockId: picture, draft: true });
    expect(block.props.image).toEqual({ key: `uploads/${mine.key}/full.jpg`, width: 900, height: 600 });
    const [row] = await db().select().from(uploads).where(eq(uploads.key, mine.key));
    expect(row!.usedAt).not.toBeNull();
    expectError(await save(image(mine.key)), 'INVALID_ARGUMENT', 400, 'Bilden används redan.');
    // Saving the block again with the picture it has keeps it.
    await saved({ pageId: '/', block: { id: picture, type: 'image', props: { ...block.props, alt: 'Studion på Söder' } } });

    expect((await ok({ action: 'PUBLISH_CONTENT', pageId: '/' })).version).toBe(2);
    const page = await published('/');
    const key = (blockIn(page, picture)!.props.image as { key: string }).key;
    expect(key).toBe(`content/${picture}/1-${mine.key}.jpg`);
    expect(await storage.exists(key)).toBe(true);
    expect(JSON.stringify(page)).not.toContain('uploads/');
    expect((blockIn(await draftOf('/'), picture)!.props.image as { key: string }).key).toBe(key);
    expect(blockIn(page, picture)!.props.alt).toBe('Studion på Söder');
  });

  it('writes one audit row for every admin change, naming the admin and the action; reads and refusals write none', async () => {
    const start = await lastAuditId();
    const heading = await saved({ pageId: '/', block: { type: 'heading', parentId: null, props: { text: 'Välkommen' } } });
    await saved({ pageId: '/', block: { id: heading, type: 'heading', props: { text: 'Välkommen hit' } } });
    await ok({ action: 'MOVE_BLOCK', blockId: heading, parentId: null, beforeId: 'start.veckans-auktion' });
    const copy = (await ok({ action: 'DUPLICATE_BLOCK', blockId: heading })).block.id;
    await ok({ action: 'DELETE_BLOCK', blockId: copy });
    await ok({ action: 'PUBLISH_CONTENT', pageId: '/' });
    await ok({ action: 'RESTORE_CONTENT_VERSION', pageId: '/', version: 2 });
    // Reads and refusals change nothing and log nothing (presence: see PING_CONTENT_EDITOR below).
    await draftOf('/');
    await ok({ action: 'LIST_CONTENT_VERSIONS', pageId: '/' });
    expectError(await call({ action: 'MOVE_BLOCK', blockId: 'start.salj', parentId: null, beforeId: 'ghost' }), 'NOT_FOUND', 404);
    expectError(await save({ pageId: '/', block: { type: 'heading', parentId: null, props: {} } }), 'INVALID_ARGUMENT', 400);

    const rows = await auditSince(start);
    expect(rows.map(({ actorId, action, entityType, entityId }) => ({ actorId, action, entityType, entityId }))).toEqual(
      ['SAVE_BLOCK', 'SAVE_BLOCK', 'MOVE_BLOCK', 'DUPLICATE_BLOCK', 'DELETE_BLOCK', 'PUBLISH_CONTENT', 'RESTORE_CONTENT_VERSION'].map(
        (action) => ({ actorId: astrid.id, action, entityType: 'content_page', entityId: '/' }),
      ),
    );
    expect(rows[5]!.after).toMatchObject({ publishedVersion: 3 });
    expect(rows[6]!.after).toMatchObject({ restoredVersion: 2 });
    expect(rows.every((row) => row.before !== null && row.after !== null)).toBe(true);
  });

  it('ADMIN_SEARCH finds a block of a draft by its words, linking to /edit/{id}; a deleted one no more', async () => {
    const id = await saved({
      pageId: '/',
      block: { type: 'richText', parentId: null, props: { doc: doc('Zanzibarkaffe serveras i studion varje söndag.') } },
    });
    const search = async (query: string) => (await ok({ action: 'ADMIN_SEARCH', query })).results.blocks as Json[];
    expect(await search('zanzibarkaffe')).toEqual([
      expect.objectContaining({ id, title: 'Zanzibarkaffe serveras i studion varje söndag.', href: `/edit/${id}` }),
    ]);
    // Seeded blocks of /om-oss are found too, by heading and by text.
    expect(await search('Dödsbon och arvskiften')).toEqual([
      expect.objectContaining({ id: 'om-oss.dodsbon', href: '/edit/om-oss.dodsbon' }),
    ]);
    expect((await search('prototyper')).map((hit) => hit.id)).toEqual(['om-oss.formgivare-text']);
    await ok({ action: 'DELETE_BLOCK', blockId: id });
    expect(await search('zanzibarkaffe')).toEqual([]);
  });

  it('PING_CONTENT_EDITOR: a second admin’s session sees the first one, per page; presence is no audited change', async () => {
    const audit = await lastAuditId();
    expect(await ok({ action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'astrid-tab-1' })).toEqual({ editors: [] });
    const seen = await ok({ action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'bengt-tab-1' }, bengt);
    expect(seen.editors).toEqual([{ name: 'Astrid Test', since: expect.any(String), sameUser: false }]);
    expect(Date.now() - Date.parse(seen.editors[0].since)).toBeLessThan(60_000);
    expect((await ok({ action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'astrid-tab-1' })).editors).toEqual([
      expect.objectContaining({ name: 'Bengt Test', sameUser: false }),
    ]);
    const second = await ok({ action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'astrid-tab-2' });
    expect(second.editors).toHaveLength(2);
    expect(second.editors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Astrid Test', sameUser: true }),
        expect.objectContaining({ name: 'Bengt Test', sameUser: false }),
      ]),
    );
    expect((await ok({ action: 'PING_CONTENT_EDITOR', pageId: '/', sessionId: 'bengt-tab-2' }, bengt)).editors).toEqual([]);
    expectError(await call({ action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'kort' }), 'INVALID_ARGUMENT', 400);
    expect(await auditSince(audit)).toEqual([]);
  });

  it('two saves racing on the same base: exactly one wins, the other is ABORTED naming the winner', async () => {
    for (let round = 0; round < 4; round++) {
      const { version } = await draftOf('/');
      const attempt = (who: TestUser, name: string) =>
        save(
          {
            pageId: '/',
            block: { type: 'heading', parentId: null, props: { text: `Kapplöpning ${round} ${name}` } },
            baseVersion: version,
          },
          who,
        );
      const answers = await Promise.all([attempt(astrid, 'Astrid'), attempt(bengt, 'Bengt')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const loser = answers[1 - winner]!;
      expectError(loser, 'ABORTED', 409, new RegExp(`av ${winner === 0 ? 'Astrid' : 'Bengt'} Test sedan`));
      const draft = await draftOf('/');
      expect(draft.version).toBe(version + 1);
      const texts = flat(draft).map((b) => b.props.text);
      expect(texts).toContain(`Kapplöpning ${round} ${winner === 0 ? 'Astrid' : 'Bengt'}`);
      expect(texts).not.toContain(`Kapplöpning ${round} ${winner === 0 ? 'Bengt' : 'Astrid'}`);
    }
  });

  it('the first edits of a page not yet in the database, racing, write it once and refuse the stale one', async () => {
    await db().delete(contentPages).where(eq(contentPages.pageId, '/'));
    expect(await db().select().from(contentVersions).where(eq(contentVersions.pageId, '/'))).toEqual([]);
    const attempt = (who: TestUser, text: string) =>
      save({ pageId: '/', block: { type: 'heading', parentId: null, props: { text } }, baseVersion: 1 }, who);
    const answers = await Promise.all([attempt(astrid, 'Först Astrid'), attempt(bengt, 'Först Bengt')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const versions = await db().select().from(contentVersions).where(eq(contentVersions.pageId, '/'));
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([[1, null]]);
    expect((await draftOf('/')).version).toBe(2);
    const indexed = await db()
      .select()
      .from(contentBlocks)
      .where(and(eq(contentBlocks.pageId, '/'), eq(contentBlocks.inDraft, true)));
    expect(indexed).toHaveLength(fromTree(home.blocks).length + 1);
  });
});

describe(`content on ${testEngine}: characters PostgreSQL refuses`, () => {
  it('never answers 500 for U+0000, lone surrogates or absurd nesting in any field; rich text is cleaned, plain fields refused', async () => {
    // A document nested 30 000 levels deep, written as text (JSON.stringify itself overflows on it).
    const levels = 30_000;
    const deepBody =
      '{"data":{"action":"SAVE_BLOCK","pageId":"/om-oss","block":{"type":"richText","parentId":null,"props":{"doc":{"type":"doc","content":[' +
      '{"type":"span","content":['.repeat(levels) +
      '{"type":"text","text":"djupt"}' +
      ']}'.repeat(levels) +
      ']}}}}}';
    expect(Buffer.byteLength(deepBody)).toBeLessThan(1_000_000);
    const deep = await postJson('/api/functions/connector', deepBody, astrid.auth);
    expect(deep.status, await deep.clone().text()).toBeLessThan(500);
    const attempts: Array<Record<string, unknown>> = [
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'heading', parentId: null, props: { text: 'a\u0000b' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'heading', parentId: null, props: { text: 'a\ud800b' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'section', parentId: null, props: { title: 'x\u0000' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'section', parentId: null, props: { title: 'x\udc00' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'section', parentId: null, props: { '\u0000': 'x', '\ud800': 'y' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'image', parentId: null, props: { alt: 'a\u0000' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'image', parentId: null, props: { alt: 'a\ud800' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'image', parentId: null, props: { image: { key: '\u0000' } } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'cta', parentId: null, props: { label: 'a\u0000', href: '/salj' } } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { type: 'cta', parentId: null, props: { label: 'a', href: '/salj\u0000\ud800' } } },
      {
        action: 'SAVE_BLOCK',
        pageId: '/om-oss',
        block: { type: 'faq', parentId: null, props: { question: 'Va\ud800?', answer: doc('x') } },
      },
      {
        action: 'SAVE_BLOCK',
        pageId: '/om-oss',
        block: { type: 'lotCarousel', parentId: null, props: { title: 'Lotter\ud800', source: 'newest' } },
      },
      {
        action: 'SAVE_BLOCK',
        pageId: '/om-oss',
        block: { type: 'richText', parentId: null, props: { doc: doc('ok') } },
        sessionId: 'tab\u0000\ud800',
      },
      { action: 'SAVE_BLOCK', pageId: '/om-oss\u0000', block: { type: 'richText', parentId: null, props: {} } },
      { action: 'SAVE_BLOCK', pageId: '/om-oss', block: { id: 'x\u0000', type: 'richText', props: {} } },
      { action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'session\u0000abc' },
      { action: 'PING_CONTENT_EDITOR', pageId: '/om-oss', sessionId: 'session\ud800abc' },
      { action: 'GET_PAGE', pageId: '/\u0000' },
      { action: 'GET_BLOCK', blockId: '\u0000' },
      { action: 'MOVE_BLOCK', blockId: 'om-oss.studion', parentId: '\u0000' },
      { action: 'ADMIN_SEARCH', query: 'a\ud800' },
    ];
    for (const data of attempts) {
      const answer = await call(data, astrid);
      expect(answer.status, `${JSON.stringify(data).slice(0, 160)} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    }
    // Plain one-line fields refuse what they cannot hold; rich text keeps the words without it.
    expectError(await call(attempts[0]!, astrid), 'INVALID_ARGUMENT', 400, 'Otillåtna tecken.');
    expectError(await call(attempts[1]!, astrid), 'INVALID_ARGUMENT', 400, 'Otillåtna tecken.');
    const id = await saved({
      pageId: '/om-oss',
      block: {
        type: 'richText',
        parentId: null,
        props: { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Öp\u0000pet\ud800 idag' }] }] } },
      },
    });
    const { block } = await ok({ action: 'GET_BLOCK', blockId: id, draft: true });
    expect(block.props.doc).toEqual(doc('Öppet idag'));
    // The draft is still readable and publishable after all of it.
    expect((await draftOf('/om-oss')).blocks.length).toBeGreaterThan(0);
    expect((await ok({ action: 'PUBLISH_CONTENT', pageId: '/om-oss' })).version).toBe(4);
  });
});
