import 'server-only';

export { subscribeNewsletter, unsubscribeNewsletter } from './commands/subscribe-newsletter';
export { newsletterActions } from './actions';
export {
  EARLY_ACCESS_HOURLY_LIMIT,
  EARLY_ACCESS_LEAVE_PATH,
  EARLY_ACCESS_PREVIEW_PATH,
  joinEarlyAccess,
  leaveEarlyAccess,
} from './commands/early-access';
export { earlyAccessConfirmationJob } from './jobs';
