import 'server-only';
import { notFound } from 'next/navigation';
import { getDb } from '@/platform/database';
import { getMyOrder } from '@/modules/orders/server';
import { AppError } from '@/platform/errors';

/** The route's order id, or the site's 404 for anything that is not a positive whole number. */
export function orderIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) notFound();
  return id;
}

/** One of the buyer's purchases; another user's (or none) is the site's 404, never a leak. */
export async function loadOrder(buyerId: string, orderId: number) {
  try {
    return await getMyOrder(await getDb(), buyerId, orderId);
  } catch (error) {
    if (AppError.is(error) && error.code === 'NOT_FOUND') notFound();
    throw error;
  }
}
