import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { profiles, users } from '@/modules/accounts/tables';
import { valuations } from '../tables';
import type { ValuationStatus } from '@/keys';
import { AppError } from '@/platform/errors';
import { valuationTransitionRefusal, type ValuationAction, type ValuationActor } from '../domain/status';

/** Who calls a valuation command (the connector's caller). */
export interface ValuationCaller {
  id: string;
  admin: boolean;
}

export type ValuationRow = typeof valuations.$inferSelect;

export const NOT_FOUND_MESSAGE = 'Värderingen finns inte.';
export const MY_VALUATIONS_PATH = '/user#varderingar';
export const adminValuationPath = (id: number) => `/admin/varderingar/${id}`;

/** The request's row, locked for this transaction; NOT_FOUND when there is none. */
export async function lockValuation(tx: DbOrTx, valuationId: number): Promise<ValuationRow> {
  const [row] = await tx.select().from(valuations).where(eq(valuations.id, valuationId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/**
 * In which role the caller acts on this request: the seller on their own, else the studio when an
 * admin; anyone else is told the request does not exist (never that it is someone else's). An
 * admin acting on their own request counts as the seller unless the action is the studio's.
 */
export function actorOf(row: ValuationRow, caller: ValuationCaller, prefer: ValuationActor = 'seller'): ValuationActor {
  if (caller.admin && (prefer === 'admin' || row.sellerId !== caller.id)) return 'admin';
  if (row.sellerId === caller.id) return 'seller';
  throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
}

/** Refuses a step the table does not allow (FAILED_PRECONDITION, in Swedish). */
export function assertTransition(from: ValuationStatus, to: ValuationStatus, by: ValuationActor, action: ValuationAction): void {
  const refusal = valuationTransitionRefusal(from, to, by, action);
  if (refusal) throw new AppError('FAILED_PRECONDITION', refusal);
}

/** The seller's name and address as the studio sees them. */
export async function sellerContact(tx: DbOrTx, sellerId: string): Promise<{ name: string; email: string }> {
  const [row] = await tx
    .select({ email: users.email, name: users.name, fullName: profiles.fullName, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sellerId));
  return { name: row?.fullName || row?.displayName || row?.name || 'Okänd säljare', email: row?.email ?? '' };
}
