import 'server-only';

export { AdminNav } from './require-admin';
