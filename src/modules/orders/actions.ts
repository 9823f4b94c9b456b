import 'server-only';
import { getDb } from '@/platform/database';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { siteOriginOf } from '@/platform/http/site-origins';
import { recordJobRun } from '@/platform/scheduled-jobs';
import { configuredPaymentProvider, getPaymentProvider } from '@/modules/payments/server';
import { configuredFeeRates } from './fee-rates';
import { configuredUnpaidPolicy } from './unpaid-policy';
import { cancelOrder } from './commands/cancel-order';
import { acceptSecondChance, declineSecondChance, offerSecondChance } from './commands/second-chance';
import { listMySecondChances } from './queries/second-chances';
import { createCheckoutSession } from './commands/create-checkout-session';
import { confirmReceipt, markAsShipped, setDeliveryStatus, setShippingInfo } from './commands/delivery';
import { runPurchaseReminders } from './commands/purchase-reminders';
import { refundOrder } from './commands/refund-order';
import { releaseFunds } from './commands/release-funds';
import { answerOrderProblem, postOrderMessage, reportOrderProblem, resolveOrderProblem } from './commands/problem-thread';
import { markWithdrawalReturned, recordWithdrawal, withdrawOrder } from './commands/withdraw-order';
import { getAdminOrder, listOrders } from './queries/admin-orders';
import { getMyOrder, listMyOrders } from './queries/my-orders';
import {
  cancelOrderInput,
  secondChanceAuctionInput,
  secondChanceOfferInput,
  checkoutInput,
  deliveryStatusInput,
  listOrdersInput,
  orderIdInput,
  orderMessageInput,
  problemInput,
  refundOrderInput,
  recordWithdrawalInput,
  releaseFundsInput,
  resolveProblemInput,
  shippingInfoInput,
  withdrawalReturnedInput,
  withdrawInput,
} from './schema';

