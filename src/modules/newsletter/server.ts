import 'server-only';

export { NEWSLETTER_TOO_MANY, subscribeNewsletter, unsubscribeNewsletter } from './commands/subscribe-newsletter';
export type { SubscribeAnswer } from './commands/subscribe-newsletter';
export { confirmNewsletter } from './commands/confirm-newsletter';
export { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONFIRM_PATH, readNewsletterConfirmToken } from './confirm-token';
export { newsletterActions } from './actions';
export {
  EARLY_ACCESS_HOURLY_LIMIT,
  EARLY_ACCESS_LEAVE_PATH,
  EARLY_ACCESS_PREVIEW_PATH,
  joinEarlyAccess,
  leaveEarlyAccess,
} from './commands/early-access';
export { earlyAccessConfirmationJob, newsletterConfirmationJob } from './jobs';
