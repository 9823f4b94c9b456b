import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '@/modules/accounts/tables';
import { valuations } from '../tables';
import { VALUATION_STATUSES, type ValuationStatus } from '@/keys';
import { AppError } from '@/platform/errors';
import { NOT_FOUND_MESSAGE, type ValuationCaller } from '../commands/common';
import { toValuationViews, type ValuationView } from './view';

export const VALUATIONS_PAGE_SIZE = 25;

/** LIST_MY_VALUATIONS: the seller's own requests, newest first. */
export async function listMyValuations(db: DbOrTx, userId: string): Promise<{ valuations: ValuationView[] }> {
  const rows = await db
    .select()
    .from(valuations)
    .where(eq(valuations.sellerId, userId))
    .orderBy(desc(valuations.createdAt), desc(valuations.id));
  return { valuations: await toValuationViews(db, rows) };
}

export interface AdminValuationView extends ValuationView {
  seller: {
    id: string;
    name: string;
    email: string;
    /** The seller's phone as they wrote it, and the number to dial (E.164 when it could be made one); null when they gave none. */
    phone: { text: string; dial: string } | null;
  };
}

const sellerColumns = {
  email: users.email,
  name: users.name,
  fullName: profiles.fullName,
  phoneRaw: profiles.phoneRaw,
  phoneE164: profiles.phoneE164,
};

/** The seller as the studio reads them beside a request. */
function sellerOf(
  sellerId: string,
  row: { email: string; name: string; fullName: string | null; phoneRaw: string | null; phoneE164: string | null },
): AdminValuationView['seller'] {
  const text = row.phoneRaw?.trim() || row.phoneE164 || null;
  // A number that could not be made E.164 is dialled as written, less what a tel: link cannot hold.
  const phone = text ? { text, dial: row.phoneE164 ?? text.replace(/[^\d+]/g, '') } : null;
  return { id: sellerId, name: row.fullName || row.name, email: row.email, phone };
}

/**
 * LIST_VALUATIONS (the studio's queue): one status (default pending) a page at a time, pending
 * oldest first (first come, first valued), the others newest first; with the count per status.
 */
export async function listValuations(
  db: DbOrTx,
  input: { status?: ValuationStatus; page?: number } = {},
): Promise<{
  status: ValuationStatus;
  valuations: AdminValuationView[];
  counts: Record<ValuationStatus, number>;
  page: number;
  pageSize: number;
  total: number;
}> {
  const status = input.status ?? 'pending';
  const page = input.page ?? 1;
  const order = status === 'pending' ? [asc(valuations.createdAt), asc(valuations.id)] : [desc(valuations.updatedAt), desc(valuations.id)];
  const [rows, countRows] = await Promise.all([
    db
      .select({ valuation: valuations, ...sellerColumns })
      .from(valuations)
      .innerJoin(users, eq(users.id, valuations.sellerId))
      .leftJoin(profiles, eq(profiles.userId, valuations.sellerId))
      .where(eq(valuations.status, status))
      .orderBy(...order)
      .limit(VALUATIONS_PAGE_SIZE)
      .offset((page - 1) * VALUATIONS_PAGE_SIZE),
    valuationCounts(db),
  ]);
  const counts = countRows;
  const views = await toValuationViews(
    db,
    rows.map((row) => row.valuation),
  );
  return {
    status,
    valuations: views.map((view, index) => {
      const row = rows[index]!;
      return { ...view, seller: sellerOf(view.sellerId, row) };
    }),
    counts,
    page,
    pageSize: VALUATIONS_PAGE_SIZE,
    total: counts[status],
  };
}

/** How many valuation requests stand in each status (the queue's tabs and the console's dashboard). */
export async function valuationCounts(db: DbOrTx): Promise<Record<ValuationStatus, number>> {
  const rows = await db.select({ status: valuations.status, n: count() }).from(valuations).groupBy(valuations.status);
  const counts = Object.fromEntries(VALUATION_STATUSES.map((s) => [s, 0])) as Record<ValuationStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** GET_VALUATION: the studio reads any request, a seller their own; anyone else gets NOT_FOUND. */
export async function getValuation(db: DbOrTx, valuationId: number, caller: ValuationCaller): Promise<{ valuation: AdminValuationView }> {
  const [row] = await db
    .select({ valuation: valuations, ...sellerColumns })
    .from(valuations)
    .innerJoin(users, eq(users.id, valuations.sellerId))
    .leftJoin(profiles, eq(profiles.userId, valuations.sellerId))
    .where(caller.admin ? eq(valuations.id, valuationId) : and(eq(valuations.id, valuationId), eq(valuations.sellerId, caller.id)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [view] = await toValuationViews(db, [row.valuation]);
  return { valuation: { ...view!, seller: sellerOf(row.valuation.sellerId, row) } };
}
