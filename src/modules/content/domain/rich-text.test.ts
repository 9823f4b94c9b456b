import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText, type LiveValueMap } from '../components/rich-text';
import { LIVE_VALUES, isLiveValueName, type LiveValueName } from './live';
import { EMPTY_DOC, richTextPlain, safeHref, sanitizeRichText, type RichTextDoc } from './rich-text';

/**
 * The rich-text allow-list (docs/product.md §9: "no script, style or event handler from any block ever
 * reaches a page"): hostile documents through `sanitizeRichText`, a fast-check property that its
 * output holds only allowed nodes, marks and safe links and that sanitising twice changes nothing,
 * and the server renderer's HTML for those documents checked tag by tag.
 */

const BASE = 'https://klubban.se';

const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u007fjavascript:alert(1)',
  'javascript&colon;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'd\ta\nta:text/html,x',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
  '/\t/evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/\\/evil.example/',
  'https:evil.example',
  '',
  '   ',
];

const SAFE_HREFS: Array<[string, string]> = [
  ['/auktioner', '/auktioner'],
  ['/om-oss#kontakt', '/om-oss#kontakt'],
  ['#kontakt', '#kontakt'],
  ['https://example.se/a?b=c', 'https://example.se/a?b=c'],
  ['HTTPS://EXAMPLE.SE', 'HTTPS://EXAMPLE.SE'],
  ['http://example.se', 'http://example.se'],
  ['mailto:info@klubban.se', 'mailto:info@klubban.se'],
  ['  /auktioner\n', '/auktioner'],
];

/** Where a browser would go with this href on a page of the site, or null if it would not parse. */
function resolve(href: string): URL | null {
  try {
    return new URL(href, `${BASE}/om-oss`);
  } catch {
    return null;
  }
}

/** What a safe href must be, judged by the URL parser browsers follow (not by the module's regex). */
function expectSafeTarget(href: string): void {
  expect(href).not.toMatch(/[\u0000-\u0020\u007f]/);
  const url = resolve(href);
  if (href.startsWith('/') || href.startsWith('#')) {
    expect(url?.origin, href).toBe(BASE);
  } else if (url) {
    expect(['https:', 'http:', 'mailto:'], href).toContain(url.protocol);
  }
}

const VALUES = Object.fromEntries(
  (Object.keys(LIVE_VALUES) as LiveValueName[]).map((name) => [
    name,
    name === 'studioEmail' ? { text: 'info@klubban.se', href: 'mailto:info@klubban.se' } : `värde-${name}`,
  ]),
) as LiveValueMap;

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => (marks ? { type: 'text', text: value, marks } : { type: 'text', text: value });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const linkTo = (href: unknown, extra: Record<string, unknown> = {}) => ({ type: 'link', attrs: { href, ...extra } });

// ---------------------------------------------------------------------------------------------
// What an allowed document is, written out independently of the sanitiser.

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function keysOf(value: object): string[] {
  return Object.keys(value).sort();
}

function expectAllowedInline(node: unknown): void {
  expect(node).toBeTypeOf('object');
  const inline = node as Record<string, unknown>;
  switch (inline.type) {
    case 'text': {
      expect(['marks', 'text', 'type']).toEqual(expect.arrayContaining(keysOf(inline)));
      expect(inline.text).toBeTypeOf('string');
      const value = inline.text as string;
      expect(value.length).toBeGreaterThan(0);
      expect(value).not.toMatch(CONTROL);
      expect(value).not.toMatch(LONE_SURROGATE);
      if ('marks' in inline) {
        const marks = inline.marks as Array<Record<string, unknown>>;
        expect(marks.length).toBeGreaterThan(0);
        expect(new Set(marks.map((mark) => mark.type)).size).toBe(marks.length);
        for (const mark of marks) {
          if (mark.type === 'link') {
            expect(keysOf(mark)).toEqual(['attrs', 'type']);
            const attrs = mark.attrs as Record<string, unknown>;
            expect(keysOf(attrs)).toEqual(['href']);
            expect(safeHref(attrs.href)).toBe(attrs.href);
            expectSafeTarget(attrs.href as string);
          } else {
            expect(['bold', 'italic', 'code']).toContain(mark.type);
            expect(keysOf(mark)).toEqual(['type']);
          }
        }
      }
      return;
    }
    case 'hardBreak':
      expect(keysOf(inline)).toEqual(['type']);
      return;
    case 'liveValue':
      expect(keysOf(inline)).toEqual(['attrs', 'type']);
      expect(keysOf(inline.attrs as object)).toEqual(['name']);
      expect(isLiveValueName((inline.attrs as { name: unknown }).name)).toBe(true);
      return;
    default:
      throw new Error(`inline node ${JSON.stringify(inline.type)} is not on the allow-list`);
  }
}

