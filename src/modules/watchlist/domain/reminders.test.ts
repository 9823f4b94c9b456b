import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planReminders, REMINDER_KINDS, REMINDER_LADDERS, REMINDER_LEAD_MS, reminderWindowStart, type ReminderKind } from './reminders';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const END = Date.UTC(2026, 10, 29, 18, 0);
const at = (msBeforeEnd: number) => new Date(END - msBeforeEnd);
const endsAt = new Date(END);

/** Runs the job at each of `runs` (ascending) and gathers what it sends, as the job would. */
function simulate(opensAt: Date, watchedAt: Date, runs: number[], end: Date = endsAt) {
  const settled = new Set<ReminderKind>();
  const sent: { kind: ReminderKind; at: number }[] = [];
  const perRun: ReminderKind[][] = [];
  for (const now of runs) {
    const plan = planReminders({ now: new Date(now), endsAt: end, opensAt, watchedAt, settled });
    for (const kind of plan.settle) settled.add(kind);
    for (const kind of plan.send) sent.push({ kind, at: now });
    perRun.push(plan.send);
  }
  return { sent, perRun };
}

/** A run every minute from `from` until the end. */
function everyMinute(from: number, end = END): number[] {
  const runs: number[] = [];
  for (let t = from; t < end; t += MINUTE) runs.push(t);
  return runs;
}

describe('planReminders', () => {
  it('a one-hour lot gets no 24-hour reminder, and a watcher who came after the hour began no 1-hour one', () => {
    // Published an hour before its end and watched at once: the job runs every minute.
    const opens = at(HOUR);
    expect(simulate(opens, opens, everyMinute(opens.getTime())).sent.map((s) => s.kind)).toEqual(['1H', '15M']);
    // Published 61 minutes before the end, watched a minute later: the 24-hour window began long
    // before the lot was published, the hour's a minute before the watcher came.
    const watched = at(HOUR - MINUTE);
    expect(simulate(at(HOUR + MINUTE), watched, everyMinute(at(HOUR + MINUTE).getTime())).sent.map((s) => s.kind)).toEqual(['15M']);
  });

  it('a watcher of a week-long lot is reminded at 24 hours, at 1 hour and pushed at 15 minutes', () => {
    const opens = at(7 * 24 * HOUR);
    const { sent } = simulate(opens, at(3 * 24 * HOUR), everyMinute(at(25 * HOUR).getTime()));
    expect(sent).toEqual([
      { kind: '24H', at: at(24 * HOUR).getTime() },
      { kind: '1H', at: at(HOUR).getTime() },
      { kind: '15M', at: at(15 * MINUTE).getTime() },
    ]);
  });

  it('a late job sends only the nearest of the reminders due at once, and never the farther one later', () => {
    const opens = at(7 * 24 * HOUR);
    // The job was down from two days before the end until 40 minutes before it.
    const { perRun } = simulate(opens, opens, [at(48 * HOUR).getTime(), ...everyMinute(at(40 * MINUTE).getTime())]);
    expect(perRun[0]).toEqual([]);
    expect(perRun[1]).toEqual(['1H']);
    expect(perRun.flat()).toEqual(['1H', '15M']);
    // Down until 10 minutes before: the 1-hour notice would say the wrong thing and is passed
    // over with the 24-hour one; the push has its own channel.
    expect(simulate(opens, opens, [at(10 * MINUTE).getTime()]).perRun).toEqual([['1H', '15M']]);
  });

  it('settles what is due even when it sends nothing, and nothing once the lot has ended', () => {
    const plan = planReminders({ now: at(30 * MINUTE), endsAt, opensAt: at(40 * MINUTE), watchedAt: at(35 * MINUTE), settled: new Set() });
    expect(plan).toEqual({ send: [], settle: ['24H', '1H'] });
    expect(planReminders({ now: endsAt, endsAt, opensAt: at(HOUR * 48), watchedAt: at(HOUR * 48), settled: new Set() })).toEqual({
      send: [],
      settle: [],
    });
  });

  it('holds its rules for any lot, watcher and run times', () => {
    const hours = (n: number) => n * HOUR;
    fc.assert(
      fc.property(
        // The lot opens up to 10 days before its end, the watcher comes up to then, and the job
        // runs at random moments from before the opening to past the end.
        fc.integer({ min: 1, max: hours(240) }),
        fc.integer({ min: 0, max: hours(240) }),
        fc.array(fc.integer({ min: -hours(2), max: hours(250) }), { maxLength: 40 }),
        (openedBefore, watchedAfterOpen, runOffsets) => {
          const opensAt = at(openedBefore);
          const watchedAt = new Date(Math.min(opensAt.getTime() + watchedAfterOpen, END - 1));
          const since = Math.max(opensAt.getTime(), watchedAt.getTime());
          const runs = [...new Set(runOffsets.map((o) => END - o))].filter((t) => t >= since).sort((a, b) => a - b);
          const { sent, perRun } = simulate(opensAt, watchedAt, runs);
          const kinds = sent.map((s) => s.kind);
          // Each reminder at most once, inside its window, never one whose window began before
          // the watcher could have wanted it.
          expect(new Set(kinds).size).toBe(kinds.length);
          for (const { kind, at: when } of sent) {
            expect(when).toBeGreaterThanOrEqual(reminderWindowStart(kind, endsAt));
            expect(when).toBeLessThan(END);
            expect(reminderWindowStart(kind, endsAt)).toBeGreaterThanOrEqual(since);
          }
          // One reminder per channel per run, and a channel's reminders go from far to near.
          for (const ladder of REMINDER_LADDERS) {
            for (const run of perRun) expect(run.filter((k) => ladder.includes(k)).length).toBeLessThanOrEqual(1);
            const order = kinds.filter((k) => ladder.includes(k)).map((k) => ladder.indexOf(k));
            expect(order).toEqual([...order].sort((a, b) => a - b));
          }
          if (kinds.includes('24H')) expect(openedBefore).toBeGreaterThanOrEqual(REMINDER_LEAD_MS['24H']);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('sends every reminder whose window began after the watcher came, when the job runs each minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 * 60 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        (openedMinutesBefore, watchedMinutesAfter) => {
          const opensAt = at(openedMinutesBefore * MINUTE);
          const watchedAt = new Date(Math.min(opensAt.getTime() + watchedMinutesAfter * MINUTE, END - MINUTE));
          const since = Math.max(opensAt.getTime(), watchedAt.getTime());
          const { sent } = simulate(opensAt, watchedAt, everyMinute(since));
          const expected = REMINDER_KINDS.filter((kind) => reminderWindowStart(kind, endsAt) >= since);
          expect(sent.map((s) => s.kind)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
