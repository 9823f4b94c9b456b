import 'server-only';

export { subscribeNewsletter, unsubscribeNewsletter } from './commands/subscribe-newsletter';
export { newsletterActions } from './actions';
