import 'server-only';
import { getDb } from '@/platform/database';
import type { ActionTable, FunctionRegistry } from '@/platform/callable/define';
import { runScheduledJob } from './scheduled-work';
import { currentSaleSettlement } from './settlement';
import { currentItemPriceDefaults, currentLotPublication } from './selling';
import { accountsActions, requestPasswordResetCallable } from '@/modules/accounts/server';
import { adminActions, jobsActions } from '@/modules/admin/server';
import { auctionsActions, itemLots } from '@/modules/auctions/server';
import { biddingActions } from '@/modules/bidding/server';
import { catalogActions } from '@/modules/catalog/server';
import { contentActions } from '@/modules/content/server';
import { emailActions } from '@/modules/email/server';
import { newsletterActions } from '@/modules/newsletter/server';
import { notificationsActions } from '@/modules/notifications/server';
import { ordersActions } from '@/modules/orders/server';
import { paymentsActions } from '@/modules/payments/server';
import { questionsActions } from '@/modules/questions/server';
import { valuationsActions } from '@/modules/valuations/server';
import { watchlistActions } from '@/modules/watchlist/server';

/**
 * Every connector action the server answers (docs/product.md §4), gathered from the modules' actions.ts.
 * `satisfies` keeps each action's own input and answer types: `ConnectorActions` is what the
 * browser's `callAction` is typed by (src/platform/callable/actions.ts).
 */
export const connectorActions = {
  ...newsletterActions,
  ...accountsActions,
  ...notificationsActions,
  ...biddingActions({ settlement: currentSaleSettlement }),
  ...watchlistActions,
  ...auctionsActions({ settlement: currentSaleSettlement, publication: currentLotPublication, priceDefaults: currentItemPriceDefaults }),
  ...catalogActions({ lots: itemLots }),
  ...emailActions,
  ...paymentsActions,
  ...ordersActions,
  ...adminActions,
  ...jobsActions({ runJob: async (job, { actorId }) => runScheduledJob(await getDb(), job, { trigger: 'manual', actorId }) }),
  ...valuationsActions,
  ...questionsActions,
  ...contentActions,
} satisfies ActionTable;

export type ConnectorActions = typeof connectorActions;

/** Every callable function: `connector` and `requestPasswordReset`. The route handler stays the same. */
export const functionRegistry: FunctionRegistry = {
  requestPasswordReset: { kind: 'single', callable: requestPasswordResetCallable },
  connector: { kind: 'connector', actions: connectorActions },
};

declare module '@/platform/callable/actions' {
  // The browser's `callAction` is typed by exactly these actions.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge is the point
  interface ActionRegistry extends ConnectorActions {}
}