/** The orders module's connector actions (docs/product.md §9 "Orders and payments"). */
export const ordersActions = {
  LIST_MY_ORDERS: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => ({ orders: await listMyOrders(await getDb(), caller.id) }),
  }),
  GET_ORDER: defineCallable({
    access: 'user',
    input: orderIdInput,
    handler: async (input, { caller }) => ({ order: await getMyOrder(await getDb(), caller.id, input.orderId) }),
  }),
  CREATE_CHECKOUT_SESSION: defineCallable({
    access: 'user',
    input: checkoutInput,
    handler: async (input, { caller, site }) => {
      const { url } = await createCheckoutSession(
        await getDb(),
        { ...input, buyer: { id: caller.id, email: caller.email } },
        // Back to the origin the checkout started from, where the buyer's session is (docs/decisions/0036).
        { provider: getPaymentProvider(), publicUrl: siteOriginOf(site) },
      );
      return { url };
    },
  }),
  REPORT_ORDER_PROBLEM: defineCallable({
    access: 'user',
    input: problemInput,
    handler: async (input, { caller }) => reportOrderProblem(await getDb(), { ...input, buyerId: caller.id }),
  }),
  // The buyer writes in the open problem's thread (docs/decisions/0044).
  POST_ORDER_MESSAGE: defineCallable({
    access: 'user',
    input: orderMessageInput,
    handler: async (input, { caller }) => postOrderMessage(await getDb(), { ...input, buyerId: caller.id }),
  }),
  // "Jag har fått föremålet": the buyer's shipment is done and the inspection window opens (docs/decisions/0032).
  CONFIRM_RECEIPT: defineCallable({
    access: 'user',
    input: orderIdInput,
    handler: async (input, { caller }) => confirmReceipt(await getDb(), { orderId: input.orderId, buyerId: caller.id }),
  }),
  // "Ångra köp": the buyer's withdrawal notice (docs/decisions/0043).
  WITHDRAW_ORDER: defineCallable({
    access: 'user',
    input: withdrawInput,
    handler: async (input, { caller }) =>
      withdrawOrder(await getDb(), { orderId: input.orderId, buyerId: caller.id, message: input.message ?? null }),
  }),
  RECORD_WITHDRAWAL: defineCallable({
    access: 'admin',
    input: recordWithdrawalInput,
    handler: async (input) => recordWithdrawal(await getDb(), input),
  }),
  MARK_WITHDRAWAL_RETURNED: defineCallable({
    access: 'admin',
    input: withdrawalReturnedInput,
    handler: async (input) => markWithdrawalReturned(await getDb(), input),
  }),
  LIST_ORDERS: defineCallable({
    access: 'admin',
    input: listOrdersInput,
    handler: async (input) => listOrders(await getDb(), input),
  }),
  GET_ADMIN_ORDER: defineCallable({
    access: 'admin',
    input: orderIdInput,
    handler: async (input) => ({ order: await getAdminOrder(await getDb(), input.orderId) }),
  }),
  SET_SHIPPING_INFO: defineCallable({
    access: 'admin',
    input: shippingInfoInput,
    handler: async (input) => setShippingInfo(await getDb(), input),
  }),
  MARK_AS_SHIPPED: defineCallable({
    access: 'admin',
    input: orderIdInput,
    handler: async (input) => markAsShipped(await getDb(), input),
  }),
  SET_DELIVERY_STATUS: defineCallable({
    access: 'admin',
    input: deliveryStatusInput,
    handler: async (input) => setDeliveryStatus(await getDb(), input),
  }),
  ANSWER_ORDER_PROBLEM: defineCallable({
    access: 'admin',
    input: orderMessageInput,
    handler: async (input, { caller }) => answerOrderProblem(await getDb(), { ...input, actorId: caller.id }),
  }),
  RESOLVE_ORDER_PROBLEM: defineCallable({
    access: 'admin',
    input: resolveProblemInput,
    handler: async (input, { caller }) => resolveOrderProblem(await getDb(), { ...input, actorId: caller.id }),
  }),
  RELEASE_FUNDS: defineCallable({
    access: 'admin',
    input: releaseFundsInput,
    handler: async (input) => releaseFunds(await getDb(), { orderId: input.orderId, by: 'admin', reason: input.reason }),
  }),
  // Money back to the buyer, whole or in part (docs/decisions/0041).
  REFUND_ORDER: defineCallable({
    access: 'admin',
    input: refundOrderInput,
    handler: async (input, { caller }) =>
      refundOrder(await getDb(), getPaymentProvider(), {
        orderId: input.orderId,
        amountOre: input.amountOre,
        reason: input.reason,
        sellerBears: input.sellerBears,
        by: caller.id,
      }),
  }),
  // A winner who does not pay, and the second chance for the underbidder (docs/decisions/0042).
  CANCEL_ORDER: defineCallable({
    access: 'admin',
    input: cancelOrderInput,
    handler: async (input) =>
      cancelOrder(
        await getDb(),
        { orderId: input.orderId, by: 'admin', reason: input.reason },
        { provider: configuredPaymentProvider(), policy: configuredUnpaidPolicy() },
      ),
  }),
  OFFER_SECOND_CHANCE: defineCallable({
    access: 'admin',
    input: secondChanceAuctionInput,
    handler: async (input) => offerSecondChance(await getDb(), input, { policy: configuredUnpaidPolicy(), rates: configuredFeeRates() }),
  }),
  LIST_MY_SECOND_CHANCES: defineCallable({
    access: 'user',
    input: emptyInput,
    handler: async (_input, { caller }) => ({ offers: await listMySecondChances(await getDb(), caller.id) }),
  }),
  ACCEPT_SECOND_CHANCE: defineCallable({
    access: 'user',
    input: secondChanceOfferInput,
    handler: async (input, { caller }) =>
      acceptSecondChance(await getDb(), { offerId: input.offerId, userId: caller.id }, { rates: configuredFeeRates() }),
  }),
  DECLINE_SECOND_CHANCE: defineCallable({
    access: 'user',
    input: secondChanceOfferInput,
    handler: async (input, { caller }) => declineSecondChance(await getDb(), { offerId: input.offerId, userId: caller.id }),
  }),
  RUN_PURCHASE_REMINDER: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async (_input, { caller }) => {
      const db = await getDb();
      return recordJobRun(db, 'purchase-reminders', () => runPurchaseReminders(db), { actorId: caller.id });
    },
  }),
};
