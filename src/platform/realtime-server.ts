import 'server-only';
import { getDatabase } from '@/db';
import { createRealtimeBus, type RealtimeBus } from './realtime';

const holder = globalThis as unknown as { __klubbanBus?: Promise<RealtimeBus> };

/** The process's realtime bus over the process database. */
export function getRealtimeBus(): Promise<RealtimeBus> {
  holder.__klubbanBus ??= getDatabase().then(createRealtimeBus);
  return holder.__klubbanBus;
}
