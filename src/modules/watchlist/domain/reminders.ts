/**
 * Which watchlist reminders still make sense (docs/decisions/0037-watchlist-reminders-that-make-sense.md).
 *
 * Each reminder has a lead: it is due from `endsAt − lead` until the lot ends. Two rules decide
 * whether a due reminder goes:
 *   - a reminder whose window had already begun when the watcher could first have wanted it (the
 *     later of the lot opening for bids and the watcher starting to watch) is never sent: a lot
 *     that ends in one hour gets no "ends tomorrow", and a watcher who starts watching with
 *     20 hours left already knows;
 *   - reminders on one channel form a ladder (the in-app notice and e-mail: 24 h, then 1 h); when
 *     several rungs are due at once (the job was late), only the nearest goes, and once a rung is
 *     settled the farther ones never go.
 * The 15-minute push is a channel of its own (the watcher's browsers that asked for `closing`),
 * so it neither replaces nor is replaced by the 1-hour e-mail; the first rule applies to it too.
 *
 * A reminder is *settled* once it was sent or passed over; the job marks both the same way, so
 * each is decided once. The functions here are pure; the job (commands/reminders.ts) locks the
 * watchlist rows, asks planReminders, and writes what it answers.
 */

export const REMINDER_KINDS = ['24H', '1H', '15M'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const MINUTE_MS = 60_000;

/** How long before the end each reminder's window begins. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  '24H': 24 * 60 * MINUTE_MS,
  '1H': 60 * MINUTE_MS,
  '15M': 15 * MINUTE_MS,
};

/** The channels, each a ladder from the farthest reminder to the nearest. */
export const REMINDER_LADDERS: readonly (readonly ReminderKind[])[] = [['24H', '1H'], ['15M']];

/** The longest lead: rows whose lot ends further off than this have nothing due. */
export const LONGEST_REMINDER_LEAD_MS = Math.max(...Object.values(REMINDER_LEAD_MS));

export interface ReminderState {
  now: Date;
  /** The lot's end as it stands now (after any soft-close extension). */
  endsAt: Date;
  /** When the lot opened for bids: the later of its publishing and its start. */
  opensAt: Date;
  /** When the watcher started watching (the watchlist row's creation). */
  watchedAt: Date;
  /** The reminders already sent or passed over for this watcher and lot. */
  settled: ReadonlySet<ReminderKind>;
}

export interface ReminderPlan {
  /** The reminders to send now (at most one per ladder). */
  send: ReminderKind[];
  /** The reminders to mark settled now: those sent and those passed over. */
  settle: ReminderKind[];
}

/** When a reminder's window begins, in ms since the epoch. */
export function reminderWindowStart(kind: ReminderKind, endsAt: Date): number {
  return endsAt.getTime() - REMINDER_LEAD_MS[kind];
}

/** What to send and what to settle for one watcher of one live lot at `now`. */
export function planReminders(state: ReminderState): ReminderPlan {
  const now = state.now.getTime();
  const plan: ReminderPlan = { send: [], settle: [] };
  if (now >= state.endsAt.getTime()) return plan;
  const since = Math.max(state.opensAt.getTime(), state.watchedAt.getTime());
  for (const ladder of REMINDER_LADDERS) {
    // Rungs whose window has begun, from the farthest to the nearest (windows nest: a nearer
    // rung's begins later, so the due rungs are a prefix of the ladder).
    const due = ladder.filter((kind) => reminderWindowStart(kind, state.endsAt) <= now);
    const nearestSettled = ladder.findLastIndex((kind) => state.settled.has(kind));
    const nearest = due.at(-1);
    for (const kind of due) {
      if (state.settled.has(kind)) continue;
      plan.settle.push(kind);
      const fresh = reminderWindowStart(kind, state.endsAt) >= since;
      const beyondSettled = ladder.indexOf(kind) > nearestSettled;
      if (kind === nearest && fresh && beyondSettled) plan.send.push(kind);
    }
  }
  return plan;
}
