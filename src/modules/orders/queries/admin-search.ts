import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { PaymentStatus } from '@/keys';
import type { AdminSearchHit, AdminSearchTerms } from '@/platform/admin-search';
import { formatOre } from '@/ui/format';
import { adminOrderPath } from '../commands/common';
import { ADMIN_PAYMENT_LABELS } from '../components/admin-order-text';

/**
 * The console search's purchases (ADMIN_SEARCH): by exact order id, the buyer's name or e-mail, or
 * any part of the lot's title; the newest first.
 */
export async function searchOrdersForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit: number): Promise<AdminSearchHit[]> {
  const byId = terms.id === null ? sql`false` : sql`o.id = ${terms.id}`;
  const idFirst = terms.id === null ? sql`` : sql`(o.id = ${terms.id}) desc, `;
  const rows = await queryRows<{ id: number; title: string; buyer: string; total_ore: number | string; payment_status: PaymentStatus }>(
    db,
    sql`select o.id, i.title, coalesce(p.full_name, u.name) as buyer, o.total_ore, o.payment_status
      from orders o
        join users u on u.id = o.buyer_id left join profiles p on p.user_id = u.id
        join auctions a on a.id = o.auction_id join items i on i.id = a.item_id
      where ${byId} or u.name ilike ${terms.pattern} or u.email ilike ${terms.pattern} or p.full_name ilike ${terms.pattern}
        or i.title ilike ${terms.pattern}
      order by ${idFirst}o.created_at desc, o.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    subtitle: `Order ${row.id} · ${row.buyer} · ${formatOre(Number(row.total_ore))} · ${ADMIN_PAYMENT_LABELS[row.payment_status]}`,
    href: adminOrderPath(Number(row.id)),
  }));
}
