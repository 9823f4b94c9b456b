import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/tables';
import { uploads } from '@/modules/uploads/tables';
import { valuations } from '@/modules/valuations/tables';
import { createAuctionWithItem } from '@/modules/auctions/server';
import { runAsAdminAction } from '@/platform/audit';
import { releaseDueFunds, setDeliveryStatus } from '@/modules/orders/server';
import { createLot, createSignedInUser } from '../setup/lots';
import { call, DAY_MS, sellPaidOrder } from '../setup/orders';
import { fileDatabase } from '../setup/file-database';
import { testEngine } from '../setup/test-db';

/**
 * The audit log (docs/product.md §9 "Console"): every admin action that changed something
 * writes one row — who, which action, what, before and after — in the transaction of the change;
 * a refused action and a user's own action write nothing; the automatic release is logged without
 * an actor under its own name. LIST_AUDIT_LOG answers newest first, filtered, admins only.
 */

const t = fileDatabase();
const admin = t.signedInUser({ firstName: 'Studio', admin: true });
const buyer = t.signedInUser({ firstName: 'Bertil' });
const seller = t.signedInUser({ firstName: 'Sara' });
const db = () => t.database.db;
const rows = () => db().select().from(auditLog).orderBy(auditLog.id);

describe(`the audit log on ${testEngine}`, () => {
  it('records an admin action with its admin, its action and the entity before and after', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'shipping' });
    const before = (await rows()).length;
    const moved = await call({ action: 'SET_DELIVERY_STATUS', orderId: order.id, deliveryStatus: 'inStock' }, admin);
    expect(moved.status).toBe(200);
    const shipped = await call(
      { action: 'SET_SHIPPING_INFO', orderId: order.id, carrier: 'PostNord', trackingNumber: 'UA123456789SE' },
      admin,
    );
    expect(shipped.status).toBe(200);
    const added = (await rows()).slice(before);
    expect(
      added.map(({ actorId, action, entityType, entityId, before: was, after: now }) => ({
        actorId,
        action,
        entityType,
        entityId,
        was,
        now,
      })),
    ).toEqual([
      {
        actorId: admin.id,
        action: 'SET_DELIVERY_STATUS',
        entityType: 'order',
        entityId: String(order.id),
        was: { deliveryStatus: 'waiting' },
        now: { deliveryStatus: 'inStock' },
      },
      {
        actorId: admin.id,
        action: 'SET_SHIPPING_INFO',
        entityType: 'order',
        entityId: String(order.id),
        was: { shippingInfo: { address: expect.objectContaining({ postalCode: '118 21' }) } },
        now: { shippingInfo: expect.objectContaining({ carrier: 'PostNord', trackingNumber: 'UA123456789SE' }) },
      },
    ]);
  });

  it('writes nothing for a refused action, or for the same step taken outside an admin action', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup' });
    const before = (await rows()).length;
    // Refused by the status table: the transaction rolls back, its audit row with it.
    const refused = await call({ action: 'SET_DELIVERY_STATUS', orderId: order.id, deliveryStatus: 'done' }, admin);
    expect(refused.body.error?.status).toBe('FAILED_PRECONDITION');
    // A plain user is refused before anything runs.
    expect((await call({ action: 'SET_DELIVERY_STATUS', orderId: order.id, deliveryStatus: 'inStock' }, buyer)).status).toBe(403);
    // A command called by the server itself, not in an admin action and naming none: not the studio's log.
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'inStock' });
    expect((await rows()).length).toBe(before);
  });

  it('logs the automatic release under its own name without an actor, and users disabled by an admin', async () => {
    const { order } = await sellPaidOrder(db(), { buyer, sellerId: seller.id, method: 'pickup' });
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 20 * DAY_MS));
    await releaseDueFunds(db());
    const victim = await createSignedInUser(db(), { firstName: 'Spärrad' });
    expect((await call({ action: 'SET_USER_DISABLED', userId: victim.id, disabled: true }, admin)).status).toBe(200);
    const last = (await rows()).slice(-2);
    expect(last[0]).toMatchObject({
      actorId: null,
      action: 'AUTO_RELEASE_FUNDS',
      entityId: String(order.id),
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'released', sellerPayoutOre: 85_000 },
    });
    expect(last[1]).toMatchObject({
      actorId: admin.id,
      action: 'SET_USER_DISABLED',
      entityType: 'user',
      entityId: victim.id,
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it("logs the studio's catalogue work: item and lot created, edited (only what changed), completed and relisted by hand", async () => {
    const before = (await rows()).length;
    const keys = [randomBytes(16).toString('hex')];
    await db()
      .insert(uploads)
      .values(
        keys.map((key) => ({
          key,
          ownerId: admin.id,
          status: 'ready' as const,
          format: 'jpeg',
          width: 1600,
          height: 1200,
          fileName: 'a.jpg',
        })),
      );
    // As the callable layer runs it (the photos are "copied" in memory: no files in this test).
    const created = await runAsAdminAction({ actorId: admin.id, action: 'CREATE_AUCTION_WITH_ITEM' }, () =>
      createAuctionWithItem(db(), {
        actorId: admin.id,
        item: {
          title: 'Skål, Ariel',
          description: 'Ingeborg Lundin.',
          category: 'GLAS_PORSLIN_DUKNING',
          images: keys,
          maker: null,
          year: null,
          condition: null,
          dimensions: null,
          shippingPrice: null,
          estimateLow: 800,
          estimateHigh: 1200,
        },
        auction: { startPrice: 500 },
        publish: async (images) => images,
      }),
    );
    expect((await call({ action: 'UPDATE_AUCTION_INFO', auctionId: created.auction.id, startPrice: 600 }, admin)).status).toBe(200);
    expect((await call({ action: 'UPDATE_ITEM', itemId: created.item.id, title: 'Skål, Ariel, Orrefors' }, admin)).status).toBe(200);
    // Saving the same title again changes nothing, so it writes nothing.
    expect((await call({ action: 'UPDATE_ITEM', itemId: created.item.id, title: 'Skål, Ariel, Orrefors' }, admin)).status).toBe(200);
    const ended = await createLot(db(), { status: 'live', endsAt: new Date(Date.now() - 1000) });
    expect((await call({ action: 'COMPLETE_AUCTION', auctionId: ended.id }, admin)).status).toBe(200);
    const relisted = await call({ action: 'RELIST_AUCTION', auctionId: ended.id }, admin);
    expect(relisted.status).toBe(200);

    const added = (await rows()).slice(before);
    expect(added.map(({ actorId, action, entityType }) => [actorId, action, entityType])).toEqual([
      [admin.id, 'CREATE_AUCTION_WITH_ITEM', 'item'],
      [admin.id, 'CREATE_AUCTION_WITH_ITEM', 'auction'],
      [admin.id, 'UPDATE_AUCTION_INFO', 'auction'],
      [admin.id, 'UPDATE_ITEM', 'item'],
      [admin.id, 'COMPLETE_AUCTION', 'auction'],
      [admin.id, 'RELIST_AUCTION', 'auction'],
    ]);
    expect(added[0]!.after).toMatchObject({ title: 'Skål, Ariel', images: [`uploads/${keys[0]}/full.jpg`] });
    expect(added[1]!.after).toMatchObject({ status: 'draft', startPrice: 500, estimateLow: 800 });
    expect([added[2]!.before, added[2]!.after]).toEqual([{ startPrice: 500 }, { startPrice: 600 }]);
    expect([added[3]!.before, added[3]!.after]).toEqual([{ title: 'Skål, Ariel' }, { title: 'Skål, Ariel, Orrefors' }]);
    expect([added[4]!.entityId, added[4]!.before, added[4]!.after]).toEqual([
      String(ended.id),
      { status: 'live' },
      { status: 'ended', outcome: 'unsold', winnerId: null, price: null, orderId: null },
    ]);
    expect(added[5]).toMatchObject({
      entityId: String(relisted.body.result.auction.id),
      after: { status: 'draft', relistedFromId: ended.id },
    });
  });

  it("logs the studio's answer to a valuation, but not the seller's own edits", async () => {
    const [request] = await db()
      .insert(valuations)
      .values({
        sellerId: seller.id,
        title: 'Fåtölj',
        description: 'Teak.',
        category: 'OVRIGT',
        images: [{ key: 'test/fatolj.jpg', width: 800, height: 600, alt: '' }],
      })
      .returning();
    const before = (await rows()).length;
    expect((await call({ action: 'UPDATE_VALUATION_INFO', valuationId: request!.id, description: 'Teak, 1960-tal.' }, seller)).status).toBe(
      200,
    );
    expect((await call({ action: 'UPDATE_VALUATION_INFO', valuationId: request!.id, title: 'Fåtölj, Lamino' }, admin)).status).toBe(200);
    const answer = {
      action: 'ANSWER_VALUATION_REQUEST',
      valuationId: request!.id,
      decision: 'accept',
      estimateLow: 2000,
      estimateHigh: 3000,
      startPrice: 1500,
    };
    expect((await call(answer, admin)).status).toBe(200);
    expect((await call({ action: 'SEND_SELLER_REMINDER', valuationId: request!.id }, admin)).status).toBe(200);
    const added = (await rows()).slice(before);
    expect(added.map(({ action, before: was, after: now }) => ({ action, was, now }))).toEqual([
      { action: 'UPDATE_VALUATION_INFO', was: { title: 'Fåtölj' }, now: { title: 'Fåtölj, Lamino' } },
      {
        action: 'ANSWER_VALUATION_REQUEST',
        was: { status: 'pending' },
        now: expect.objectContaining({ status: 'accepted', estimateLow: 2000, estimateHigh: 3000, startPrice: 1500 }),
      },
      { action: 'SEND_SELLER_REMINDER', was: { reminderSentAt: null }, now: { reminderSentAt: expect.any(String) } },
    ]);
  });

  it('LIST_AUDIT_LOG: newest first, filtered by action and actor, for admins only', async () => {
    const all = await call({ action: 'LIST_AUDIT_LOG' }, admin);
    expect(all.status).toBe(200);
    const entries = all.body.result.entries as { id: number; action: string; actorId: string | null; at: string }[];
    expect(entries.length).toBe(all.body.result.total);
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));
    const shipping = await call({ action: 'LIST_AUDIT_LOG', actionName: 'SET_SHIPPING_INFO' }, admin);
    expect((shipping.body.result.entries as { action: string }[]).map((entry) => entry.action)).toEqual(['SET_SHIPPING_INFO']);
    const byAdmin = await call({ action: 'LIST_AUDIT_LOG', actorId: admin.id }, admin);
    expect((byAdmin.body.result.entries as { actorId: string }[]).every((entry) => entry.actorId === admin.id)).toBe(true);
    expect(byAdmin.body.result.total).toBe(entries.filter((entry) => entry.actorId === admin.id).length);
    expect((await call({ action: 'LIST_AUDIT_LOG' }, buyer)).status).toBe(403);
    expect((await call({ action: 'LIST_AUDIT_LOG' }, null)).status).toBe(401);
  });
});