function expectAllowedBlocks(blocks: unknown, listDepth: number): void {
  expect(Array.isArray(blocks)).toBe(true);
  for (const node of blocks as Array<Record<string, unknown>>) {
    if (node.type === 'paragraph') {
      expect(['content', 'type']).toEqual(expect.arrayContaining(keysOf(node)));
      if ('content' in node) {
        expect((node.content as unknown[]).length).toBeGreaterThan(0);
        for (const inline of node.content as unknown[]) expectAllowedInline(inline);
      }
    } else if (node.type === 'bulletList' || node.type === 'orderedList') {
      expect(listDepth, 'lists nest at most four deep').toBeLessThan(4);
      expect(keysOf(node)).toEqual(['content', 'type']);
      const items = node.content as Array<Record<string, unknown>>;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(keysOf(item)).toEqual(['content', 'type']);
        expect(item.type).toBe('listItem');
        expect((item.content as unknown[]).length).toBeGreaterThan(0);
        expectAllowedBlocks(item.content, listDepth + 1);
      }
    } else {
      throw new Error(`block node ${JSON.stringify(node.type)} is not on the allow-list`);
    }
  }
}

function expectAllowed(value: RichTextDoc): void {
  expect(keysOf(value)).toEqual(['content', 'type']);
  expect(value.type).toBe('doc');
  expect(value.content.length).toBeGreaterThan(0);
  expectAllowedBlocks(value.content, 0);
  // Plain JSON: what goes into the database comes back the same.
  expect(JSON.parse(JSON.stringify(value))).toEqual(value);
}

const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'br', 'strong', 'em', 'code', 'a']);

