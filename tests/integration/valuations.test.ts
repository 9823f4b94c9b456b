import { randomBytes } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '@/modules/accounts/tables';
import { auctions } from '@/modules/auctions/tables';
import { items } from '@/modules/catalog/tables';
import { notifications } from '@/modules/notifications/tables';
import { emailOutbox, jobs } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import { valuations } from '@/modules/valuations/tables';
import { VALUATION_STATUSES, type ValuationStatus } from '@/keys';
import { remindUnansweredOffers, valuationPublication } from '@/modules/valuations/server';
import { AppError } from '@/platform/errors';
import { runDueJobs } from '@/platform/jobs';
import { getLogger } from '@/platform/logger';
import { jobHandlers } from '@/server/jobs';
import { connector } from '../setup/app-fetch';
import { createLot, type TestUser } from '../setup/lots';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * Valuations through the HTTP connector (docs/product.md §3 and §9): every step of the status table by
 * the right and the wrong party, access (NOT_FOUND for another user's request, PERMISSION_DENIED
 * and UNAUTHENTICATED), the e-mails each step queues, the LotPublication port and the 3-day reminder.
 * Uploads are rows written straight into the database ('ready'), a fair fixture for these rules.
 */

const t = fileDatabase();
const seller = t.signedInUser({ firstName: 'Sara' });
const other = t.signedInUser({ firstName: 'Olle' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });

const db = () => t.database.db;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of nine actions, compared by value
type Json = any;

async function call(data: Record<string, unknown>, user?: TestUser | null) {
  const response = await connector(data, user ? user.auth : {});
  return {
    status: response.status,
    body: (await response.json()) as { result?: Json; error?: { status: string; message: string; details?: Json } },
  };
}

async function upload(owner: TestUser): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await db()
    .insert(uploads)
    .values({ key, ownerId: owner.id, status: 'ready', fileName: 'vas.jpg', format: 'jpeg', width: 1200, height: 900 });
  return key;
}

const form = (images: string[]) => ({
  action: 'SUBMIT_VALUATION_REQUEST',
  title: '  Vas, Satellit  ',
  description: 'Blått glas, signerad under foten.',
  category: 'VASER_KRUKOR',
  images,
  maker: 'Kosta Boda',
  dimensions: 'H 24 cm',
  condition: '',
  hopedPrice: 1500,
  handover: 'dropoff',
});

/** A request written straight in the status under test (answered when the status needs it). */
async function valuationIn(status: ValuationStatus, options: { answeredAt?: Date; owner?: TestUser } = {}) {
  const answered = status !== 'pending';
  const [row] = await db()
    .insert(valuations)
    .values({
      sellerId: (options.owner ?? seller).id,
      title: `Föremål i ${status}`,
      description: 'Beskrivning',
      category: 'OVRIGT',
      images: [{ key: `test/${randomBytes(4).toString('hex')}.jpg`, width: 800, height: 600, alt: '' }],
      status,
      estimateLow: answered ? 1000 : null,
      estimateHigh: answered ? 1500 : null,
      startPrice: answered ? 800 : null,
      answeredAt: answered ? (options.answeredAt ?? new Date()) : null,
    })
    .returning();
  return row!;
}

async function statusOf(id: number) {
  const [row] = await db().select().from(valuations).where(eq(valuations.id, id));
  return row!;
}

async function queuedEmails(prefix: string) {
  return db()
    .select()
    .from(jobs)
    .where(like(jobs.uniqueKey, `${prefix}%`))
    .orderBy(asc(jobs.id));
}

async function runJobs() {
  for (;;) {
    const batch = await runDueJobs(db(), jobHandlers, { workerId: 'valuations-test', logger: getLogger() });
    if (batch.ran === 0) return;
  }
}

