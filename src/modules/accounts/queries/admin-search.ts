import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { queryRows } from '@/db/rows';
import type { AdminSearchHit, AdminSearchTerms } from '@/platform/admin-search';

/** Where the console shows a user (its page under /admin/anvandare). */
export const adminUserPath = (userId: string) => `/admin/anvandare/${userId}`;

/**
 * The console search's users (ADMIN_SEARCH): by name, display or full name, e-mail or phone, any
 * part of them and any case, or by exact id. Who the query names exactly (an e-mail) or by a
 * beginning comes first.
 */
export async function searchUsersForAdmin(db: DbOrTx, terms: AdminSearchTerms, limit: number): Promise<AdminSearchHit[]> {
  const phone = terms.phoneDigits
    ? sql`or regexp_replace(coalesce(p.phone_e164, ''), '[^0-9]', '', 'g') like ${`%${terms.phoneDigits}%`}`
    : sql``;
  const rows = await queryRows<{ id: string; name: string; email: string; banned: boolean; admin: boolean }>(
    db,
    sql`select u.id, coalesce(p.display_name, u.name) as name, u.email, u.banned, (coalesce(p.admin, false) or u.role = 'admin') as admin
      from users u left join profiles p on p.user_id = u.id
      where u.id = ${terms.text} or u.email ilike ${terms.pattern} or u.name ilike ${terms.pattern}
        or p.display_name ilike ${terms.pattern} or p.full_name ilike ${terms.pattern} or p.phone_raw ilike ${terms.pattern} ${phone}
      order by (lower(u.email) = lower(${terms.text}) or u.id = ${terms.text}) desc,
        (u.name ilike ${terms.prefix} or u.email ilike ${terms.prefix} or p.last_name ilike ${terms.prefix}) desc,
        u.name, u.id
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    subtitle: [row.email, row.admin ? 'administratör' : null, row.banned ? 'spärrad' : null].filter(Boolean).join(' · '),
    href: adminUserPath(row.id),
  }));
}
