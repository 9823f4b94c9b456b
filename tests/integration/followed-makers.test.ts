import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { makerKey, makerPath } from '@/modules/catalog';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox } from '@/platform/tables';
import { followedMakers } from '@/modules/watchlist/tables';
import type { TemplateProps } from '@/modules/email';
import { alertSavedSearches, getMakerPage, MAX_FOLLOWED_MAKERS, sendSavedSearchMail } from '@/modules/watchlist/server';
import { queryRows } from '@/db/rows';
import { call, DAY_MS, runJobs } from '../setup/orders';
import { createLot, createSignedInUser, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Following a maker (docs/product.md §9 "Followed makers"): FOLLOW_MAKER / UNFOLLOW_MAKER /
 * LIST_FOLLOWED_MAKERS, the database's maker key equal to the domain's, and a lot by a followed maker
 * that goes live reaching the follower once, in-app and in the one daily e-mail with the saved searches.
 */

const t = fileDatabase();
const db = () => t.database.db;
const admin = t.signedInUser({ admin: true, firstName: 'Studion' });

const lotBy = async (maker: string | null, options: { title?: string; status?: 'draft' | 'live' } = {}) => {
  const lot = await createLot(db(), { title: options.title, status: options.status ?? 'live', endsAt: new Date(Date.now() + 5 * DAY_MS) });
  await db().update(items).set({ maker }).where(eq(items.id, lot.itemId));
  return lot;
};
const follow = (user: TestUser, maker: string) => call({ action: 'FOLLOW_MAKER', maker }, user);
const listOf = async (user: TestUser) =>
  (await call({ action: 'LIST_FOLLOWED_MAKERS' }, user)).body.result.followedMakers as { makerKey: string; name: string; path: string }[];
const publish = async (auctionId: number) => {
  const answer = await call({ action: 'PUBLISH_AUCTION', auctionId }, admin);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const alertsOf = (user: TestUser) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'watchlist.saved-search')))
    .orderBy(asc(notifications.id));
const mailsTo = (user: TestUser) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'SAVED_SEARCH_MATCHES')))
    .orderBy(asc(emailOutbox.id));
type MailProps = TemplateProps['SAVED_SEARCH_MATCHES'];

