export { earlyAccessInput, earlyAccessTokenInput, subscribeInput } from './schema';
