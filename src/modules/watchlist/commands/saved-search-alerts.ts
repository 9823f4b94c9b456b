import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { LotCategoryKey } from '@/keys';
import { auctionSearchHref, type AuctionListItem } from '@/modules/auctions';
import { searchAuctions } from '@/modules/auctions/server';
import { lotPath, makerPath } from '@/modules/catalog';
import type { SavedSearchMatchGroup } from '@/modules/email';
import { emailSendJob } from '@/modules/email/server';
import { followedMakerNotification, savedSearchMatchNotification } from '@/modules/notifications';
import { insertNotifications, queuePushes } from '@/modules/notifications/server';
import { AppError } from '@/platform/errors';
import { enqueueJob } from '@/platform/jobs';
import { publishEvents } from '@/platform/realtime';
import { signWithSecret, verifySignature } from '@/platform/secret';
import { savedSearchLabel } from '../domain/saved-search-label';

const DAY_MS = 24 * 3_600_000;
/** searchAuctions' largest page: the lots of one announcement are matched this many at a time. */
const LOTS_PER_SEARCH = 100;

/** The page with the button that stops the e-mails (a mail scanner opening the link changes nothing). */
export const SAVED_SEARCH_MAIL_STOP_PATH = '/bevakningar/avsluta';
/** The same stop for a mail client's one-click unsubscribe (List-Unsubscribe-Post, RFC 8058). */
export const SAVED_SEARCH_MAIL_ONE_CLICK_PATH = '/api/saved-searches/unsubscribe';
/** Where a user keeps their saved searches. */
export const SAVED_SEARCHES_PATH = '/user#bevakade-sokningar';
/** Where a user keeps the makers they follow. */
export const FOLLOWED_MAKERS_PATH = '/user#foljda-formgivare';

const tokenMessage = (userId: string) => `saved-search-mail:${userId}`;

/**
 * Between the user id and the signature: in neither (ids, base64url), and not a dot, which would
 * make a path ending in letters look like a file to the proxy (no page policy for it).
 */
const TOKEN_SEPARATOR = '~';

/** The signed token of a user's stop link: their id and its signature under the app secret. */
export function savedSearchMailToken(userId: string): string {
  return `${userId}${TOKEN_SEPARATOR}${signWithSecret(tokenMessage(userId))}`;
}

/** The user a stop token was signed for, or null for a token that was not signed here. */
function userOfToken(raw: string): string | null {
  // A path segment may arrive percent-encoded (a mail client's rewriting); junk stays junk.
  let token = raw;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const at = token.lastIndexOf(TOKEN_SEPARATOR);
  if (at <= 0) return null;
  const userId = token.slice(0, at);
  return verifySignature(tokenMessage(userId), token.slice(at + 1)) ? userId : null;
}

/** A distinct saved search (categories read as text[]: node-postgres has no parser for an enum's array). */
interface SearchGroup {
  search: string;
  categories: LotCategoryKey[];
}

/**
 * The lots that have just gone live (auctions' `auctions.lots-live`), matched against every saved
 * search by the auction list's own search (searchAuctions restricted to these lots, so a saved
 * search finds exactly what /auktioner finds for it), once per distinct search and categories.
 * Each new match is kept (one row per search and lot: a lot announced twice alerts once), its user
 * gets one in-app notification per lot (and a push, to browsers that want one). The followers of the
 * lots' makers are alerted the same way (alertFollowedMakers), and the one daily e-mail goes at once
 * to those of either whose last one is a day old (sendSavedSearchMail).
 */
