export { earlyAccessInput, earlyAccessTokenInput, newsletterConfirmInput, subscribeInput } from './schema';
