import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@/modules/orders/tables';
import { uploads } from '@/modules/uploads/tables';
import { jobs } from '@/platform/tables';
import { releaseDueFunds, reportOrderProblem, resolveOrderProblem } from '@/modules/orders/server';
import type { TestUser } from '../setup/lots';
import { call, DAY_MS, onboardSeller, orderNotifications, orderRow, sellPaidOrder } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * A reported problem is a thread between the buyer and the studio, closed by the studio with its
 * resolution (docs/decisions/0044), through the callable API: who may write, what each side is
 * told, the photos, and that the automatic release waits exactly while the problem is open.
 */

const t = fileDatabase();
const buyer = t.signedInUser({ firstName: 'Bertil' });
const other = t.signedInUser({ firstName: 'Olle' });
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const seller = t.signedInUser({ firstName: 'Sara' });
const db = () => t.database.db;

const precondition = (message: string) => ({ status: 400, body: { error: { status: 'FAILED_PRECONDITION', message } } });
const notFound = { status: 404, body: { error: { status: 'NOT_FOUND', message: 'Köpet finns inte.' } } };

/** A finished upload of `owner`'s, as the uploader leaves it (tus and sharp are uploads.test.ts's subject). */
async function photo(owner: TestUser): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await db()
    .insert(uploads)
    .values({ key, ownerId: owner.id, status: 'ready', fileName: 'spricka.jpg', format: 'jpeg', width: 1200, height: 900 });
  return key;
}

/** A paid pickup order the buyer has collected, its inspection window over at `windowEnd`. */
async function collectedOrder(hammer: number) {
  const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup', hammer });
  expect((await call({ action: 'SET_DELIVERY_STATUS', orderId: order.id, deliveryStatus: 'pickedUp' }, admin)).status).toBe(200);
  const row = await orderRow(db(), order.id);
  return { order: row, windowEnd: row.releaseDueAt! };
}

beforeAll(async () => {
  await onboardSeller(db(), seller);
});

