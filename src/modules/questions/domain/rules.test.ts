import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENDING_SOON_MS,
  QUESTIONS_PER_DAY,
  QUESTIONS_PER_LOT_PER_DAY,
  TOO_MANY_ON_LOT,
  TOO_MANY_OVERALL,
  answerTextRefusal,
  byTimeLeft,
  endsSoon,
  lotTakesQuestions,
  normaliseText,
  questionStatus,
  questionTextRefusal,
  rateRefusal,
} from './rules';

const now = new Date('2026-11-29T18:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('a question’s text', () => {
  it('is trimmed and keeps its line breaks as \\n', () => {
    expect(normaliseText('  Finns det\r\nnagg?\r ')).toBe('Finns det\nnagg?');
  });

  it('is 5 to 1 000 characters after trimming', () => {
    expect(questionTextRefusal(normaliseText('  Hur?  '))).toBe('Skriv minst 5 tecken.');
    expect(questionTextRefusal('Nagg?')).toBeNull();
    expect(questionTextRefusal('a'.repeat(1000))).toBeNull();
    expect(questionTextRefusal('a'.repeat(1001))).toBe('Högst 1000 tecken.');
  });

  it('refuses control characters but the line feed', () => {
    expect(questionTextRefusal('Finns\ndet nagg?')).toBeNull();
    for (const bad of ['\u0000', '\t', '\u0007', '\u001b', '\u007f', '\u0085']) {
      expect(questionTextRefusal(`Finns${bad}det nagg?`)).toBe('Frågan innehåller otillåtna tecken.');
    }
    expect(answerTextRefusal('Ja\u0000')).toBe('Svaret innehåller otillåtna tecken.');
    expect(answerTextRefusal('Ja')).toBeNull();
  });
});

describe('which lots take questions', () => {
  it('a scheduled or live lot before its end; nothing else', () => {
    expect(lotTakesQuestions({ status: 'scheduled', endsAt: later(1000) }, now)).toBe(true);
    expect(lotTakesQuestions({ status: 'live', endsAt: later(1) }, now)).toBe(true);
    // Its end has passed, though the closing job has not yet set the status.
    expect(lotTakesQuestions({ status: 'live', endsAt: now }, now)).toBe(false);
    for (const status of ['draft', 'ended', 'cancelled'] as const) {
      expect(lotTakesQuestions({ status, endsAt: later(60_000) }, now)).toBe(false);
    }
  });
});

describe('how many questions a user may ask', () => {
  it('at most 5 about one lot and 20 in all within a day', () => {
    expect(rateRefusal({ onLot: QUESTIONS_PER_LOT_PER_DAY - 1, overall: QUESTIONS_PER_DAY - 1 })).toBeNull();
    expect(rateRefusal({ onLot: QUESTIONS_PER_LOT_PER_DAY, overall: 5 })).toBe(TOO_MANY_ON_LOT);
    expect(rateRefusal({ onLot: 0, overall: QUESTIONS_PER_DAY })).toBe(TOO_MANY_OVERALL);
  });

  it('refuses exactly when one of the counts has reached its limit', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), (onLot, extra) => {
        const overall = onLot + extra;
        const refused = rateRefusal({ onLot, overall }) !== null;
        expect(refused).toBe(onLot >= QUESTIONS_PER_LOT_PER_DAY || overall >= QUESTIONS_PER_DAY);
      }),
    );
  });
});

describe('the console’s order and mark', () => {
  it('marks the lots ending within two hours', () => {
    expect(endsSoon(later(ENDING_SOON_MS), now)).toBe(true);
    expect(endsSoon(later(ENDING_SOON_MS + 1), now)).toBe(false);
    expect(endsSoon(now, now)).toBe(false);
  });

  it('puts the questions about lots that have ended last', () => {
    const q = (id: number, endsIn: number) => ({ id, endsAt: later(endsIn), askedAt: now });
    expect(byTimeLeft([q(1, -5000), q(2, 9000), q(3, 1000)], now).map((x) => x.id)).toEqual([3, 2, 1]);
  });

  it('sorts by time left, then by the question waiting longest', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ end: fc.integer({ min: 1, max: 1000 }), asked: fc.nat(1000) }), { maxLength: 20 }), (rows) => {
        const questions = rows.map((row, id) => ({ id, endsAt: later(row.end * 1000), askedAt: later(-row.asked * 1000) }));
        const sorted = byTimeLeft(questions, now);
        expect(sorted).toHaveLength(questions.length);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(a.endsAt.getTime() < b.endsAt.getTime() || (a.endsAt.getTime() === b.endsAt.getTime() && a.askedAt <= b.askedAt)).toBe(
            true,
          );
        }
      }),
    );
  });

  it('names a question’s state for its asker', () => {
    expect(questionStatus({ answeredAt: null, public: true })).toBe('open');
    expect(questionStatus({ answeredAt: now, public: true })).toBe('public');
    expect(questionStatus({ answeredAt: now, public: false })).toBe('private');
  });
});