describe(`followed makers on ${testEngine}`, () => {
  it('keys a maker in the database exactly as the domain does', async () => {
    const sqlKey = async (value: string) =>
      (await queryRows<{ key: string | null }>(db(), sql`select klubban_maker_key(${value}) as key`))[0]!.key;
    for (const written of [
      'Bertil Vallien',
      'Vallien, Bertil',
      'BERTIL  VALLIEN',
      'Bertil Vallièn',
      'Okänd konstnär',
      'Kosta Boda',
      'Märta Måås-Fjetterström',
    ])
      expect(await sqlKey(written), written).toBe(makerKey(written));
    const alphabet = "abcdeåäöéèüøæÅÄÖÉ ,.-'&0123".split('');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }), async (chars) => {
        const value = chars.join('');
        expect(await sqlKey(value), JSON.stringify(value)).toBe(makerKey(value));
      }),
      { numRuns: 60 },
    );
  });

  it('follows a maker however it is written, lists and unfollows; another user cannot unfollow it', async () => {
    const frida = await createSignedInUser(db(), { firstName: 'Frida' });
    const gustav = await createSignedInUser(db(), { firstName: 'Gustav' });
    await lotBy('Vallien, Bertil');
    const followed = await follow(frida, 'Bertil Vallien');
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body.result.followedMaker).toEqual({
      makerKey: 'bertil vallien',
      name: 'Bertil Vallien',
      path: '/formgivare/bertil-vallien',
    });
    // The same maker written otherwise is the same follow.
    expect((await follow(frida, 'BERTIL  VALLIEN')).body.result.followedMaker.makerKey).toBe('bertil vallien');
    expect(await listOf(frida)).toEqual([{ makerKey: 'bertil vallien', name: 'Bertil Vallien', path: '/formgivare/bertil-vallien' }]);
    expect(await listOf(gustav)).toEqual([]);

    const foreign = await call({ action: 'UNFOLLOW_MAKER', makerKey: 'bertil vallien' }, gustav);
    expect(foreign.body.error?.status).toBe('NOT_FOUND');
    expect(await listOf(frida)).toHaveLength(1);
    expect((await call({ action: 'UNFOLLOW_MAKER', makerKey: 'bertil vallien' }, frida)).body.result).toEqual({
      makerKey: 'bertil vallien',
      following: false,
    });
    expect(await listOf(frida)).toEqual([]);
    expect((await call({ action: 'UNFOLLOW_MAKER', makerKey: 'bertil vallien' }, frida)).body.error?.status).toBe('NOT_FOUND');
  });

  it('refuses an unknown maker, one with no public lot, bad input and the 101st follow, in Swedish', async () => {
    const hanna = await createSignedInUser(db(), { firstName: 'Hanna' });
    await lotBy('Okänd konstnär');
    await lotBy('Dold Formgivare', { status: 'draft' });
    const unknown = await follow(hanna, 'Okänd konstnär');
    expect(unknown.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Den här formgivaren går inte att följa.' });
    expect((await follow(hanna, 'Dold Formgivare')).body.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'Det finns inga föremål av den formgivaren.',
    });
    for (const bad of [{}, { maker: '' }, { maker: 12 }, { maker: 'x'.repeat(161) }]) {
      const answer = await call({ action: 'FOLLOW_MAKER', ...bad }, hanna);
      expect(answer.body.error?.status, JSON.stringify(bad)).toBe('INVALID_ARGUMENT');
      expect(answer.status).toBeLessThan(500);
    }
    for (const bad of [{}, { makerKey: 'Bertil Vallien' }, { makerKey: ' ' }, { makerKey: 5 }])
      expect((await call({ action: 'UNFOLLOW_MAKER', ...bad }, hanna)).body.error?.status, JSON.stringify(bad)).toBe('INVALID_ARGUMENT');
    expect((await call({ action: 'FOLLOW_MAKER', maker: 'Vallien' }, null)).body.error?.status).toBe('UNAUTHENTICATED');

    await db()
      .insert(followedMakers)
      .values(
        Array.from({ length: MAX_FOLLOWED_MAKERS }, (_, n) => ({
          userId: hanna.id,
          makerKey: `formgivare ${n}`,
          displayName: `Formgivare ${n}`,
        })),
      );
    await lotBy('Ett Hundraett');
    const over = await follow(hanna, 'Ett Hundraett');
    expect(over.body.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect(over.body.error?.message).toContain('högst 100');
  });

  it('tells the follower once, in-app and in the one daily e-mail with the saved searches, when a lot by the maker goes live', async () => {
    const ingrid = await createSignedInUser(db(), { firstName: 'Ingrid' });
    const johan = await createSignedInUser(db(), { firstName: 'Johan' });
    await lotBy('Lindberg, Stig');
    await lotBy('Kosta Boda');
    expect((await follow(ingrid, 'Stig Lindberg')).status).toBe(200);
    expect((await follow(johan, 'Kosta Boda')).status).toBe(200);
    expect((await call({ action: 'SAVE_SEARCH', search: 'fat' }, ingrid)).status).toBe(200);

    const byStig = await lotBy('STIG LINDBERG', { title: 'Fat, Spisa Ribb', status: 'draft' });
    const other = await lotBy('Wilhelm Kåge', { title: 'Vas, Argenta', status: 'draft' });
    await publish(byStig.id);
    await publish(other.id);
    expect((await runJobs(db())).failed).toBe(0);

    // One notice for the lot, although a saved search and a followed maker both find it.
    const alerts = await alertsOf(ingrid);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ data: { auctionId: byStig.id } });
    expect(await alertsOf(johan)).toHaveLength(0);
    const [mail, ...more] = await mailsTo(ingrid);
    expect(more).toHaveLength(0);
    const props = mail!.data as unknown as MailProps;
    expect(props.searches.flatMap((group) => group.lots.map((lot) => lot.title))).toEqual(['Fat, Spisa Ribb']);
    expect(await mailsTo(johan)).toHaveLength(0);

    // The same news again alerts no one twice.
    expect(await alertSavedSearches(db(), [byStig.id, other.id])).toEqual({ matches: 0 });
    expect(await alertsOf(ingrid)).toHaveLength(1);

    // The next lot by the maker waits for the next day's e-mail, under the maker's name.
    const second = await lotBy('Stig Lindberg', { title: 'Skål, Veckla', status: 'draft' });
    await publish(second.id);
    await runJobs(db());
    expect(await alertsOf(ingrid)).toHaveLength(2);
    expect(await mailsTo(ingrid)).toHaveLength(1);
    expect((await sendSavedSearchMail(db(), { now: new Date(Date.now() + DAY_MS + 60_000), userIds: [ingrid.id] })).sent).toBe(1);
    await runJobs(db());
    const mails = await mailsTo(ingrid);
    expect(mails).toHaveLength(2);
    const next = mails[1]!.data as unknown as MailProps;
    expect(next.searches).toEqual([
      expect.objectContaining({
        kind: 'maker',
        label: 'Stig Lindberg',
        searchUrl: makerPath('stig lindberg'),
        lots: [expect.objectContaining({ title: 'Skål, Veckla' })],
      }),
    ]);
    expect(mails[1]!.subject).toBe('Nytt föremål av Stig Lindberg');
  });

  it('has a maker page of live and sold lots, and none for an unknown maker', async () => {
    const live = await lotBy('Gunnel Nyman', { title: 'Skål, Gunnel Nyman' });
    const sold = await lotBy('Nyman, Gunnel', { title: 'Vas, Gunnel Nyman' });
    await db()
      .update(auctions)
      .set({ status: 'ended', outcome: 'sold', currentPrice: 4200, endedAt: new Date() })
      .where(eq(auctions.id, sold.id));
    const unsold = await lotBy('Gunnel Nyman', { title: 'Karaff, osåld' });
    await db().update(auctions).set({ status: 'ended', outcome: 'unsold', endedAt: new Date() }).where(eq(auctions.id, unsold.id));
    await lotBy('Gunnel Nyman', { title: 'Utkast', status: 'draft' });
    const page = await getMakerPage(db(), 'gunnel nyman');
    expect(page?.live.map((lot) => lot.id)).toEqual([live.id]);
    expect(page?.sold.map((lot) => [lot.id, lot.currentPrice])).toEqual([[sold.id, 4200]]);
    expect(await getMakerPage(db(), 'ingen alls')).toBeNull();
  });
});
