import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDLE_WRITE_MS, isDue, nextRunAt, SCHEDULED_JOBS, whatToRecord } from './scheduled-jobs';

describe('the scheduled jobs list', () => {
  it('names each job once, with a Swedish label, a schedule and an interval or none', () => {
    const names = SCHEDULED_JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of SCHEDULED_JOBS) {
      expect(job.label.length).toBeGreaterThan(3);
      expect(job.schedule.length).toBeGreaterThan(3);
      expect(job.intervalMs === null || job.intervalMs >= 1000).toBe(true);
    }
  });
});

describe('nextRunAt', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is the last run plus the interval, now when never run, none for a job run only by hand', () => {
    expect(nextRunAt(new Date('2026-11-25T11:30:00Z'), 3_600_000, now)?.toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(nextRunAt(null, 60_000, now)).toEqual(now);
    expect(nextRunAt(new Date('2026-11-25T11:30:00Z'), null, now)).toBeNull();
    expect(nextRunAt(null, null, now)).toBeNull();
  });
});

describe('whatToRecord', () => {
  it('keeps history for work, failures and manual runs, and writes an idle run at most every minute', () => {
    const nowMs = 10 * IDLE_WRITE_MS;
    const fresh = { atMs: nowMs - 1000, ok: true };
    expect(whatToRecord({ trigger: 'schedule', ok: true, didWork: false, previous: fresh, nowMs })).toEqual({
      state: false,
      history: false,
    });
    expect(whatToRecord({ trigger: 'schedule', ok: true, didWork: false, previous: undefined, nowMs })).toEqual({
      state: true,
      history: false,
    });
    expect(
      whatToRecord({ trigger: 'schedule', ok: true, didWork: false, previous: { atMs: nowMs - IDLE_WRITE_MS, ok: true }, nowMs }),
    ).toEqual({ state: true, history: false });
    // After a failure the next success resets the count at once.
    expect(whatToRecord({ trigger: 'schedule', ok: true, didWork: false, previous: { ...fresh, ok: false }, nowMs })).toEqual({
      state: true,
      history: false,
    });
    expect(whatToRecord({ trigger: 'schedule', ok: true, didWork: true, previous: fresh, nowMs })).toEqual({ state: true, history: true });
    expect(whatToRecord({ trigger: 'schedule', ok: false, didWork: false, previous: fresh, nowMs })).toEqual({
      state: true,
      history: true,
    });
    expect(whatToRecord({ trigger: 'manual', ok: true, didWork: false, previous: fresh, nowMs })).toEqual({ state: true, history: true });
  });

  it('never keeps history without writing the state, and always records failures and manual runs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('schedule' as const, 'manual' as const),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.record({ atMs: fc.integer({ min: 0, max: 1e9 }), ok: fc.boolean() }), { nil: undefined }),
        fc.integer({ min: 0, max: 2e9 }),
        (trigger, ok, didWork, previous, nowMs) => {
          const record = whatToRecord({ trigger, ok, didWork, previous, nowMs });
          if (record.history) expect(record.state).toBe(true);
          if (!ok || trigger === 'manual') expect(record).toEqual({ state: true, history: true });
          // An idle scheduled success is written only when something calls for it.
          if (trigger === 'schedule' && ok && !didWork && previous?.ok && nowMs - previous.atMs < IDLE_WRITE_MS)
            expect(record).toEqual({ state: false, history: false });
        },
      ),
    );
  });
});

describe('isDue', () => {
  it('is due when never run here, or when the due time is within the tolerance', () => {
    expect(isDue(undefined, 1000, 500)).toBe(true);
    expect(isDue(1400, 1000, 500)).toBe(true);
    expect(isDue(1600, 1000, 500)).toBe(false);
  });
});
