import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProblemOpen, problemMessageRefusal, resolutionRefusal } from './problem';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 12, minute));

/**
 * The model: the buyer's reports and the studio's closings as a list of events; the problem is open
 * exactly when the last event is a report. The facts the order keeps are folded as the commands
 * write them (a report opens and clears the resolution, a closing stamps it).
 */
type Event = 'report' | 'close';
function fold(events: Event[]) {
  let facts = { problemReportedAt: null as Date | null, problemResolvedAt: null as Date | null };
  events.forEach((event, minute) => {
    if (event === 'report') facts = { problemReportedAt: at(minute), problemResolvedAt: null };
    else if (isProblemOpen(facts)) facts = { ...facts, problemResolvedAt: at(minute) };
  });
  return facts;
}

describe('a reported problem', () => {
  it('is open exactly when the last report has not been closed, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<Event>('report', 'close'), { maxLength: 12 }), (events) => {
        const facts = fold(events);
        const lastReport = events.lastIndexOf('report');
        const open = lastReport >= 0 && !events.slice(lastReport + 1).includes('close');
        expect(isProblemOpen(facts)).toBe(open);
        expect(problemMessageRefusal(facts) === null).toBe(open);
      }),
    );
  });

  it('takes messages only while open, and says why in Swedish otherwise', () => {
    expect(problemMessageRefusal({ problemReportedAt: null, problemResolvedAt: null })).toBe('Inget problem är rapporterat på köpet.');
    expect(problemMessageRefusal({ problemReportedAt: at(1), problemResolvedAt: at(2) })).toMatch(/^Ärendet är avslutat\./);
    expect(problemMessageRefusal({ problemReportedAt: at(1), problemResolvedAt: null })).toBeNull();
  });

  it('is closed with no action only with a reason, and with a refund only once the money has gone back', () => {
    const open = { problemReportedAt: at(1), problemResolvedAt: null };
    const none = { wholeRefunded: false, refundedSinceReport: false };
    const part = { wholeRefunded: false, refundedSinceReport: true };
    const whole = { wholeRefunded: true, refundedSinceReport: true };
    expect(resolutionRefusal(open, 'none', 'Nej.', none)).toBe('Skriv till köparen varför ingen åtgärd görs (minst 10 tecken).');
    expect(resolutionRefusal(open, 'none', '   kort   ', none)).not.toBeNull();
    expect(resolutionRefusal(open, 'none', 'Skadan fanns i beskrivningen.', none)).toBeNull();
    expect(resolutionRefusal(open, 'refund', null, part)).toBe(
      'Återbetala hela köpet först (Återbetalning ovan), och avsluta sedan ärendet.',
    );
    expect(resolutionRefusal(open, 'refund', null, whole)).toBeNull();
    expect(resolutionRefusal(open, 'partialRefund', '', none)).toBe(
      'Gör återbetalningen först (Återbetalning ovan), och avsluta sedan ärendet.',
    );
    expect(resolutionRefusal(open, 'partialRefund', '', part)).toBeNull();
    expect(resolutionRefusal({ problemReportedAt: at(1), problemResolvedAt: at(3) }, 'refund', null, whole)).toMatch(
      /^Ärendet är avslutat/,
    );
  });
});
