import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyNowPriceFor, DEMO_CATEGORY_KEYS, DEMO_LOTS, reservePriceFor, startPriceFor, type CategoryKey, type DemoLot } from './catalogue';
import { MOTIF_VARIANTS, MOTIFS } from './render-image';

const HEX = /^#[0-9a-f]{6}$/i;

function titlesMatching(re: RegExp, categories?: readonly CategoryKey[]): DemoLot[] {
  return DEMO_LOTS.filter((lot) => re.test(lot.title) && (!categories || categories.includes(lot.category)));
}

/** Counts sentences, ignoring the dots of initials such as "C.G." or "Hans J. Wegner". */
function sentenceCount(text: string): number {
  const withoutInitials = text.replace(/\b([A-ZÅÄÖ])\./g, '$1');
  return withoutInitials.split(/(?<=[.!?])\s+(?=[A-ZÅÄÖ"0-9])/).filter((s) => s.trim().length > 0).length;
}

describe('demo catalogue: size and categories', () => {
  it('has at least 130 lots', () => {
    expect(DEMO_LOTS.length).toBeGreaterThanOrEqual(130);
  });

  it('has the 14 category keys, each with at least 6 lots, and nothing else', () => {
    expect(new Set(DEMO_CATEGORY_KEYS).size).toBe(14);
    const counts = new Map<CategoryKey, number>();
    for (const lot of DEMO_LOTS) counts.set(lot.category, (counts.get(lot.category) ?? 0) + 1);
    for (const key of DEMO_CATEGORY_KEYS) expect(counts.get(key) ?? 0, key).toBeGreaterThanOrEqual(6);
    for (const key of counts.keys()) expect(DEMO_CATEGORY_KEYS).toContain(key);
  });
});

describe('demo catalogue: identity and text', () => {
  it('has unique slug-like keys', () => {
    const keys = DEMO_LOTS.map((lot) => lot.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has unique titles and unique descriptions', () => {
    expect(new Set(DEMO_LOTS.map((l) => l.title)).size).toBe(DEMO_LOTS.length);
    expect(new Set(DEMO_LOTS.map((l) => l.description)).size).toBe(DEMO_LOTS.length);
  });

  it('writes 2–4 sentence descriptions and non-empty condition and dimension texts', () => {
    for (const lot of DEMO_LOTS) {
      const n = sentenceCount(lot.description);
      expect(n, `${lot.key}: ${lot.description}`).toBeGreaterThanOrEqual(2);
      expect(n, `${lot.key}: ${lot.description}`).toBeLessThanOrEqual(4);
      expect(lot.title.trim()).toBe(lot.title);
      expect(lot.condition.length, lot.key).toBeGreaterThan(5);
      expect(lot.dimensions.length, lot.key).toBeGreaterThan(3);
      expect(lot.maker === null || lot.maker.length > 0).toBe(true);
      expect(lot.year === null || lot.year.length > 0).toBe(true);
    }
  });

  it('contains no placeholder text', () => {
    for (const lot of DEMO_LOTS) {
      const text = `${lot.title} ${lot.description} ${lot.condition}`;
      expect(text).not.toMatch(/lorem|ipsum|todo|xxx/i);
    }
  });

  it('uses Swedish letters and accents in titles', () => {
    const titles = DEMO_LOTS.map((l) => l.title).join('\n');
    expect(titles).toContain('Märta Måås-Fjetterström');
    expect(titles).toContain('Rörstrand');
    expect(titles).toMatch(/pâte de verre/i);
    expect(titles).toMatch(/[éèø]/);
  });
});

describe('demo catalogue: lots the search tests rely on', () => {
  it('has at least 4 Kosta Boda lots, at least 3 of them vases', () => {
    const kosta = titlesMatching(/Kosta Boda/);
    expect(kosta.length).toBeGreaterThanOrEqual(4);
    const vases = kosta.filter(
      (lot) => /\bVas\b/.test(lot.title) && (lot.category === 'VASER_KRUKOR' || lot.category === 'GLAS_PORSLIN_DUKNING'),
    );
    expect(vases.length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 3 chairs (stol, stolar, fåtölj) among the furniture', () => {
    expect(titlesMatching(/stol|stolar|fåtölj/i, ['MOBLER']).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 4 lamps (lampa, bordslampa, golvlampa, taklampa) among the lighting', () => {
    expect(titlesMatching(/lampa/i, ['BELYSNING']).length).toBeGreaterThanOrEqual(4);
  });

  it('has themed TEMAAUKTION lots', () => {
    const themed = DEMO_LOTS.filter((l) => l.category === 'TEMAAUKTION');
    for (const lot of themed) expect(lot.description).toMatch(/^Temaauktion 1970-tal: /);
  });
});

describe('demo catalogue: prices', () => {
  it('uses whole-krona, round estimates with start < low ≤ high', () => {
    for (const lot of DEMO_LOTS) {
      for (const v of [lot.estimateLow, lot.estimateHigh, lot.startPrice]) expect(Number.isInteger(v), lot.key).toBe(true);
      expect(lot.estimateLow % 100, lot.key).toBe(0);
      expect(lot.estimateHigh % 100, lot.key).toBe(0);
      expect(lot.startPrice % 10, lot.key).toBe(0);
      expect(lot.startPrice, lot.key).toBeGreaterThan(0);
      expect(lot.startPrice, lot.key).toBeLessThan(lot.estimateLow);
      expect(lot.estimateLow, lot.key).toBeLessThanOrEqual(lot.estimateHigh);
    }
  });

  it('keeps estimates believable: all within 300–60 000 kr, most at most 15 000 kr', () => {
    for (const lot of DEMO_LOTS) {
      expect(lot.estimateLow, lot.key).toBeGreaterThanOrEqual(300);
      expect(lot.estimateHigh, lot.key).toBeLessThanOrEqual(60000);
    }
    const modest = DEMO_LOTS.filter((l) => l.estimateHigh <= 15000).length;
    expect(modest / DEMO_LOTS.length).toBeGreaterThan(0.85);
  });

  it('places reserves between start price and the estimate', () => {
    for (const lot of DEMO_LOTS) {
      if (lot.reservePrice === null) continue;
      expect(Number.isInteger(lot.reservePrice), lot.key).toBe(true);
      expect(lot.reservePrice % 10, lot.key).toBe(0);
      expect(lot.reservePrice, lot.key).toBeGreaterThan(lot.startPrice);
      expect(lot.reservePrice, lot.key).toBeLessThan(lot.estimateLow);
      expect(lot.reservePrice, lot.key).toBeLessThanOrEqual(lot.estimateHigh);
    }
  });

  it('puts buy-now prices above the high estimate', () => {
    for (const lot of DEMO_LOTS) {
      if (lot.buyNowPrice === null) continue;
      expect(Number.isInteger(lot.buyNowPrice), lot.key).toBe(true);
      expect(lot.buyNowPrice % 10, lot.key).toBe(0);
      expect(lot.buyNowPrice, lot.key).toBeGreaterThan(lot.estimateHigh);
    }
  });

  it('has reserves on about 1 in 5 lots and buy-now on about 1 in 8', () => {
    const share = (pred: (l: DemoLot) => boolean) => DEMO_LOTS.filter(pred).length / DEMO_LOTS.length;
    expect(share((l) => l.reservePrice !== null)).toBeGreaterThan(0.14);
    expect(share((l) => l.reservePrice !== null)).toBeLessThan(0.28);
    expect(share((l) => l.buyNowPrice !== null)).toBeGreaterThan(0.08);
    expect(share((l) => l.buyNowPrice !== null)).toBeLessThan(0.2);
  });

  it('derives prices that satisfy the invariants for any estimate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_000_000 }), fc.integer({ min: 0, max: 500_000 }), (low, spread) => {
        const high = low + spread;
        const start = startPriceFor(low);
        const reserve = reservePriceFor(low);
        const buyNow = buyNowPriceFor(high);
        return (
          start > 0 &&
          start % 10 === 0 &&
          start < low &&
          reserve % 10 === 0 &&
          reserve > start &&
          reserve < low &&
          buyNow % 10 === 0 &&
          buyNow > high
        );
      }),
    );
  });
});

describe('demo catalogue: image recipes', () => {
  it('gives every lot a valid recipe', () => {
    for (const lot of DEMO_LOTS) {
      for (const recipe of [lot.image, ...(lot.extraImages ?? [])]) {
        expect(MOTIFS).toContain(recipe.motif);
        for (const colour of recipe.palette) expect(colour, lot.key).toMatch(HEX);
        expect(Number.isInteger(recipe.seed), lot.key).toBe(true);
        expect(recipe.alt.length, lot.key).toBeGreaterThan(5);
        if (recipe.variant !== undefined) {
          const allowed: readonly string[] = MOTIF_VARIANTS[recipe.motif];
          expect(allowed, `${lot.key}: ${recipe.variant}`).toContain(recipe.variant);
        }
      }
    }
  });

  it('gives about a third of the lots 1–2 extra views of the same object', () => {
    const withExtras = DEMO_LOTS.filter((l) => l.extraImages !== undefined);
    expect(withExtras.length / DEMO_LOTS.length).toBeGreaterThan(0.25);
    expect(withExtras.length / DEMO_LOTS.length).toBeLessThan(0.45);
    for (const lot of withExtras) {
      const extras = lot.extraImages ?? [];
      expect(extras.length).toBeGreaterThanOrEqual(1);
      expect(extras.length).toBeLessThanOrEqual(2);
      for (const extra of extras) {
        expect(extra.motif).toBe(lot.image.motif);
        expect(extra.seed).toBe(lot.image.seed);
        expect(extra.view === 'detail' || extra.view === 'reverse').toBe(true);
        expect(extra.alt).not.toBe(lot.image.alt);
      }
    }
  });

  it('keeps seeds stable per key (images do not change when lots are reordered)', () => {
    const seeds = new Map(DEMO_LOTS.map((l) => [l.key, l.image.seed]));
    expect(seeds.get('kosta-boda-vas-vallien-1')).toBe(DEMO_LOTS.find((l) => l.key === 'kosta-boda-vas-vallien-1')?.image.seed);
    expect(new Set(seeds.values()).size).toBeGreaterThan(DEMO_LOTS.length * 0.95);
  });
});
