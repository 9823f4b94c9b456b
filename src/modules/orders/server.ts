import 'server-only';

export { createOrder } from './commands/create-order';
export { saleSettlement } from './commands/settle-sale';
export { configuredFeeRates, configuredPricing, configuredStudio, getFeeRates } from './fee-rates';
export { ordersActions } from './actions';
export { applyPaymentEvent } from './commands/apply-payment-event';
export type { PaymentEventOutcome } from './commands/apply-payment-event';
export { createCheckoutSession } from './commands/create-checkout-session';
export { confirmReceipt, markAsShipped, receiveDueShipments, setDeliveryStatus, setShippingInfo } from './commands/delivery';
export { configuredReleasePolicy } from './release-policy';
export { releaseDueFunds, releaseFunds } from './commands/release-funds';
export { answerOrderProblem, postOrderMessage, reportOrderProblem, resolveOrderProblem } from './commands/problem-thread';
export { refundOrder, refundsOf, settleRefund } from './commands/refund-order';
export type { RefundOrderResult, RefundRow, SettleOutcome } from './commands/refund-order';
export { runPurchaseReminders } from './commands/purchase-reminders';
export { cancelOrder, cancelUnpaidOrders } from './commands/cancel-order';
export {
  acceptSecondChance,
  declineSecondChance,
  expireSecondChances,
  offerSecondChance,
  secondChancePath,
} from './commands/second-chance';
export { getMySecondChance, listMySecondChances, listSecondChancesForAuction, unpaidRecordOf } from './queries/second-chances';
export type { SecondChanceView, UnpaidRecord } from './queries/second-chances';
export { configuredUnpaidPolicy } from './unpaid-policy';
export { adminOrderPath, MY_ORDERS_PATH, orderPath, receiptPath } from './commands/common';
export { ADMIN_ORDERS_PAGE_SIZE, getAdminOrder, listOrders, orderFilterCounts } from './queries/admin-orders';
export type { AdminOrderView, Party } from './queries/admin-orders';
export { getMyOrder, listMyOrders } from './queries/my-orders';
export { listWonLots } from './queries/list-won-lots';
export type { WonLot } from './queries/list-won-lots';
export { getBuyersTestSession } from './queries/buyers-test-session';
export type { DeliveryStage, OrderView } from './queries/order-view';
export { listSalePayouts, SALE_PAYOUT_LABELS } from './queries/sale-payouts';
export type { SalePayout, SalePayoutStatus } from './queries/sale-payouts';
export { listUserOrdersForAdmin } from './queries/admin-user-orders';
export type { AdminUserOrder } from './queries/admin-user-orders';
export { searchOrdersForAdmin } from './queries/admin-search';
export { tellSellerPaidOut } from './commands/seller-notices';
export { countBuyerWithdrawals, markWithdrawalReturned, recordWithdrawal, withdrawOrder } from './commands/withdraw-order';
export type { WithdrawalView } from './queries/order-view';
export { issueStatement } from './commands/documents';
export {
  documentHref,
  documentPdf,
  listMyStatements,
  listOrderDocuments,
  receiptDocuments,
  DOCUMENT_NOT_FOUND,
  KIND_LABEL,
} from './queries/documents';
export type { DocumentListItem } from './queries/documents';
export { renderDocumentPdf } from './documents/pdf';
