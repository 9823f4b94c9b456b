import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, sessions, users } from '@/modules/accounts/tables';
import { auctions, bids } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { realtimeEvents } from '@/platform/tables';
import { replay, type StandingBid } from '@/modules/bidding/domain/engine';

/**
 * Fixtures for the bidding tests: lots written straight into the database (the admin actions that
 * create them are not part of what is tested here), and signed-in users whose session rows are made
 * directly — the token then goes through the real Better Auth session check on every request.
 */

export interface LotOptions {
  title?: string;
  startPrice?: number;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  sellerId?: string | null;
  status?: (typeof auctions.$inferSelect)['status'];
  startsAt?: Date;
  endsAt?: Date;
}

let lotCounter = 0;

export async function createLot(db: DbOrTx, options: LotOptions = {}) {
  const n = ++lotCounter;
  const title = options.title ?? `Testföremål ${n}`;
  const [item] = await db
    .insert(items)
    .values({
      title,
      category: 'OVRIGT',
      sellerId: options.sellerId ?? null,
      images: [{ key: `test/lot-${n}.jpg`, width: 800, height: 600, alt: title }],
    })
    .returning({ id: items.id });
  const now = Date.now();
  const endsAt = options.endsAt ?? new Date(now + 86_400_000);
  const [row] = await db
    .insert(auctions)
    .values({
      slug: `testforemal-${n}`,
      itemId: item!.id,
      sellerId: options.sellerId ?? null,
      category: 'OVRIGT',
      startPrice: options.startPrice ?? 1000,
      reservePrice: options.reservePrice ?? null,
      buyNowPrice: options.buyNowPrice ?? null,
      startsAt: options.startsAt ?? new Date(now - 86_400_000),
      endsAt,
      originalEndsAt: endsAt,
      status: options.status ?? 'live',
      publishedAt: new Date(now - 86_400_000),
    })
    .returning();
  return row!;
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

let userCounter = 0;

/** A user with a profile and a live session (Bearer token). */
export async function createSignedInUser(
  db: DbOrTx,
  options: { firstName?: string; admin?: boolean; email?: string } = {},
): Promise<TestUser> {
  const n = ++userCounter;
  const id = randomUUID();
  const firstName = options.firstName ?? `Budgivare${n}`;
  const email = options.email ?? `${firstName.toLowerCase()}.${n}.${randomBytes(3).toString('hex')}@example.se`;
  const now = new Date();
  await db.insert(users).values({
    id,
    name: `${firstName} Test`,
    email,
    emailVerified: true,
    role: options.admin ? 'admin' : 'user',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(profiles).values({
    userId: id,
    displayName: `${firstName} Test`,
    firstName,
    lastName: 'Test',
    fullName: `${firstName} Test`,
    admin: Boolean(options.admin),
  });
  const token = randomBytes(24).toString('hex');
  await db
    .insert(sessions)
    .values({ id: randomUUID(), token, userId: id, expiresAt: new Date(now.getTime() + 7 * 86_400_000), createdAt: now, updatedAt: now });
  return { id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** Every stored bid of a lot (removed ones too), in id (commit) order. */
export async function storedBids(db: DbOrTx, auctionId: number) {
  return db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id));
}

export async function lotRow(db: DbOrTx, auctionId: number) {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, auctionId));
  if (!row) throw new Error(`no auction ${auctionId}`);
  return row;
}

/** The engine's state from scratch over the lot's accepted bids, as replay() computes it. */
export async function replayed(db: DbOrTx, auctionId: number) {
  const row = await lotRow(db, auctionId);
  const accepted: StandingBid[] = (await storedBids(db, auctionId))
    .filter((bid) => bid.status === 'accepted')
    .map((bid) => ({ id: bid.id, bidderId: bid.bidderId, maxAmount: bid.maxAmount, placedAt: bid.placedAt, sequence: bid.id }));
  return {
    row,
    state: replay(
      { startPrice: row.startPrice, reservePrice: row.reservePrice, buyNowPrice: row.buyNowPrice, sellerId: row.sellerId },
      row.originalEndsAt,
      accepted,
    ),
  };
}

/** Realtime events of a topic, oldest first. */
export async function eventsOn(db: DbOrTx, topic: string, type?: string) {
  return db
    .select()
    .from(realtimeEvents)
    .where(type ? and(eq(realtimeEvents.topic, topic), eq(realtimeEvents.type, type)) : eq(realtimeEvents.topic, topic))
    .orderBy(asc(realtimeEvents.id));
}