/** Every element of the HTML is on the renderer's allow-list, its only attribute a safe href. */
function expectSafeHtml(html: string): void {
  expect(html).not.toMatch(/<script/i);
  // Inside tags (text may well say "onclick=": React escapes it, and it is only words).
  const tags = html.match(/<[^>]*>/g)?.join('') ?? '';
  expect(tags).not.toMatch(/\son\w+=/i);
  expect(tags).not.toMatch(/style=/i);
  expect(tags).not.toMatch(/javascript:/i);
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `<${tag}>`).toContain(tag!.toLowerCase());
    for (const [, name, value] of attributes!.matchAll(/\s([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(name, `<${tag} ${name}>`).toBe('href');
      const href = value!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expectSafeTarget(href);
    }
  }
}

const render = (value: RichTextDoc) => renderToStaticMarkup(createElement(RichText, { doc: value, values: VALUES }));

// ---------------------------------------------------------------------------------------------

describe('safeHref', () => {
  it.each(HOSTILE_HREFS.map((href) => [JSON.stringify(href), href]))('refuses %s', (_label, href) => {
    expect(safeHref(href)).toBeNull();
  });

  it.each(SAFE_HREFS)('keeps %j as %j', (href, kept) => {
    expect(safeHref(href)).toBe(kept);
  });

  it('refuses what is not a string or is over-long', () => {
    for (const value of [undefined, null, 42, {}, ['/a'], `/${'a'.repeat(2_000)}`]) expect(safeHref(value)).toBeNull();
  });

  it('only ever answers a link to this site, https/http or mailto, as a browser reads it', () => {
    const prefix = fc.constantFrom(
      '',
      ' ',
      '\t',
      '\n',
      '\u0000',
      '\u001f',
      '/',
      '\\',
      '#',
      '//',
      '/\\',
      '\\/',
      'https://',
      'http:',
      'HTTPS:',
      'mailto:',
      'javascript:',
      'JaVa\tScRiPt:',
      'data:',
      'vbscript:',
    );
    const tail = fc.string({
      unit: fc.constantFrom('a', '/', '\\', ':', '\t', '\n', ' ', '\u0000', '.', '@', '#', '?', '%', 'é'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.array(fc.oneof(prefix, tail), { maxLength: 4 }), (parts) => {
        const href = safeHref(parts.join(''));
        if (href !== null) expectSafeTarget(href);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('sanitizeRichText', () => {
  it('keeps a well-formed document exactly as it is', () => {
    const good = doc(
      para(text('Fet', [{ type: 'bold' }]), { type: 'hardBreak' }, text('länk', [linkTo('/auktioner'), { type: 'italic' }]), {
        type: 'liveValue',
        attrs: { name: 'studioStreet' },
      }),
      { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('ett'))] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [para(text('två', [{ type: 'code' }]))] }] },
    );
    expect(sanitizeRichText(good)).toEqual(good);
  });

  it('drops links to javascript:, data:, vbscript: and other sites in disguise, keeping their text', () => {
    for (const href of HOSTILE_HREFS) {
      const out = sanitizeRichText(doc(para(text('klicka', [linkTo(href), { type: 'bold' }]))));
      expect(out, JSON.stringify(href)).toEqual(doc(para(text('klicka', [{ type: 'bold' }]))));
    }
  });

  it('keeps only the href of a link (no target, onclick, style or class) and only one link per text', () => {
    const out = sanitizeRichText(
      doc(
        para(
          text('här', [
            linkTo('https://example.se', { target: '_blank', onclick: 'alert(1)', style: 'color:red', class: 'x' }),
            linkTo('/annat'),
            { type: 'bold', attrs: { onclick: 'x' } },
            { type: 'bold' },
          ]),
        ),
      ),
    );
    expect(out).toEqual(doc(para(text('här', [linkTo('https://example.se'), { type: 'bold' }]))));
  });

  it('drops attributes of every node: onclick, style, class, id, src', () => {
    const hostileAttrs = { onclick: 'alert(1)', onmouseover: 'alert(1)', style: 'background:url(javascript:x)', class: 'x', id: 'y' };
    const out = sanitizeRichText({
      type: 'doc',
      attrs: hostileAttrs,
      content: [
        { type: 'paragraph', attrs: hostileAttrs, content: [{ type: 'text', text: 'a', attrs: hostileAttrs }] },
        { type: 'hardBreak', attrs: hostileAttrs },
        { type: 'bulletList', attrs: hostileAttrs, content: [{ type: 'listItem', attrs: hostileAttrs, content: [para(text('b'))] }] },
      ],
    });
    expect(out).toEqual(
      doc(para(text('a'), { type: 'hardBreak' }), { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('b'))] }] }),
    );
  });

  it('drops scripts, frames, images, embeds and unknown marks; text inside unknown wrappers stays text', () => {
    const out = sanitizeRichText(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
        { type: 'image', attrs: { src: 'https://evil.example/x.png', onerror: 'alert(1)' } },
        { type: 'html', text: '<img src=x onerror=alert(1)>' },
        para(text('<script>alert(1)</script>', [{ type: 'textStyle', attrs: { style: 'color:red' } }, { type: 'underline' }])),
        para({ type: 'mention', attrs: { id: 'x' } }, { type: 'span', content: [text('inuti')] }),
      ),
    );
    expect(out).toEqual(doc(para(text('alert(1)')), para(text('<script>alert(1)</script>')), para(text('inuti'))));
  });

  it('turns headings, quotes and code blocks pasted into text into paragraphs', () => {
    const out = sanitizeRichText(
      doc(
        { type: 'heading', attrs: { level: 1 }, content: [text('Rubrik')] },
        { type: 'blockquote', content: [para(text('citat')), para(text('två'))] },
        { type: 'codeBlock', attrs: { language: 'js' }, content: [text('alert(1)')] },
      ),
    );
    expect(out).toEqual(doc(para(text('Rubrik')), para(text('citat')), para(text('två')), para(text('alert(1)'))));
  });

  it('keeps lists at most four deep; deeper lists become their text', () => {
    let nested: Record<string, unknown> = para(text('botten'));
    for (let level = 10; level >= 1; level--) {
      nested = { type: 'bulletList', content: [{ type: 'listItem', content: [para(text(`nivå ${level}`)), nested] }] };
    }
    const out = sanitizeRichText(doc(nested));
    expectAllowed(out);
    let depth = 0;
    for (let node: unknown = out.content[0]; node; depth++) {
      node = (node as { content?: Array<{ content: unknown[] }> }).content?.[0]?.content?.find(
        (child) => (child as { type: string }).type === 'bulletList',
      );
    }
    expect(depth).toBe(4);
    expect(richTextPlain(out)).toBe('nivå 1 nivå 2 nivå 3 nivå 4 nivå 5 nivå 6 nivå 7 nivå 8 nivå 9 nivå 10 botten');
  });

  it('survives a document nested far deeper than any editor makes, without a stack overflow', () => {
    let deep: Record<string, unknown> = text('djupt');
    for (let level = 0; level < 50_000; level++) deep = { type: 'span', content: [deep] };
    const out = sanitizeRichText(doc(deep));
    expectAllowed(out);
  });

  it('removes NUL and other control characters (PostgreSQL refuses U+0000), and lone surrogates', () => {
    const out = sanitizeRichText(doc(para(text('a\u0000b\u0007c\u001fd\u007fe\tf\ng'), text('\u0000\u0000'), text('x\ud800y\udc00z'))));
    expect(out).toEqual(doc(para(text('abcde\tf\ng'), text('xyz'))));
    expect(JSON.stringify(out)).not.toContain('\\u0000');
  });

  it('keeps a surrogate pair (an emoji) whole', () => {
    expect(sanitizeRichText(doc(para(text('vas 🏺'))))).toEqual(doc(para(text('vas 🏺'))));
  });

  it('keeps only live values the server knows, by their own names (not inherited ones)', () => {
    for (const name of ['nope', '__proto__', 'toString', 'constructor', 42, null]) {
      expect(sanitizeRichText(doc(para({ type: 'liveValue', attrs: { name } }))), String(name)).toEqual(doc({ type: 'paragraph' }));
    }
  });

  it('answers an empty document for anything that is not one', () => {
    for (const value of [null, undefined, 'text', 42, [], { type: 'paragraph' }, { type: 'doc', content: 'x' }, { content: [] }]) {
      const out = sanitizeRichText(value);
      expect(out).toEqual(EMPTY_DOC);
      expectAllowed(out);
    }
  });

  it('merges loose text into the paragraph before it, and adds nothing for loose empty text', () => {
    expect(sanitizeRichText(doc(para(text('a')), text('b')))).toEqual(doc(para(text('a'), text('b'))));
    expect(sanitizeRichText(doc({ type: 'paragraph' }, text('\u0000')))).toEqual(doc({ type: 'paragraph' }));
    expect(sanitizeRichText(doc({ type: 'paragraph' }, { type: 'text', text: 5 }))).toEqual(doc({ type: 'paragraph' }));
  });

  it('counts the plain text of a document for search and the size limit', () => {
    expect(richTextPlain(sanitizeRichText(doc(para(text('Hej '), text('du', [{ type: 'bold' }])), para(text('igen')))))).toBe(
      'Hej du igen',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// A generator of hostile documents: allowed and forbidden node types, attributes and marks mixed,
// links of every kind, text with control characters and surrogates, junk where nodes should be.

const hrefArb = fc.oneof(
  fc.constantFrom(...HOSTILE_HREFS, ...SAFE_HREFS.map(([href]) => href)),
  fc.string(),
  fc.constant(undefined),
  fc.integer(),
);
const textArb = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('a', ' ', '\u0000', '\t', '\n', '\u0007', '\u007f', '\ud800', '\udc00', '<', '>', '"'), maxLength: 8 }),
  fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '" onclick="alert(1)'),
);
const attrsArb = fc.dictionary(
  fc.constantFrom('href', 'src', 'onclick', 'onerror', 'style', 'class', 'level', 'name', 'target', '__proto__'),
  fc.oneof(hrefArb, fc.constantFrom<unknown>(...Object.keys(LIVE_VALUES), 'nope', 1, 2, true, null)),
  { maxKeys: 3 },
);
const markArb = fc.record(
  { type: fc.constantFrom('bold', 'italic', 'code', 'link', 'underline', 'textStyle', 'script', 42), attrs: attrsArb },
  { requiredKeys: ['type'] },
);
const junkArb = fc.constantFrom<unknown>(null, 0, 'text', [], true, {});
const NODE_TYPES = [
  'paragraph',
  'paragraph',
  'text',
  'text',
  'bulletList',
  'orderedList',
  'listItem',
  'listItem',
  'heading',
  'blockquote',
  'codeBlock',
  'hardBreak',
  'liveValue',
  'script',
  'iframe',
  'image',
  'span',
  'doc',
];

const { node: nodeArb } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('text'), text: textArb, marks: fc.array(markArb, { maxLength: 3 }) }, { requiredKeys: ['type', 'text'] }),
    fc.record(
      {
        type: fc.constantFrom(...NODE_TYPES),
        attrs: attrsArb,
        text: textArb,
        marks: fc.array(markArb, { maxLength: 2 }),
        content: fc.array(tie('node'), { maxLength: 4 }),
      },
      { requiredKeys: ['type'] },
    ),
    junkArb,
  ),
}));

