import { describe, expect, it } from 'vitest';
import { refundAmountOre, refundOrderInput } from './schema';

describe('the refund form’s amount', () => {
  it('reads kronor as the studio types them, öre allowed, and "resten" or nothing as the rest', () => {
    expect(refundAmountOre('300')).toBe(30_000);
    expect(refundAmountOre('300,5')).toBe(30_050);
    expect(refundAmountOre(' 1 200.05 kr ')).toBe(120_005);
    expect(refundAmountOre('1\u00a0829')).toBe(182_900);
    expect(refundAmountOre('')).toBeUndefined();
    expect(refundAmountOre('Resten')).toBeUndefined();
    for (const bad of ['0', '0,00', '-5', '12,345', 'tre', '1e3', '300,', ',5']) expect(refundAmountOre(bad), bad).toBeNull();
  });

  it('asks for a reason in Swedish and refuses control characters', () => {
    const issue = (input: Record<string, unknown>) => refundOrderInput.safeParse({ orderId: 1, ...input }).error?.issues[0]?.message;
    expect(issue({ reason: '  ' })).toBe('Skriv varför pengarna återbetalas (minst 3 tecken).');
    expect(issue({ reason: 'Spricka\u0000' })).toBe('Otillåtna tecken.');
    expect(issue({ reason: 'Spricka', amountOre: 1.5 })).toBe('Ange beloppet i öre som ett heltal.');
    expect(refundOrderInput.parse({ orderId: 1, reason: '  Spricka   i foten ' })).toEqual({ orderId: 1, reason: 'Spricka i foten' });
  });
});
