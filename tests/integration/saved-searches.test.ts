import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearches } from '@/modules/watchlist/tables';
import { MAX_SAVED_SEARCHES } from '@/modules/watchlist/commands/saved-searches';
import { call } from '../setup/orders';
import { createSignedInUser, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Saved searches as docs/product.md §9 pins them (SAVE_SEARCH,
 * LIST_SAVED_SEARCHES, DELETE_SAVED_SEARCH), through the real connector route.
 */

const t = fileDatabase();
const db = () => t.database.db;
type Saved = { id: number; search: string; categories: string[] };

const save = (user: TestUser, input: Record<string, unknown>) => call({ action: 'SAVE_SEARCH', ...input }, user);
const listOf = async (user: TestUser) =>
  ((await call({ action: 'LIST_SAVED_SEARCHES' }, user)).body.result as { savedSearches: Saved[] }).savedSearches;

describe(`saved searches on ${testEngine}`, () => {
  it('keeps a search in one form: the term as the list reads it, the categories in the keys’ order without repeats', async () => {
    const user = await createSignedInUser(db());
    const first = await save(user, { search: '  kosta \n boda ', categories: ['SMYCKEN', 'BELYSNING', 'SMYCKEN'] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { savedSearch } = first.body.result as { savedSearch: Saved };
    expect(savedSearch).toEqual({ id: expect.any(Number), search: 'kosta boda', categories: ['BELYSNING', 'SMYCKEN'] });
    // The same search said another way is the same saved search, not a second one.
    const again = await save(user, { search: 'kosta boda', categories: ['BELYSNING', 'SMYCKEN'] });
    expect((again.body.result as { savedSearch: Saved }).savedSearch.id).toBe(savedSearch.id);
    // A term alone and categories alone are searches too.
    await save(user, { search: 'vas' });
    await save(user, { categories: ['MOBLER'] });
    expect(await listOf(user)).toEqual([
      { id: expect.any(Number), search: '', categories: ['MOBLER'] },
      { id: expect.any(Number), search: 'vas', categories: [] },
      savedSearch,
    ]);
  });

  it('refuses a search with neither term nor category, an unknown category and a term too long, with Swedish messages', async () => {
    const user = await createSignedInUser(db());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Ange ett sökord eller välj en kategori att bevaka.'],
      [{ search: '   ', categories: [] }, 'Ange ett sökord eller välj en kategori att bevaka.'],
      [{ categories: ['INTE_EN_KATEGORI'] }, 'Okänd kategori.'],
      [{ categories: ['ALLA_AUKTIONER'] }, 'Okänd kategori.'],
      [{ search: 'x'.repeat(201) }, 'Högst 200 tecken.'],
      [{ search: 42 }, 'Sökordet måste vara text.'],
    ];
    for (const [input, message] of cases) {
      const answer = await save(user, input);
      expect(answer.body.error?.status, JSON.stringify(input).slice(0, 60)).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(answer.body.error)).toContain(message);
    }
    expect(await listOf(user)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per user, also when two saves race for the last place`, async () => {
    const user = await createSignedInUser(db());
    for (let i = 1; i < MAX_SAVED_SEARCHES; i++) expect((await save(user, { search: `sökning ${i}` })).status).toBe(200);
    const raced = await Promise.all([save(user, { search: 'sista A' }), save(user, { search: 'sista B' })]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = raced.find((answer) => answer.status === 400)!;
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: expect.stringContaining('högst 20 sökningar') });
    expect(await listOf(user)).toHaveLength(MAX_SAVED_SEARCHES);
    // One already kept is still answered at the limit.
    expect((await save(user, { search: 'sökning 1' })).status).toBe(200);
  });

  it("deletes the caller's own; another user's, or one already gone, answers NOT_FOUND and stays", async () => {
    const owner = await createSignedInUser(db());
    const other = await createSignedInUser(db());
    const { savedSearch } = (await save(owner, { search: 'orrefors' })).body.result as { savedSearch: Saved };
    const foreign = await call({ action: 'DELETE_SAVED_SEARCH', savedSearchId: savedSearch.id }, other);
    expect(foreign.body.error?.status).toBe('NOT_FOUND');
    expect(JSON.stringify(foreign.body)).not.toContain('orrefors');
    expect(await listOf(other)).toEqual([]);
    expect(await listOf(owner)).toEqual([savedSearch]);
    const deleted = await call({ action: 'DELETE_SAVED_SEARCH', savedSearchId: savedSearch.id }, owner);
    expect(deleted.body.result).toEqual({ savedSearchId: savedSearch.id, deleted: true });
    expect((await call({ action: 'DELETE_SAVED_SEARCH', savedSearchId: savedSearch.id }, owner)).body.error?.status).toBe('NOT_FOUND');
    expect(await db().select().from(savedSearches).where(eq(savedSearches.id, savedSearch.id))).toEqual([]);
    for (const bad of [0, -1, 1.5, '12', 2_147_483_648])
      expect((await call({ action: 'DELETE_SAVED_SEARCH', savedSearchId: bad }, owner)).body.error?.status).toBe('INVALID_ARGUMENT');
  });
});
