import 'server-only';
import { z } from 'zod';
import { getDb } from '@/platform/database';
import { listAuditLog } from './queries/audit-log';
import { userIdInput } from '@/modules/accounts';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { adminSearch } from './queries/admin-search';
import { getDashboard } from './queries/dashboard';
import { getUserOverview } from './queries/get-user-overview';
import { adminSearchInput } from './schema';

const listAuditLogInput = z.object({
  actionName: z.string().trim().min(1).max(80).optional(),
  actorId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** The console's own actions (docs/product.md §9 "Console"). */
export const adminActions = {
  GET_DASHBOARD: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async () => ({ dashboard: await getDashboard(await getDb()) }),
  }),
  LIST_AUDIT_LOG: defineCallable({
    access: 'admin',
    input: listAuditLogInput,
    handler: async (input) => listAuditLog(await getDb(), input),
  }),
  GET_USER: defineCallable({
    access: 'admin',
    input: userIdInput,
    handler: async (input) => getUserOverview(await getDb(), input.userId),
  }),
  ADMIN_SEARCH: defineCallable({
    access: 'admin',
    input: adminSearchInput,
    handler: async (input) => adminSearch(await getDb(), input.query),
  }),
};
