import 'server-only';

export { createOrder } from './commands/create-order';
export { saleSettlement } from './commands/settle-sale';
export { configuredFeeRates, getFeeRates } from './fee-rates';
