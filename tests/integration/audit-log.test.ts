import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabaseForTesting } from '@/db';
import { auditLog } from '@/db/schema';
import { releaseDueFunds, setDeliveryStatus } from '@/modules/orders/server';
import { createSignedInUser, type TestUser } from '../setup/lots';
import { call, DAY_MS, sellPaidOrder } from '../setup/orders';
import { createTestDatabase, testEngine, type TestDatabase } from '../setup/test-db';

/**
 * The audit log (issue 15, PRODUCT.md §9 "Console"): every admin action that changed something
 * writes one row — who, which action, what, before and after — in the transaction of the change;
 * a refused action and a user's own action write nothing; the automatic release is logged without
 * an actor under its own name. LIST_AUDIT_LOG answers newest first, filtered, admins only.
 */

let t: TestDatabase;
let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;
const db = () => t.database.db;
const rows = () => db().select().from(auditLog).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestDatabase();
  setDatabaseForTesting(t.database);
  admin = await createSignedInUser(db(), { firstName: 'Studio', admin: true });
  buyer = await createSignedInUser(db(), { firstName: 'Bertil' });
  seller = await createSignedInUser(db(), { firstName: 'Sara' });
});
afterAll(async () => t?.cleanup());

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
    await setDeliveryStatus(db(), { orderId: order.id, deliveryStatus: 'pickedUp' }, new Date(Date.now() - 4 * DAY_MS));
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