export async function alertSavedSearches(
  db: DbOrTx,
  auctionIds: readonly number[],
  options: { now?: Date } = {},
): Promise<{ matches: number }> {
  const now = options.now ?? new Date();
  // The lots still live (one was perhaps withdrawn meanwhile) and their categories, read by the
  // list's own query: a saved search whose categories none of them has is not asked at all.
  const ids: number[] = [];
  const liveLots = new Map<number, AuctionListItem>();
  const categories = new Set<LotCategoryKey>();
  const announced = [...new Set(auctionIds)];
  for (let start = 0; start < announced.length; start += LOTS_PER_SEARCH) {
    const live = await searchAuctions(db, { auctionIds: announced.slice(start, start + LOTS_PER_SEARCH), pageSize: LOTS_PER_SEARCH });
    for (const lot of live.items) {
      ids.push(lot.id);
      liveLots.set(lot.id, lot);
      categories.add(lot.category);
    }
  }
  if (ids.length === 0) return { matches: 0 };
  const groups = await queryRows<SearchGroup>(
    db,
    sql`select distinct search, categories::text[] as categories from saved_searches
        where categories = '{}' or categories && array[${sql.join(
          [...categories].map((key) => sql`${key}`),
          sql`, `,
        )}]::category[]
        order by 1, 2`,
  );
  let matches = 0;
  const alerted = new Set<string>();
  for (const group of groups) {
    for (let start = 0; start < ids.length; start += LOTS_PER_SEARCH) {
      const found = await searchAuctions(db, {
        search: group.search,
        categories: group.categories,
        auctionIds: ids.slice(start, start + LOTS_PER_SEARCH),
        pageSize: LOTS_PER_SEARCH,
      });
      if (found.items.length === 0) continue;
      const label = savedSearchLabel(group.search, group.categories);
      await db.transaction(async (tx) => {
        // One row per saved search of this form and lot; a user who turned the e-mail off has nothing to e-mail.
        const rows = await queryRows<{ user_id: string; auction_id: number }>(
          tx,
          sql`insert into saved_search_matches (user_id, saved_search_id, auction_id, emailed_at)
              select s.user_id, s.id, lot.id, case when mail.stopped_at is not null then ${now}::timestamptz end
              from saved_searches s
              cross join unnest(array[${sql.join(
                found.items.map((lot) => sql`${lot.id}`),
                sql`, `,
              )}]::int[]) as lot(id)
              left join saved_search_mail mail on mail.user_id = s.user_id
              where s.search = ${group.search} and s.categories = array[${sql.join(
                group.categories.map((key) => sql`${key}`),
                sql`, `,
              )}]::category[]
              on conflict (saved_search_id, auction_id) do nothing
              returning user_id, auction_id`,
        );
        matches += rows.length;
        const lots = new Map(found.items.map((lot) => [lot.id, lot]));
        const created = await insertNotifications(
          tx,
          rows.map((row) => {
            const lot = lots.get(Number(row.auction_id))!;
            const message = savedSearchMatchNotification({
              searchLabel: label,
              lotTitle: lot.title,
              lotUrl: lotPath(lot),
              currentPrice: lot.currentPrice,
              startPrice: lot.startPrice,
              endsAt: lot.endsAt,
            });
            // One notification per user and lot, however many of their searches it matches.
            return { userId: row.user_id, ...message, data: { auctionId: lot.id }, dedupeKey: `saved-search:${lot.id}:${row.user_id}` };
          }),
        );
        await publishEvents(
          tx,
          created.map((entry) => entry.event),
        );
        // The same news as a push to the browsers that want saved-search matches (one statement).
        await queuePushes(
          tx,
          created.map(({ userId, view }) => ({
            userId,
            kind: 'saved-search' as const,
            title: view.title,
            body: view.body,
            url: view.href ?? SAVED_SEARCHES_PATH,
            tag: `saved-search:${view.href ?? view.id}`,
            dedupeKey: String(view.id),
          })),
        );
        for (const row of rows) alerted.add(row.user_id);
      });
    }
  }
  matches += await alertFollowedMakers(db, liveLots, now, alerted);
  if (alerted.size > 0) await sendSavedSearchMail(db, { now, userIds: [...alerted] });
  return { matches };
}

/**
 * The announced lots by a maker someone follows (items.maker_key, its index): one row per follow and
 * lot (a lot announced twice alerts once), and the follower's in-app notification and push, under
 * the same key as a saved search's (one notice per user and lot, however many reasons). The users
 * alerted join `alerted`, whom the caller's one daily e-mail then reaches.
 */
