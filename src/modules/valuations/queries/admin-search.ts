import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { ValuationStatus } from '@/keys';
import type { AdminSearchHit, AdminSearchTerms } from '@/platform/admin-search';
import { adminValuationPath } from '../commands/common';
import { VALUATION_STATUS_ADMIN_LABELS } from '../domain/status';

/** Singular forms of the queue's tab labels, for one request. */
const STATUS_LABELS: Record<ValuationStatus, string> = {
  ...VALUATION_STATUS_ADMIN_LABELS,
  pending: 'Ny',
  published: 'Publicerad',
  rejected: 'Avböjd',
};

/**
 * The console search's valuation requests (ADMIN_SEARCH): by any part of the title or maker, the
 * seller's name or e-mail, or by exact id; the newest first.
 */
export async function searchValuationsForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit: number): Promise<AdminSearchHit[]> {
  const byId = terms.id === null ? sql`false` : sql`v.id = ${terms.id}`;
  const idFirst = terms.id === null ? sql`` : sql`(v.id = ${terms.id}) desc, `;
  const rows = await queryRows<{ id: number; title: string; status: ValuationStatus; seller: string }>(
    db,
    sql`select v.id, v.title, v.status, coalesce(p.full_name, u.name) as seller
      from valuations v join users u on u.id = v.seller_id left join profiles p on p.user_id = u.id
      where ${byId} or v.title ilike ${terms.pattern} or v.maker ilike ${terms.pattern}
        or u.name ilike ${terms.pattern} or u.email ilike ${terms.pattern} or p.full_name ilike ${terms.pattern}
      order by ${idFirst}v.created_at desc, v.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    subtitle: `${row.seller} · ${STATUS_LABELS[row.status]}`,
    href: adminValuationPath(Number(row.id)),
  }));
}
