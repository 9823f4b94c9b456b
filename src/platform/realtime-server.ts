import 'server-only';
import { getDatabase } from '@/platform/database';
import { createRealtimeBus, type RealtimeBus } from './realtime';
import { processSingleton } from './singleton';

/** The process's realtime bus over the process database. */
export function getRealtimeBus(): Promise<RealtimeBus> {
  // Not dropped when it fails (unlike the database's): a failed bus stays failed, as it always has.
  return processSingleton('Bus', () => getDatabase().then(createRealtimeBus));
}
