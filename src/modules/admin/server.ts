import 'server-only';

export { AdminNav, requireAdmin } from './require-admin';
