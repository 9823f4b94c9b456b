// The orders module's browser-safe surface: inputs, the status tables and their labels, the sums.
export {
  cancelOrderInput,
  checkoutInput,
  deliveryStatusInput,
  listOrdersInput,
  ORDER_FILTERS,
  postalCodeSchema,
  problemInput,
  refundAmountOre,
  refundOrderInput,
  releaseFundsInput,
  secondChanceAuctionInput,
  secondChanceOfferInput,
  shippingAddressSchema,
  shippingInfoInput,
  recordWithdrawalInput,
  withdrawalReturnedInput,
  withdrawInput,
} from './schema';
export type { CheckoutInput, OrderFilter, RefundOrderInput, ShippingAddressInput } from './schema';
export { decideRefund, fullyRefunded, paidTotal, refundableOre, refundedOre, sellerPart } from './domain/refunds';
export type { RefundDecision, RefundLine } from './domain/refunds';
export {
  DELIVERY_LABELS,
  DELIVERY_PATHS,
  deliveredStatus,
  deliveryTransitionRefusal,
  isDelivered,
  nextDeliveryStatuses,
  PAYMENT_LABELS,
} from './domain/status';
export { orderSums, PAYMENT_REMINDER_DAYS, vatOfPremium } from './domain/amounts';
export {
  automaticReceipt,
  DEFAULT_RELEASE_POLICY,
  earlyReleaseGround,
  inspectionEnd,
  RELEASE_REASON_MIN,
  receiptRefusal,
  releaseRefusal,
} from './domain/release';
export type { ReleasePolicy } from './domain/release';
export { CARRIERS, findCarrier, trackingUrl } from './domain/tracking';
export { CANCEL_REASON_MIN, SECOND_CHANCE_LABELS } from './domain/unpaid';
export {
  orderWithdrawalEnd,
  REFUND_DAYS,
  WITHDRAWAL_FLAG_COUNT,
  withdrawalEnd,
  withdrawalLastDay,
  withdrawalRefundOre,
  withdrawalRefusal,
} from './domain/withdrawal';
