export { subscribeInput } from './schema';
