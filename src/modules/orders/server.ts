import 'server-only';

export { createOrder } from './commands/create-order';
export { saleSettlement } from './commands/settle-sale';
export { getFeeRates } from './fee-rates';