describe(`a reported problem's thread, on ${testEngine}`, () => {
  it('opens with the report and its photos, takes the answers of both sides, and tells each the other’s', async () => {
    const { order } = await collectedOrder(2100);
    const crack = await photo(buyer);
    const report = await call(
      { action: 'REPORT_ORDER_PROBLEM', orderId: order.id, message: 'Vasen har en spricka i foten.', images: [crack] },
      buyer,
    );
    expect(report.status).toBe(200);
    expect(await orderNotifications(db(), admin.id, 'order.problem', order.id)).toHaveLength(1);

    // Another user's order is not there; a photo that is not the writer's is not either.
    expect(await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: 'Hej' }, other)).toEqual(notFound);
    expect(await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: 'Hej', images: [await photo(other)] }, buyer)).toEqual({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'Bilden hittades inte.' } },
    });
    expect((await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: '   ' }, buyer)).body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });

    // The studio answers: the buyer gets a notice and an e-mail.
    const answer = await call(
      { action: 'ANSWER_ORDER_PROBLEM', orderId: order.id, message: 'Tack för bilden. Vill du skicka en till underifrån?' },
      admin,
    );
    expect(answer.status).toBe(200);
    const notices = await orderNotifications(db(), buyer.id, 'order.problem-update', order.id);
    expect(notices).toEqual([
      expect.objectContaining({ title: expect.stringMatching(/^Studion har svarat om ”Testföremål \d+”$/), href: `/user/kop/${order.id}` }),
    ]);
    const mails = (await db().select().from(jobs).where(eq(jobs.name, 'email.send'))).filter((job) => {
      const payload = job.payload as { template: string; props: { orderId?: number } };
      return payload.template === 'ORDER_PROBLEM_UPDATE' && payload.props.orderId === order.id;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ userId: buyer.id, props: { kind: 'answer', orderId: order.id } });

    expect(
      (await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: 'Här är en till.', images: [await photo(buyer)] }, buyer))
        .status,
    ).toBe(200);
    expect(await orderNotifications(db(), admin.id, 'order.problem', order.id)).toHaveLength(2);

    // Both read the same thread, oldest first; the photos are private upload addresses.
    const mine = (await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order;
    expect(mine.problem).toMatchObject({ open: true, resolvedAt: null, resolution: null });
    expect(mine.problem.messages.map((m: { fromStudio: boolean; body: string }) => [m.fromStudio, m.body])).toEqual([
      [false, 'Vasen har en spricka i foten.'],
      [true, 'Tack för bilden. Vill du skicka en till underifrån?'],
      [false, 'Här är en till.'],
    ]);
    expect(mine.problem.messages[0].images).toEqual([
      { thumbUrl: `/api/uploads/${crack}/thumb`, fullUrl: `/api/uploads/${crack}/full`, width: 1200, height: 900 },
    ]);
    const studio = (await call({ action: 'GET_ADMIN_ORDER', orderId: order.id }, admin)).body.result.order;
    expect(studio.problem.messages).toHaveLength(3);
    expect(studio.problemOpen).toBe(true);
    // A photo is used once: the same upload cannot be sent again.
    expect(
      (await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: 'Igen', images: [crack] }, buyer)).body.error,
    ).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Bilden används redan.',
    });
  });

  it('holds the automatic release while open, and lets it go once the studio has closed it with its resolution', async () => {
    const { order, windowEnd } = await collectedOrder(2200);
    await reportOrderProblem(
      db(),
      { orderId: order.id, buyerId: buyer.id, message: 'Det saknas ett lock.' },
      new Date(windowEnd.getTime() - DAY_MS),
    );
    expect((await releaseDueFunds(db(), new Date(windowEnd.getTime() + DAY_MS))).released).not.toContain(order.id);

    // "No action" needs a reason the buyer reads; a refund needs none here (it is made with REFUND_ORDER first).
    expect(await call({ action: 'RESOLVE_ORDER_PROBLEM', orderId: order.id, resolution: 'none', note: 'Nej.' }, admin)).toEqual(
      precondition('Skriv till köparen varför ingen åtgärd görs (minst 10 tecken).'),
    );
    expect(await call({ action: 'RESOLVE_ORDER_PROBLEM', orderId: order.id, resolution: 'none' }, buyer)).toMatchObject({ status: 403 });
    const closed = await call(
      { action: 'RESOLVE_ORDER_PROBLEM', orderId: order.id, resolution: 'none', note: 'Locket fanns inte med i beskrivningen.' },
      admin,
    );
    expect(closed.body.result.order).toMatchObject({ id: order.id, resolution: 'none' });
    expect(await orderNotifications(db(), buyer.id, 'order.problem-update', order.id)).toEqual([
      expect.objectContaining({
        title: expect.stringMatching(/^Ärendet om ”Testföremål \d+” är avslutat$/),
        body: 'Ingen åtgärd. Locket fanns inte med i beskrivningen.',
      }),
    ]);

    // Closed: no more messages; the buyer reads the resolution; the release goes ahead.
    expect(await call({ action: 'POST_ORDER_MESSAGE', orderId: order.id, message: 'Men ändå?' }, buyer)).toEqual(
      precondition('Ärendet är avslutat. Rapportera ett nytt problem om något fortfarande är fel.'),
    );
    const mine = (await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order;
    expect(mine.problem).toMatchObject({
      open: false,
      resolution: 'none',
      resolutionLabel: 'Ingen åtgärd',
      resolutionNote: 'Locket fanns inte med i beskrivningen.',
    });
    expect((await releaseDueFunds(db(), new Date(windowEnd.getTime() + DAY_MS))).released).toContain(order.id);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('released');
  });

  it('opens again when the buyer reports after a resolution, and the release waits again', async () => {
    const { order, windowEnd } = await collectedOrder(2300);
    const first = new Date(windowEnd.getTime() - 2 * DAY_MS);
    await reportOrderProblem(db(), { orderId: order.id, buyerId: buyer.id, message: 'Fel färg på glaset.' }, first);
    await resolveOrderProblem(db(), {
      orderId: order.id,
      actorId: admin.id,
      resolution: 'none',
      note: 'Färgen stämmer med bilderna.',
    });
    const again = new Date(windowEnd.getTime() - DAY_MS);
    await reportOrderProblem(db(), { orderId: order.id, buyerId: buyer.id, message: 'Och nu har det spruckit.' }, again);
    expect(await orderRow(db(), order.id)).toMatchObject({
      problemReportedAt: again,
      problemResolvedAt: null,
      problemResolution: null,
      problemResolutionNote: null,
    });
    expect(await db().select().from(orderMessages).where(eq(orderMessages.orderId, order.id))).toHaveLength(2);
    expect((await releaseDueFunds(db(), new Date(windowEnd.getTime() + DAY_MS))).released).not.toContain(order.id);
    // A problem can still not be reported on an order that is not paid, nor resolved twice.
    await expect(
      resolveOrderProblem(db(), { orderId: order.id, actorId: admin.id, resolution: 'none', note: 'Sprickan kom efter leveransen.' }).then(
        () =>
          resolveOrderProblem(db(), { orderId: order.id, actorId: admin.id, resolution: 'none', note: 'Sprickan kom efter leveransen.' }),
      ),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'Ärendet är avslutat. Rapportera ett nytt problem om något fortfarande är fel.',
    });
  });

  it('is closed with a refund only after the money has gone back with REFUND_ORDER', async () => {
    const { order } = await collectedOrder(2400);
    await reportOrderProblem(db(), { orderId: order.id, buyerId: buyer.id, message: 'Ett glas i serien saknas.' });
    const close = (resolution: string) =>
      call({ action: 'RESOLVE_ORDER_PROBLEM', orderId: order.id, resolution, note: 'Vi har ersatt dig.' }, admin);
    expect(await close('partialRefund')).toEqual(
      precondition('Gör återbetalningen först (Återbetalning ovan), och avsluta sedan ärendet.'),
    );
    expect((await call({ action: 'REFUND_ORDER', orderId: order.id, amountOre: 30_000, reason: 'Ett glas saknades.' }, admin)).status).toBe(
      200,
    );
    // Part of the money back is not the whole purchase.
    expect(await close('refund')).toEqual(precondition('Återbetala hela köpet först (Återbetalning ovan), och avsluta sedan ärendet.'));
    expect((await close('partialRefund')).body.result.order).toMatchObject({ resolution: 'partialRefund' });
    expect((await call({ action: 'GET_ORDER', orderId: order.id }, buyer)).body.result.order.problem).toMatchObject({
      open: false,
      resolutionLabel: 'Delvis återbetalning',
      resolutionNote: 'Vi har ersatt dig.',
    });
  });
});
