import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-input';

describe('findUnstorableText', () => {
  it('names the path of the first string with a NUL or a lone surrogate half', () => {
    expect(findUnstorableText({ name: 'Sa\u0000ra' })).toBe('name');
    expect(findUnstorableText({ items: [{ title: 'ok' }, { title: 'x\ud800' }] })).toBe('items.1.title');
    expect(findUnstorableText({ ['k\u0000']: 'v' })).toBe('k\u0000');
    expect(findUnstorableText('\udc00')).toBe('(värdet)');
  });

  it('lets every well-formed text through, emoji and Swedish included', () => {
    expect(findUnstorableText({ name: 'Åsa Öberg 🎨', note: 'rad 1\nrad 2\ttab', n: 3, list: [null, true] })).toBeNull();
  });

  it('finds a NUL wherever it is put, and nothing in well-formed input (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((value) => !value.includes('\u0000'));
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.string({ unit: 'grapheme-ascii', maxLength: 5 }), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (value) => {
        expect(findUnstorableText(value)).toBeNull();
        expect(findUnstorableText({ wrapped: [value, 'a\u0000b'] })).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
