// The orders module's browser-safe surface: inputs, the status tables and their labels, the sums.
export {
  checkoutInput,
  deliveryStatusInput,
  listOrdersInput,
  ORDER_FILTERS,
  postalCodeSchema,
  problemInput,
  shippingAddressSchema,
  shippingInfoInput,
} from './schema';
export type { CheckoutInput, OrderFilter, ShippingAddressInput } from './schema';
export {
  DELIVERY_LABELS,
  DELIVERY_PATHS,
  deliveredStatus,
  deliveryTransitionRefusal,
  isDelivered,
  nextDeliveryStatuses,
  PAYMENT_LABELS,
} from './domain/status';
export { AUTO_RELEASE_DAYS, orderSums, PAYMENT_REMINDER_DAYS, vatOfPremium } from './domain/amounts';
export { CARRIERS, findCarrier, trackingUrl } from './domain/tracking';
