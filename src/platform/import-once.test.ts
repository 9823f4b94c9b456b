import { describe, expect, it } from 'vitest';
import { importOnce } from './import-once';

describe('importOnce', () => {
  it('loads once and gives every caller the same promise, so their callbacks run in call order', async () => {
    let loads = 0;
    let finish!: (module: { name: string }) => void;
    const load = importOnce(() => {
      loads += 1;
      return new Promise<{ name: string }>((resolve) => (finish = resolve));
    });
    const order: number[] = [];
    const first = load().then(() => order.push(1));
    const second = load().then(() => order.push(2));
    expect(load()).toBe(load());
    finish({ name: 'schemas' });
    await Promise.all([first, second, load().then(() => order.push(3))]);
    expect(order).toEqual([1, 2, 3]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const load = importOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('chunk failed');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