describe(`valuations on ${testEngine}`, () => {
  it('SUBMIT_VALUATION_REQUEST: pending, the photos claimed, the studio and the seller mailed', async () => {
    const keys = [await upload(seller), await upload(seller)];
    const { status, body } = await call(form(keys), seller);
    expect(status).toBe(200);
    expect(body.result.valuation).toEqual({ id: expect.any(Number), status: 'pending' });
    const row = await statusOf(body.result.valuation.id);
    expect(row).toMatchObject({ status: 'pending', title: 'Vas, Satellit', condition: null, hopedPrice: 1500, handover: 'dropoff' });
    expect(row.images.map((image) => image.key)).toEqual(keys.map((key) => `uploads/${key}/full.jpg`));
    const claimed = await db().select().from(uploads).where(eq(uploads.key, keys[0]!));
    expect(claimed[0]!.usedAt).not.toBeNull();

    const mails = await queuedEmails(`email:valuation-request:${row.id}:`);
    const payloads = mails.map((job) => job.payload as Json);
    expect(payloads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          template: 'VALUATION_REQUEST',
          userId: admin.id,
          props: expect.objectContaining({ audience: 'studio' }),
        }),
        expect.objectContaining({
          template: 'VALUATION_REQUEST',
          userId: seller.id,
          props: expect.objectContaining({ audience: 'seller' }),
        }),
      ]),
    );
    await runJobs();
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'VALUATION_REQUEST'));
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual([admin.email, seller.email].sort());
    expect(sent.find((mail) => mail.toAddress === admin.email)!.subject).toBe('Ny värderingsförfrågan: ”Vas, Satellit”');
  });

  it('SUBMIT refuses a visitor, another user’s photo (NOT_FOUND) and bad input, in Swedish at the field', async () => {
    expect((await call(form([await upload(seller)]), null)).body.error!.status).toBe('UNAUTHENTICATED');

    const stolen = await call(form([await upload(other)]), seller);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error!.status).toBe('NOT_FOUND');
    expect(await db().select().from(valuations).where(eq(valuations.title, 'Vas, Satellit'))).toHaveLength(1);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ images: [] }, 'images', 'Lägg till minst en bild.'],
      [{ images: Array.from({ length: 11 }, (_, i) => `k${i}`) }, 'images', 'Högst 10 bilder.'],
      [{ title: ' ' }, 'title', 'Skriv vad föremålet är, t.ex. ”Vas, Kosta Boda”.'],
      [{ title: 'Vas\u0000' }, 'title', 'En rubrik innehåller otillåtna tecken.'],
      [{ category: 'ALLA_AUKTIONER' }, 'category', 'Välj en kategori.'],
      [{ hopedPrice: 12.5 }, 'hopedPrice', 'Ange önskat pris i hela kronor.'],
      [{ hopedPrice: -5 }, 'hopedPrice', 'Önskat pris måste vara större än 0 kr.'],
      [{ handover: 'pickup' }, 'pickupAddress', 'Skriv adressen där vi ska hämta föremålet.'],
      [{ handover: 'post' }, 'handover', 'Välj om du lämnar in föremålet eller vill att vi hämtar det.'],
    ];
    const key = await upload(seller);
    for (const [change, path, message] of cases) {
      const { status, body } = await call({ ...form([key]), ...change }, seller);
      expect(status, path).toBe(400);
      expect(body.error!.status).toBe('INVALID_ARGUMENT');
      expect(body.error!.details.issues).toContainEqual({ path, message });
    }
  });

  it('UPDATE_VALUATION_INFO: seller or studio while pending; photos only by the seller; NOT_FOUND for others', async () => {
    for (const status of VALUATION_STATUSES) {
      const row = await valuationIn(status);
      const bySeller = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, title: 'Ny rubrik' }, seller);
      const byAdmin = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, maker: 'Orrefors' }, admin);
      const byOther = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, title: 'Kapad' }, other);
      expect(byOther.body.error!.status, status).toBe('NOT_FOUND');
      if (status === 'pending') {
        expect(bySeller.body.result).toEqual({ valuation: { id: row.id, status: 'pending' } });
        expect(byAdmin.body.result).toEqual({ valuation: { id: row.id, status: 'pending' } });
        expect(await statusOf(row.id)).toMatchObject({ title: 'Ny rubrik', maker: 'Orrefors' });
      } else {
        expect(bySeller.body.error!.status, status).toBe('FAILED_PRECONDITION');
        expect(byAdmin.body.error!.status, status).toBe('FAILED_PRECONDITION');
        expect((await statusOf(row.id)).title).toBe(row.title);
      }
    }
    const row = await valuationIn('pending');
    const newKey = await upload(seller);
    const photos = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, images: [newKey] }, seller);
    expect(photos.status).toBe(200);
    expect((await statusOf(row.id)).images.map((image) => image.key)).toEqual([`uploads/${newKey}/full.jpg`]);
    const adminPhotos = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, images: [await upload(admin)] }, admin);
    expect(adminPhotos.body.error!.status).toBe('PERMISSION_DENIED');
    const foreign = await call({ action: 'UPDATE_VALUATION_INFO', valuationId: row.id, images: [await upload(other)] }, seller);
    expect(foreign.body.error!.status).toBe('NOT_FOUND');
  });

  it('ANSWER_VALUATION_REQUEST: only the studio, only while pending; the seller is mailed and notified', async () => {
    for (const status of VALUATION_STATUSES) {
      for (const decision of ['accept', 'reject'] as const) {
        const row = await valuationIn(status);
        const answer =
          decision === 'accept'
            ? {
                action: 'ANSWER_VALUATION_REQUEST',
                valuationId: row.id,
                decision,
                estimateLow: 2000,
                estimateHigh: 3000,
                startPrice: 1500,
                message: 'Fin!',
              }
            : { action: 'ANSWER_VALUATION_REQUEST', valuationId: row.id, decision, reason: 'Vi säljer inte sådana just nu.' };
        expect((await call(answer, seller)).body.error!.status).toBe('PERMISSION_DENIED');
        expect((await call(answer, null)).body.error!.status).toBe('UNAUTHENTICATED');
        const { body } = await call(answer, admin);
        if (status !== 'pending') {
          expect(body.error!.status, `${status} ${decision}`).toBe('FAILED_PRECONDITION');
          expect((await statusOf(row.id)).status).toBe(status);
          continue;
        }
        const to = decision === 'accept' ? 'accepted' : 'rejected';
        expect(body.result).toEqual({ valuation: { id: row.id, status: to } });
        const after = await statusOf(row.id);
        expect(after).toMatchObject({ status: to, answeredBy: admin.id });
        if (decision === 'accept')
          expect(after).toMatchObject({ estimateLow: 2000, estimateHigh: 3000, startPrice: 1500, answerMessage: 'Fin!' });
        else expect(after).toMatchObject({ rejectReason: 'Vi säljer inte sådana just nu.', estimateLow: null });
        const [mail] = await queuedEmails(`email:valuation-response:${row.id}`);
        expect(mail!.payload).toMatchObject({ template: 'VALUATION_RESPONSE', userId: seller.id, props: { decision } });
        const notes = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, seller.id), eq(notifications.dedupeKey, `valuation-response:${row.id}`)));
        expect(notes).toHaveLength(1);
        expect(notes[0]!.href).toBe('/user#varderingar');
      }
    }
    const row = await valuationIn('pending');
    const bad = await call(
      {
        action: 'ANSWER_VALUATION_REQUEST',
        valuationId: row.id,
        decision: 'accept',
        estimateLow: 3000,
        estimateHigh: 2000,
        startPrice: 1000,
      },
      admin,
    );
    expect(bad.body.error!.details.issues).toContainEqual({
      path: 'estimateHigh',
      message: 'Det högre utropet får inte vara lägre än det lägre.',
    });
    const missing = await call(
      { action: 'ANSWER_VALUATION_REQUEST', valuationId: 999_999, decision: 'reject', reason: 'Nej tack.' },
      admin,
    );
    expect(missing.body.error!.status).toBe('NOT_FOUND');
  });

  it('SET_VALUATION_STATUS: the seller answers an accepted offer; every other move is refused', async () => {
    for (const from of VALUATION_STATUSES) {
      for (const to of VALUATION_STATUSES) {
        const row = await valuationIn(from);
        const set = { action: 'SET_VALUATION_STATUS', valuationId: row.id, status: to };
        expect((await call(set, other)).body.error!.status, `${from}→${to} by other`).toBe('NOT_FOUND');
        expect((await call(set, admin)).body.error!.status, `${from}→${to} by admin`).toBe('FAILED_PRECONDITION');
        const { body } = await call(set, seller);
        const legal = from === 'accepted' && (to === 'waiting' || to === 'rejected');
        if (legal) {
          expect(body.result.valuation).toMatchObject({ id: row.id, status: to, handover: 'dropoff' });
          expect((await statusOf(row.id)).sellerAnsweredAt).not.toBeNull();
        } else {
          expect(body.error!.status, `${from}→${to} by seller`).toBe('FAILED_PRECONDITION');
          expect(body.error!.message).toMatch(/^[A-ZÅÄÖ].+\.$/);
        }
        expect((await statusOf(row.id)).status).toBe(legal ? to : from);
      }
    }
  });

  it('GET_VALUATION and the lists: the seller their own, the studio every one, others NOT_FOUND', async () => {
    const row = await valuationIn('pending');
    expect((await call({ action: 'GET_VALUATION', valuationId: row.id }, seller)).body.result.valuation).toMatchObject({
      id: row.id,
      status: 'pending',
      images: [expect.objectContaining({ thumbUrl: expect.stringContaining('/'), fullUrl: expect.stringContaining('/') })],
    });
    expect((await call({ action: 'GET_VALUATION', valuationId: row.id }, admin)).body.result.valuation.seller.email).toBe(seller.email);
    // The seller's phone, when they gave one, for the console's tel: link.
    const phoneOf = async () => (await call({ action: 'GET_VALUATION', valuationId: row.id }, admin)).body.result.valuation.seller.phone;
    expect(await phoneOf()).toBeNull();
    await db().update(profiles).set({ phoneRaw: '070-123 45 67', phoneE164: '+46701234567' }).where(eq(profiles.userId, seller.id));
    expect(await phoneOf()).toEqual({ text: '070-123 45 67', dial: '+46701234567' });
    await db().update(profiles).set({ phoneRaw: null, phoneE164: null }).where(eq(profiles.userId, seller.id));
    expect((await call({ action: 'GET_VALUATION', valuationId: row.id }, other)).body.error!.status).toBe('NOT_FOUND');

    const mine = await call({ action: 'LIST_MY_VALUATIONS' }, other);
    expect(mine.body.result.valuations).toEqual([]);
    const sellers = await call({ action: 'LIST_MY_VALUATIONS' }, seller);
    expect(sellers.body.result.valuations.every((v: Json) => v.sellerId === seller.id)).toBe(true);

    expect((await call({ action: 'LIST_VALUATIONS' }, seller)).body.error!.status).toBe('PERMISSION_DENIED');
    const queue = await call({ action: 'LIST_VALUATIONS' }, admin);
    expect(queue.body.result.status).toBe('pending');
    const created = queue.body.result.valuations.map((v: Json) => v.createdAt);
    expect(created).toEqual([...created].sort());
    const [counted] = await db().select().from(valuations).where(eq(valuations.status, 'pending'));
    expect(counted).toBeTruthy();
    expect(queue.body.result.counts.pending).toBe(queue.body.result.total);
    expect(Object.keys(queue.body.result.counts).sort()).toEqual([...VALUATION_STATUSES].sort());
  });

  it('SEND_SELLER_REMINDER: the studio, only for an offer awaiting the seller', async () => {
    for (const status of VALUATION_STATUSES) {
      const row = await valuationIn(status);
      expect((await call({ action: 'SEND_SELLER_REMINDER', valuationId: row.id }, seller)).body.error!.status).toBe('PERMISSION_DENIED');
      const { body } = await call({ action: 'SEND_SELLER_REMINDER', valuationId: row.id }, admin);
      if (status === 'accepted') {
        expect(body.result.valuation.id).toBe(row.id);
        expect((await statusOf(row.id)).reminderSentAt).not.toBeNull();
        const [mail] = await queuedEmails(`email:seller-reminder:${row.id}:`);
        expect(mail!.payload).toMatchObject({ template: 'SELLER_REMINDER', userId: seller.id });
      } else {
        expect(body.error!.status, status).toBe('FAILED_PRECONDITION');
      }
    }
  });

  it('sends the 3-day reminder once for an offer still unanswered, and never for a fresh one', async () => {
    const now = new Date();
    const old = await valuationIn('accepted', { answeredAt: new Date(now.getTime() - 4 * 86_400_000) });
    const fresh = await valuationIn('accepted', { answeredAt: new Date(now.getTime() - 2 * 86_400_000) });
    const answered = await valuationIn('waiting', { answeredAt: new Date(now.getTime() - 5 * 86_400_000) });
    const first = await remindUnansweredOffers(db(), now);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect(await remindUnansweredOffers(db(), now)).toEqual({ reminded: 0 });
    expect(await remindUnansweredOffers(db(), new Date(now.getTime() + 86_400_000))).toEqual({ reminded: 1 }); // the fresh one, a day on
    expect(await queuedEmails(`email:seller-reminder:${old.id}:auto`)).toHaveLength(1);
    expect(await queuedEmails(`email:seller-reminder:${fresh.id}:auto`)).toHaveLength(1);
    expect(await queuedEmails(`email:seller-reminder:${answered.id}:`)).toHaveLength(0);
  });

  it('CREATE_ITEM_FROM_VALUATION: only once the seller has agreed, only once; the port publishes it', async () => {
    for (const status of VALUATION_STATUSES) {
      const row = await valuationIn(status);
      expect((await call({ action: 'CREATE_ITEM_FROM_VALUATION', valuationId: row.id }, seller)).body.error!.status).toBe(
        'PERMISSION_DENIED',
      );
      const { body } = await call({ action: 'CREATE_ITEM_FROM_VALUATION', valuationId: row.id }, admin);
      if (status !== 'waiting') {
        expect(body.error!.status, status).toBe('FAILED_PRECONDITION');
        continue;
      }
      const itemId = body.result.item.id;
      const [item] = await db().select().from(items).where(eq(items.id, itemId));
      expect(item).toMatchObject({ sellerId: seller.id, valuationId: row.id, title: row.title, category: 'OVRIGT' });
      expect(item!.images).toHaveLength(1);
      expect(await statusOf(row.id)).toMatchObject({ status: 'waiting', itemId });
      const again = await call({ action: 'CREATE_ITEM_FROM_VALUATION', valuationId: row.id }, admin);
      expect(again.body.error).toEqual({ status: 'FAILED_PRECONDITION', message: 'Föremålet är redan skapat.' });

      // PUBLISH_AUCTION (Helper C's) calls the port in its transaction: waiting → published + AUCTION_PUBLISHED.
      const lot = await createLot(db(), { sellerId: seller.id, status: 'scheduled' });
      await db().update(auctions).set({ itemId }).where(eq(auctions.id, lot.id));
      const published = {
        auctionId: lot.id,
        itemId,
        sellerId: seller.id,
        title: row.title,
        href: `/auktioner/${lot.id}-x`,
        status: 'scheduled' as const,
        startsAt: lot.startsAt,
        endsAt: lot.endsAt,
        now: new Date(),
      };
      await db().transaction((tx) => valuationPublication().published(tx, published));
      expect(await statusOf(row.id)).toMatchObject({ status: 'published', publishedAt: expect.any(Date) });
      const [mail] = await queuedEmails(`email:auction-published:${lot.id}`);
      expect(mail!.payload).toMatchObject({
        template: 'AUCTION_PUBLISHED',
        userId: seller.id,
        props: { lotTitle: row.title, lotUrl: `/auktioner/${lot.id}-x` },
      });
      // A relisted lot of the same item changes nothing twice.
      await db().transaction((tx) => valuationPublication().published(tx, { ...published, auctionId: lot.id + 1000 }));
      expect(await queuedEmails(`email:auction-published:${lot.id + 1000}`)).toHaveLength(0);
      await runJobs();
      const [sent] = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'AUCTION_PUBLISHED'));
      expect(sent!.toAddress).toBe(seller.email);
    }
  });

  it('the port leaves studio stock alone and refuses to publish a request not yet agreed', async () => {
    const lot = await createLot(db(), { status: 'scheduled' });
    const base = {
      auctionId: lot.id,
      itemId: lot.itemId,
      sellerId: null,
      title: 't',
      href: '/x',
      status: 'scheduled' as const,
      startsAt: lot.startsAt,
      endsAt: lot.endsAt,
      now: new Date(),
    };
    await expect(db().transaction((tx) => valuationPublication().published(tx, base))).resolves.toBeUndefined();
    const row = await valuationIn('accepted');
    await db().update(valuations).set({ itemId: lot.itemId }).where(eq(valuations.id, row.id));
    const refused = db().transaction((tx) => valuationPublication().published(tx, base));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    expect((await statusOf(row.id)).status).toBe('accepted');
  });
});
