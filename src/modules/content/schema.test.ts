import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, type BlockType } from './domain/blocks';
import { EMPTY_DOC } from './domain/rich-text';
import { parseBlockProps, pingContentEditorInput, saveBlockInput } from './schema';

/**
 * The props of each block type (schema.ts): what SAVE_BLOCK refuses answers the editor in Swedish,
 * naming the field, never with zod's English; nothing PostgreSQL cannot store in jsonb gets through.
 */

/** zod's own English wording, which must never reach an editor. */
const ENGLISH = /invalid|expected|received|too (small|big)|must|option|input/i;

const refusals: Array<[BlockType, unknown, string]> = [
  ['section', { title: 5 }, 'Rubrik: ogiltigt värde.'],
  ['section', 'text', 'Ogiltiga uppgifter för blocket.'],
  ['section', [], 'Ogiltiga uppgifter för blocket.'],
  ['section', { anchor: 'A B' }, 'Ankaret får bara ha små bokstäver a–z, siffror och bindestreck.'],
  ['hero', {}, 'Fyll i en rubrik.'],
  ['hero', { title: 'x', showSaleStatus: 'ja' }, 'Visa veckans auktion: ogiltigt värde.'],
  ['hero', { title: 'x', eyebrow: 5 }, 'Överrubrik: ogiltigt värde.'],
  ['pageHeader', {}, 'Fyll i en rubrik.'],
  ['heading', { text: 'x', level: 4 }, 'Rubriknivå: välj ett av alternativen.'],
  ['heading', { text: 'x', level: '2' }, 'Rubriknivå: välj ett av alternativen.'],
  ['image', { image: { key: '' } }, 'Fyll i bild.'],
  ['image', { image: { key: 'k', width: -1 } }, 'Bildens bredd: större än 0.'],
  ['image', { image: 'k' }, 'Bild: ogiltigt värde.'],
  ['image', { caption: 'a'.repeat(301) }, 'Bildtext: högst 300 tecken.'],
  ['lotCarousel', { title: 'x' }, 'Urval: välj ett av alternativen.'],
  ['lotCarousel', { title: 'x', source: 'all' }, 'Urval: välj ett av alternativen.'],
  ['lotCarousel', { title: 'x', source: 'newest', limit: 0 }, 'Antal föremål: minst 1.'],
  ['lotCarousel', { title: 'x', source: 'newest', limit: 25 }, 'Antal föremål: högst 24.'],
  ['lotCarousel', { title: 'x', source: 'newest', auctionIds: ['a'] }, 'Föremål: ogiltigt värde.'],
  ['lotCarousel', { title: 'x', source: 'newest', auctionIds: 'a' }, 'Föremål: ogiltigt värde.'],
  ['lotCarousel', { title: 'x', source: 'category', category: 'NOPE' }, 'Kategori: välj ett av alternativen.'],
  [
    'lotCarousel',
    { title: 'x', source: 'newest', moreHref: 'javascript:x' },
    'Länken ska börja med / (en sida här), https:// eller mailto:.',
  ],
  ['faq', {}, 'Fyll i en fråga.'],
  ['cta', {}, 'Fyll i en knapptext.'],
  ['cta', { label: 'x' }, 'Fyll i en länk.'],
  ['cta', { label: 'x', href: '/\\evil.example' }, 'Länken ska börja med / (en sida här), https:// eller mailto:.'],
  ['cta', { label: 'x', href: '/a', style: 'big' }, 'Knappens stil: välj ett av alternativen.'],
  ['live', {}, 'Välj en uppgift.'],
  ['live', { name: 'saleStatus', title: 5 }, 'Rubrik: ogiltigt värde.'],
];

describe('block props', () => {
  it.each(refusals)('%s %j is refused in Swedish: %s', (type, props, message) => {
    const result = parseBlockProps(type, props);
    expect(result).toEqual({ ok: false, message });
    expect(message).not.toMatch(ENGLISH);
  });

  it('takes a text block, a question or a page header with no text yet as an empty document', () => {
    expect(parseBlockProps('richText', {})).toEqual({ ok: true, props: { doc: EMPTY_DOC, style: 'body' } });
    expect(parseBlockProps('faq', { question: 'Hur?' })).toEqual({ ok: true, props: { question: 'Hur?', answer: EMPTY_DOC } });
    expect(parseBlockProps('pageHeader', { title: 'Om oss' })).toEqual({ ok: true, props: { title: 'Om oss', lead: EMPTY_DOC } });
  });

  it('never answers zod’s English for any type with junk props', () => {
    const junk: unknown[] = [
      null,
      5,
      'x',
      [],
      { title: [] },
      { text: {} },
      { level: null },
      { image: 5 },
      { source: 5 },
      { href: 5 },
      { name: 5 },
    ];
    for (const type of BLOCK_TYPES) {
      for (const props of junk) {
        const result = parseBlockProps(type, props);
        if (!result.ok) expect(result.message, `${type} ${JSON.stringify(props)}`).not.toMatch(ENGLISH);
      }
    }
  });

  it('refuses U+0000 and lone surrogates in plain fields (jsonb cannot hold them); rich text drops them itself', () => {
    expect(parseBlockProps('heading', { text: 'a\u0000b' })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('heading', { text: 'a\ud800b' })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('image', { alt: 'a\udc00' })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('cta', { label: 'Sälj', href: '/salj\ud800' })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('image', { image: { key: 'k\u0000' } })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('table', { header: ['a\ud800'], rows: [] })).toEqual({ ok: false, message: 'Otillåtna tecken.' });
    expect(parseBlockProps('table', { header: ['A'], rows: [['b\u0000']] })).toEqual({ ok: false, message: 'Cell: otillåtna tecken.' });
    expect(parseBlockProps('heading', { text: 'Vas 🏺' })).toMatchObject({ ok: true, props: { text: 'Vas 🏺' } });
    const rich = parseBlockProps('richText', {
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a\u0000b\ud800c' }] }] },
    });
    expect(rich).toEqual({
      ok: true,
      props: { doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'abc' }] }] }, style: 'body' },
    });
  });

  it('refuses an editor session id PostgreSQL could not store, in Swedish', () => {
    const block = { type: 'richText', parentId: null, props: {} };
    for (const sessionId of ['tab\u0000', 'tab\ud800', 'tab\n1']) {
      const saved = saveBlockInput.safeParse({ pageId: '/om-oss', block, sessionId });
      expect(saved.success).toBe(false);
      expect(saved.error?.issues[0]?.message).toBe('Ogiltig session.');
      expect(pingContentEditorInput.safeParse({ pageId: '/om-oss', sessionId: `${sessionId}-lång-nog` }).success).toBe(false);
    }
    expect(pingContentEditorInput.safeParse({ pageId: '/om-oss', sessionId: 'kort' }).error?.issues[0]?.message).toBe('Ogiltig session.');
    expect(pingContentEditorInput.safeParse({ pageId: '/om-oss', sessionId: crypto.randomUUID() }).success).toBe(true);
    expect(saveBlockInput.safeParse({ pageId: '/om-oss', block, sessionId: crypto.randomUUID() }).success).toBe(true);
  });
});
