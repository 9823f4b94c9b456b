import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekProcessSingleton, processSingleton, processSingletonPromise, setProcessSingleton } from './singleton';

const slots = globalThis as unknown as Record<string, unknown>;
const KEYS = ['TestValue', 'TestPromise', 'TestThrows', 'TestSet'];

afterEach(() => {
  for (const key of KEYS) delete slots[`__klubban${key}`];
});

describe('processSingleton', () => {
  it('creates once and keeps the value on globalThis under __klubban<key>', () => {
    const create = vi.fn(() => ({ n: 1 }));
    const first = processSingleton('TestValue', create);
    expect(processSingleton('TestValue', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(slots.__klubbanTestValue).toBe(first);
  });

  it('is shared by a second copy of the module (hot reload, another bundle)', async () => {
    const first = processSingleton('TestValue', () => ({ n: 1 }));
    vi.resetModules();
    const again = (await import('./singleton')) as typeof import('./singleton');
    expect(again.processSingleton).not.toBe(processSingleton);
    expect(again.processSingleton('TestValue', () => ({ n: 2 }))).toBe(first);
  });

  it('stores nothing when creating throws, so the next call tries again', () => {
    expect(() =>
      processSingleton('TestThrows', () => {
        throw new Error('bad env');
      }),
    ).toThrow('bad env');
    expect(peekProcessSingleton('TestThrows')).toBeUndefined();
    expect(processSingleton('TestThrows', () => 'ok')).toBe('ok');
  });

  it('keeps a rejected promise (only processSingletonPromise drops one)', async () => {
    const failed = processSingleton('TestValue', () => Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(processSingleton('TestValue', () => Promise.resolve('up'))).toBe(failed);
  });
});

describe('processSingletonPromise', () => {
  it('shares one pending promise between concurrent callers (one open, never two)', async () => {
    let resolve!: (value: string) => void;
    const create = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const a = processSingletonPromise('TestPromise', create);
    const b = processSingletonPromise('TestPromise', create);
    expect(b).toBe(a);
    resolve('open');
    await expect(a).resolves.toBe('open');
    await expect(processSingletonPromise('TestPromise', create)).resolves.toBe('open');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('drops a rejected promise so the next call tries again', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('locked')).mockResolvedValueOnce('open');
    await expect(processSingletonPromise('TestPromise', create)).rejects.toThrow('locked');
    expect(peekProcessSingleton('TestPromise')).toBeUndefined();
    await expect(processSingletonPromise('TestPromise', create)).resolves.toBe('open');
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('setProcessSingleton and peekProcessSingleton', () => {
  it('set from outside, read without creating, and empty the slot', () => {
    expect(peekProcessSingleton('TestSet')).toBeUndefined();
    setProcessSingleton('TestSet', 42);
    expect(peekProcessSingleton('TestSet')).toBe(42);
    expect(processSingleton('TestSet', () => 0)).toBe(42);
    setProcessSingleton('TestSet', undefined);
    expect(processSingleton('TestSet', () => 7)).toBe(7);
  });
});