async function alertFollowedMakers(
  db: DbOrTx,
  liveLots: ReadonlyMap<number, AuctionListItem>,
  now: Date,
  alerted: Set<string>,
): Promise<number> {
  if (liveLots.size === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ user_id: string; auction_id: number; display_name: string }>(
      tx,
      sql`with made as (
            insert into followed_maker_matches (user_id, followed_maker_id, auction_id, emailed_at)
            select f.user_id, f.id, a.id, case when mail.stopped_at is not null then ${now}::timestamptz end
            from auctions a
            join items i on i.id = a.item_id
            join followed_makers f on f.maker_key = i.maker_key
            left join saved_search_mail mail on mail.user_id = f.user_id
            where a.id in (${sql.join(
              [...liveLots.keys()].map((id) => sql`${id}`),
              sql`, `,
            )}) and i.maker_key is not null
            on conflict (followed_maker_id, auction_id) do nothing
            returning user_id, auction_id, followed_maker_id
          )
          select made.user_id, made.auction_id, f.display_name from made join followed_makers f on f.id = made.followed_maker_id
          order by made.auction_id, made.user_id`,
    );
    if (rows.length === 0) return 0;
    const created = await insertNotifications(
      tx,
      rows.map((row) => {
        const lot = liveLots.get(Number(row.auction_id))!;
        const message = followedMakerNotification({
          makerName: row.display_name,
          lotTitle: lot.title,
          lotUrl: lotPath(lot),
          currentPrice: lot.currentPrice,
          startPrice: lot.startPrice,
          endsAt: lot.endsAt,
        });
        return { userId: row.user_id, ...message, data: { auctionId: lot.id }, dedupeKey: `saved-search:${lot.id}:${row.user_id}` };
      }),
    );
    await publishEvents(
      tx,
      created.map((entry) => entry.event),
    );
    await queuePushes(
      tx,
      created.map(({ userId, view }) => ({
        userId,
        kind: 'saved-search' as const,
        title: view.title,
        body: view.body,
        url: view.href ?? FOLLOWED_MAKERS_PATH,
        tag: `saved-search:${view.href ?? view.id}`,
        dedupeKey: String(view.id),
      })),
    );
    for (const row of rows) alerted.add(row.user_id);
    return rows.length;
  });
}

interface PendingMakerMatch {
  id: number;
  auction_id: number;
  maker_key: string;
  display_name: string;
}

interface PendingMatch {
  id: number;
  auction_id: number;
  search: string;
  categories: LotCategoryKey[];
}

/**
 * The daily e-mail of new matches (SAVED_SEARCH_MATCHES), saved searches' and followed makers': to each user with matches not yet
 * e-mailed whose last such e-mail is at least a day old and who has not turned it off (all such
 * users, or those of `userIds`). The user's mail row is locked while deciding, so two runners
 * send one e-mail. Lots that are no longer live are left out; with none left nothing is sent.
 */