const docArb = fc.oneof(
  { weight: 9, arbitrary: fc.record({ type: fc.constant('doc'), content: fc.array(nodeArb, { maxLength: 6 }) }) },
  { weight: 1, arbitrary: nodeArb },
);

describe('the allow-list, for any document', () => {
  it('answers only allowed nodes, marks and safe links; sanitising again changes nothing', () => {
    fc.assert(
      fc.property(docArb, (value) => {
        const once = sanitizeRichText(value);
        expectAllowed(once);
        expect(sanitizeRichText(once)).toEqual(once);
        expect(sanitizeRichText(JSON.parse(JSON.stringify(once)))).toEqual(once);
      }),
      { numRuns: 2_000 },
    );
  });

  it('renders to HTML with only the allowed elements and no script, style, event handler or unsafe link', () => {
    fc.assert(
      fc.property(docArb, (value) => {
        expectSafeHtml(render(sanitizeRichText(value)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the renderer (components/rich-text.tsx) on hostile documents', () => {
  const hostile = doc(
    { type: 'script', content: [text('alert(1)')] },
    { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'color:red' }, content: [text('<script>alert(1)</script>')] },
    para(...HOSTILE_HREFS.map((href) => text('länk', [linkTo(href, { onclick: 'alert(1)' })]))),
    para(
      text('bra', [linkTo('/auktioner')]),
      text('mejl', [linkTo('mailto:info@klubban.se')]),
      text('extern', [linkTo('https://example.se')]),
    ),
    { type: 'iframe', attrs: { src: 'javascript:alert(1)' } },
    { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
    { type: 'heading', attrs: { level: 1, style: 'x' }, content: [text('" onmouseover="alert(1)')] },
    para({ type: 'liveValue', attrs: { name: 'studioEmail' } }, text('\u0000')),
  );

  it('draws the sanitised document as text, paragraphs and safe links only', () => {
    const html = render(sanitizeRichText(hostile));
    expectSafeHtml(html);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="/auktioner">bra</a>');
    expect(html).toContain('<a href="mailto:info@klubban.se">mejl</a>');
    expect(html).toContain('<a href="https://example.se">extern</a>');
    expect(html).toContain('<a href="mailto:info@klubban.se">info@klubban.se</a>');
    expect(html.match(/<a /g)).toHaveLength(4);
  });

  it('checks links again when drawing, so a stored document from before a rule change cannot carry one', () => {
    // Typed as a document but never sanitised, as an old stored version might be.
    const stored = doc(
      para(...HOSTILE_HREFS.map((href) => ({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }))),
    ) as unknown as RichTextDoc;
    const html = render(stored);
    expectSafeHtml(html);
    expect(html).not.toContain('<a');
  });
});
