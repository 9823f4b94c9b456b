import { describe, expect, it } from 'vitest';
import { VALUATION_STATUSES } from '@/keys';
import {
  VALUATION_STATUS_LABELS,
  VALUATION_TRANSITIONS,
  canTransitionValuation,
  valuationStatusesLeadingTo,
  valuationTransitionRefusal,
  type ValuationActor,
} from './status';

/** docs/product.md §9's valuation table, written out separately from the module's table. */
const ALLOWED = new Set([
  'pending>pending:seller',
  'pending>pending:admin',
  'pending>accepted:admin',
  'pending>rejected:admin',
  'accepted>waiting:seller',
  'accepted>rejected:seller',
  'waiting>published:admin',
]);
const ACTORS: ValuationActor[] = ['seller', 'admin'];

describe('valuation status table', () => {
  it('allows exactly the steps of §9, for every (from, to, actor)', () => {
    let pairs = 0;
    for (const from of VALUATION_STATUSES) {
      for (const to of VALUATION_STATUSES) {
        for (const by of ACTORS) {
          pairs++;
          const allowed = ALLOWED.has(`${from}>${to}:${by}`);
          expect(canTransitionValuation(from, to, by), `${from} → ${to} by ${by}`).toBe(allowed);
          const refusal = valuationTransitionRefusal(from, to, by);
          expect(refusal === null, `${from} → ${to} by ${by}`).toBe(allowed);
          if (refusal !== null) {
            // A Swedish sentence, never empty and never a code.
            expect(refusal).toMatch(/^[A-ZÅÄÖ].+\.$/);
          }
        }
      }
    }
    expect(pairs).toBe(50);
  });

  it('has no duplicate rows, and nothing leaves rejected or published', () => {
    const keys = VALUATION_TRANSITIONS.map((t) => `${t.from}>${t.to}:${t.by}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(VALUATION_TRANSITIONS.filter((t) => t.from === 'rejected' || t.from === 'published')).toEqual([]);
    expect(valuationStatusesLeadingTo('rejected', 'admin')).toEqual(['pending']);
    expect(valuationStatusesLeadingTo('rejected', 'seller')).toEqual(['accepted']);
    expect(valuationStatusesLeadingTo('published', 'admin')).toEqual(['waiting']);
  });

  it('says why in Swedish: the other party’s step, a closed request, an unanswered one', () => {
    expect(valuationTransitionRefusal('pending', 'accepted', 'seller')).toBe('Det här steget tas av studion.');
    expect(valuationTransitionRefusal('accepted', 'waiting', 'admin')).toBe('Det här steget tas av säljaren.');
    expect(valuationTransitionRefusal('published', 'pending', 'admin')).toBe('Värderingen är redan publicerad och kan inte ändras.');
    expect(valuationTransitionRefusal('rejected', 'waiting', 'seller')).toBe('Värderingen är avböjd och kan inte ändras.');
    expect(valuationTransitionRefusal('pending', 'waiting', 'seller')).toBe('Studion har inte värderat föremålet än.');
    expect(valuationTransitionRefusal('accepted', 'accepted', 'admin')).toBe('Studion har redan svarat på värderingen.');
  });

  it('counts only the given action’s rows when one is named', () => {
    for (const t of VALUATION_TRANSITIONS) {
      for (const action of ['UPDATE_VALUATION_INFO', 'ANSWER_VALUATION_REQUEST', 'SET_VALUATION_STATUS', 'PUBLISH_AUCTION'] as const) {
        const allowed = t.action === action;
        expect(valuationTransitionRefusal(t.from, t.to, t.by, action) === null, `${t.from} → ${t.to} by ${t.by} with ${action}`).toBe(
          allowed,
        );
      }
    }
    expect(valuationTransitionRefusal('pending', 'pending', 'admin', 'SET_VALUATION_STATUS')).toBe('Värderingen kan inte ändras så.');
  });

  it('labels every status in Swedish', () => {
    expect(Object.keys(VALUATION_STATUS_LABELS).sort()).toEqual([...VALUATION_STATUSES].sort());
  });
});