export async function sendSavedSearchMail(
  db: DbOrTx,
  options: { now?: Date; userIds?: readonly string[]; limit?: number } = {},
): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const only =
    options.userIds === undefined
      ? sql`true`
      : options.userIds.length === 0
        ? sql`false`
        : sql`m.user_id in (${sql.join(
            options.userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const due = await queryRows<{ user_id: string }>(
    db,
    sql`select distinct m.user_id from (
          select user_id from saved_search_matches where emailed_at is null
          union select user_id from followed_maker_matches where emailed_at is null
        ) m
        left join saved_search_mail mail on mail.user_id = m.user_id
        where ${only} and mail.stopped_at is null
          and (mail.last_sent_at is null or mail.last_sent_at <= ${dayAgo})
        limit ${options.limit ?? 200}`,
  );
  let sent = 0;
  for (const { user_id: userId } of due) {
    const went = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into saved_search_mail (user_id) values (${userId}) on conflict do nothing`);
      const [mail] = await queryRows<{ last_sent_at: string | Date | null; stopped_at: string | Date | null }>(
        tx,
        sql`select last_sent_at, stopped_at from saved_search_mail where user_id = ${userId} for update`,
      );
      if (!mail || mail.stopped_at !== null) return false;
      if (mail.last_sent_at !== null && new Date(mail.last_sent_at).getTime() > dayAgo.getTime()) return false;
      const pending = await queryRows<PendingMatch>(
        tx,
        sql`select m.id, m.auction_id, s.search, s.categories::text[] as categories from saved_search_matches m
            join saved_searches s on s.id = m.saved_search_id
            where m.user_id = ${userId} and m.emailed_at is null
            order by m.id`,
      );
      const followed = await queryRows<PendingMakerMatch>(
        tx,
        sql`select m.id, m.auction_id, f.maker_key, f.display_name from followed_maker_matches m
            join followed_makers f on f.id = m.followed_maker_id
            where m.user_id = ${userId} and m.emailed_at is null
            order by m.id`,
      );
      if (pending.length === 0 && followed.length === 0) return false;
      if (pending.length > 0)
        await tx.execute(
          sql`update saved_search_matches set emailed_at = ${now} where id in (${sql.join(
            pending.map((match) => sql`${match.id}`),
            sql`, `,
          )})`,
        );
      if (followed.length > 0)
        await tx.execute(
          sql`update followed_maker_matches set emailed_at = ${now} where id in (${sql.join(
            followed.map((match) => sql`${match.id}`),
            sql`, `,
          )})`,
        );
      const lotIds = [...new Set([...pending, ...followed].map((match) => Number(match.auction_id)))];
      const live = new Map<number, AuctionListItem>();
      for (let start = 0; start < lotIds.length; start += LOTS_PER_SEARCH) {
        const found = await searchAuctions(tx, { auctionIds: lotIds.slice(start, start + LOTS_PER_SEARCH), pageSize: LOTS_PER_SEARCH });
        for (const lot of found.items) live.set(lot.id, lot);
      }
      const searches = new Map<string, SavedSearchMatchGroup>();
      const listed = new Set<string>();
      for (const match of pending) {
        const lot = live.get(Number(match.auction_id));
        if (!lot) continue;
        const key = `${match.search}\u0000${match.categories.join(',')}`;
        let group = searches.get(key);
        if (!group) {
          group = {
            label: savedSearchLabel(match.search, match.categories),
            searchUrl: auctionSearchHref({ search: match.search, categories: match.categories }),
            lots: [],
          };
          searches.set(key, group);
        }
        // A lot two of the user's searches match is listed once, under the first.
        const url = lotPath(lot);
        if (listed.has(url)) continue;
        listed.add(url);
        group.lots.push({ title: lot.title, url, currentPrice: lot.currentPrice, startPrice: lot.startPrice, endsAt: lot.endsAt });
      }
      // The followed makers' lots after the searches' (a lot a search listed already is not repeated).
      for (const match of followed) {
        const lot = live.get(Number(match.auction_id));
        if (!lot) continue;
        const key = `maker\u0000${match.maker_key}`;
        let group = searches.get(key);
        if (!group) {
          group = { kind: 'maker', label: match.display_name, searchUrl: makerPath(match.maker_key), lots: [] };
          searches.set(key, group);
        }
        const url = lotPath(lot);
        if (listed.has(url)) continue;
        listed.add(url);
        group.lots.push({ title: lot.title, url, currentPrice: lot.currentPrice, startPrice: lot.startPrice, endsAt: lot.endsAt });
      }
      for (const [key, group] of searches) if (group.lots.length === 0) searches.delete(key);
      if (searches.size === 0) return false;
      await tx.execute(sql`update saved_search_mail set last_sent_at = ${now} where user_id = ${userId}`);
      const token = savedSearchMailToken(userId);
      await enqueueJob(
        tx,
        emailSendJob.job(
          {
            template: 'SAVED_SEARCH_MATCHES',
            userId,
            props: {
              searches: [...searches.values()],
              unsubscribeUrl: `${SAVED_SEARCH_MAIL_STOP_PATH}/${token}`,
              oneClickUnsubscribeUrl: `${SAVED_SEARCH_MAIL_ONE_CLICK_PATH}/${token}`,
              manageUrl: SAVED_SEARCHES_PATH,
            },
          },
          { uniqueKey: `email:saved-search:${userId}:${now.toISOString()}` },
        ),
      );
      return true;
    });
    if (went) sent++;
  }
  return { sent };
}

/**
 * The stop link of the e-mail (and its one-click twin), without signing in: a token signed for a
 * user turns their saved-search e-mail off; matches waiting for it are not e-mailed. A token not
 * signed here changes nothing. In-app notifications go on; /user turns the e-mail on again.
 */
export async function stopSavedSearchMail(db: DbOrTx, token: string, options: { now?: Date } = {}): Promise<{ stopped: true }> {
  const userId = userOfToken(token);
  if (!userId)
    throw new AppError(
      'INVALID_ARGUMENT',
      'Länken är ogiltig. Använd länken i det senaste mejlet, eller logga in och ändra under Mina sidor.',
    );
  await setSavedSearchMail(db, userId, false, options);
  return { stopped: true };
}

/** SET_SAVED_SEARCH_MAIL: the user's own switch for the daily e-mail (on again after a stop link). */
export async function setSavedSearchMail(
  db: DbOrTx,
  userId: string,
  enabled: boolean,
  options: { now?: Date } = {},
): Promise<{ emailAlerts: boolean }> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    // A user deleted meanwhile has no row to keep: the insert selects from users.
    await tx.execute(
      sql`insert into saved_search_mail (user_id, stopped_at) select id, ${enabled ? null : now}::timestamptz from users where id = ${userId}
          on conflict (user_id) do update set stopped_at = excluded.stopped_at`,
    );
    if (!enabled) {
      await tx.execute(sql`update saved_search_matches set emailed_at = ${now} where user_id = ${userId} and emailed_at is null`);
      await tx.execute(sql`update followed_maker_matches set emailed_at = ${now} where user_id = ${userId} and emailed_at is null`);
    }
  });
  return { emailAlerts: enabled };
}
