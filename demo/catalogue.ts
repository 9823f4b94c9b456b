/**
 * The demo catalogue: believable Swedish auction lots for art, design and collectables.
 *
 * Plain data, no framework imports. Prices are derived from each lot's estimate with the same
 * rules an auction studio would use (start about 60 % of the low estimate on a "round" ladder,
 * reserve about 85 %, buy-now about 130 % of the high estimate), so every lot obeys the invariants
 * checked in catalogue.test.ts. Images are recipes for the local renderer in render-image.ts.
 */
import { LOT_CATEGORIES, type LotCategoryKey } from '@/keys';
import type { ImageRecipe, ImageVariant, Motif } from './render-image';

// The one list of categories (spec §3), shared with the schema and the site.
export type CategoryKey = LotCategoryKey;
export const DEMO_CATEGORY_KEYS: readonly CategoryKey[] = LOT_CATEGORIES;

export interface DemoLot {
  /** Stable unique slug-like key, e.g. 'kosta-boda-vas-vallien-1'. */
  key: string;
  /** Swedish catalogue title. */
  title: string;
  /** Artist, designer or manufacturer. */
  maker: string | null;
  /** E.g. '1960-tal', '1972'. */
  year: string | null;
  category: CategoryKey;
  /** 2–4 Swedish sentences. */
  description: string;
  /** Swedish condition report. */
  condition: string;
  /** E.g. 'Höjd 24 cm, diameter 12 cm'. */
  dimensions: string;
  /** Whole SEK. */
  estimateLow: number;
  estimateHigh: number;
  /** Whole SEK, below estimateLow, multiple of 10. */
  startPrice: number;
  /** Between startPrice and estimateLow when present. */
  reservePrice: number | null;
  /** Above estimateHigh when present. */
  buyNowPrice: number | null;
  /** Who sells it, for VAT (docs/decisions/0045); a private person unless said. */
  sellerVatStatus?: 'business' | 'studio';
  /** The artist's resale right applies (a living artist, or one dead for less than 70 years). */
  resaleRight?: true;
  image: ImageRecipe;
  /** Further views of the same object. */
  extraImages?: ImageRecipe[];
}

/** Theme of the lots in TEMAAUKTION. */
export const DEMO_THEME = '1970-tal';

// ---------------------------------------------------------------------------------------------
// Price rules
// ---------------------------------------------------------------------------------------------

/** "Round" amounts used for start prices, reserves and buy-now prices. */
const PRICE_LADDER = [
  100, 120, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 7000, 8000,
  9000, 10000, 12000, 15000, 18000, 20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 70000, 80000, 90000, 100000,
] as const;

const LADDER_TOP = PRICE_LADDER[PRICE_LADDER.length - 1] ?? 100000;

/** Largest round amount ≤ amount (whole tens below the ladder, whole ten-thousands above it). */
function ladderAtMost(amount: number): number {
  if (amount < PRICE_LADDER[0]) return Math.max(10, Math.floor(amount / 10) * 10);
  if (amount > LADDER_TOP) return Math.floor(amount / 10000) * 10000;
  let best: number = PRICE_LADDER[0];
  for (const step of PRICE_LADDER) if (step <= amount) best = step;
  return best;
}

/** Smallest round amount ≥ amount. */
function ladderAtLeast(amount: number): number {
  for (const step of PRICE_LADDER) if (step >= amount) return step;
  return Math.ceil(amount / 10000) * 10000;
}

/** Start price: about 60 % of the low estimate, rounded down to a round amount. */
export function startPriceFor(estimateLow: number): number {
  return ladderAtMost(estimateLow * 0.6);
}

/** Reserve: about 85 % of the low estimate. */
export function reservePriceFor(estimateLow: number): number {
  return ladderAtMost(estimateLow * 0.85);
}

/** Buy-now: about 130 % of the high estimate, rounded up. */
export function buyNowPriceFor(estimateHigh: number): number {
  return ladderAtLeast(estimateHigh * 1.3);
}

// ---------------------------------------------------------------------------------------------
// Lot definitions
// ---------------------------------------------------------------------------------------------

type Palette = [string, string, string];

interface ImageSpec {
  motif: Motif;
  palette: Palette;
  alt: string;
  variant?: ImageVariant;
}

/** An extra view of the same object: close-up, or the other side (for pictures: the back). */
type ExtraView = readonly ['detail' | 'reverse', string];

interface LotSpec {
  key: string;
  title: string;
  maker: string | null;
  year: string | null;
  category: CategoryKey;
  description: string;
  condition: string;
  dimensions: string;
  estimate: readonly [low: number, high: number];
  reserve?: true;
  buyNow?: true;
  sellerVatStatus?: 'business' | 'studio';
  resaleRight?: true;
  image: ImageSpec;
  extra?: readonly ExtraView[];
}

function img(motif: Motif, palette: Palette, alt: string, variant?: ImageVariant): ImageSpec {
  return variant === undefined ? { motif, palette, alt } : { motif, palette, alt, variant };
}

/** FNV-1a, so a lot's pictures depend only on its key. */
function seedFromKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % 999_983) + 1;
}

function toLot(spec: LotSpec): DemoLot {
  const [estimateLow, estimateHigh] = spec.estimate;
  const seed = seedFromKey(spec.key);
  const base = { ...spec.image, seed };
  const lot: DemoLot = {
    key: spec.key,
    title: spec.title,
    maker: spec.maker,
    year: spec.year,
    category: spec.category,
    description: spec.description,
    condition: spec.condition,
    dimensions: spec.dimensions,
    estimateLow,
    estimateHigh,
    startPrice: startPriceFor(estimateLow),
    reservePrice: spec.reserve ? reservePriceFor(estimateLow) : null,
    buyNowPrice: spec.buyNow ? buyNowPriceFor(estimateHigh) : null,
    image: base,
    ...(spec.sellerVatStatus ? { sellerVatStatus: spec.sellerVatStatus } : {}),
    ...(spec.resaleRight ? { resaleRight: spec.resaleRight } : {}),
  };
  if (spec.extra?.length) {
    lot.extraImages = spec.extra.map(([view, alt]) => ({ ...spec.image, seed, alt, view }));
  }
  return lot;
}

// Common material colours.
const GOLD = '#d4af37';
const SILVER = '#c8cacd';
const BRASS = '#c9a23a';
const PEWTER = '#9a9c9e';
const TEAK = '#8a5a35';
const OAK = '#c69c6d';
const BIRCH = '#dcc6a0';
const CANDLE = '#f3eee0';
const CLEAR_GLASS = '#cfdde0';

const SPECS: readonly LotSpec[] = [
  // ===========================================================================================
  // VASER_KRUKOR
  // ===========================================================================================
  {
    key: 'kosta-boda-vas-vallien-1',
    title: 'Vas, "Satellit", Bertil Vallien, Kosta Boda',
    maker: 'Bertil Vallien',
    year: '1980-tal',
    category: 'VASER_KRUKOR',
    description:
      'Cylindrisk vas i tjockt blått glas med inneslutna gula färgfält och fina luftblåsor som ger ett djupt, nästan rymdlikt ljusspel. Bertil Vallien var en av de ledande konstnärerna på Kosta Boda och arbetade gärna med kraftfulla, enkla former. Graverad signatur och modellnummer under botten.',
    condition: 'Mycket gott skick. Ytliga repor i standytan.',
    dimensions: 'Höjd 24 cm, diameter 12 cm',
    estimate: [2000, 2500],
    buyNow: true,
    image: img(
      'vase',
      ['#2b5d8c', '#e2c14a', '#9cc4e0'],
      'Cylindrisk vas i blått glas med gula inslag, fotograferad mot ljusgrå bakgrund.',
      'cylinder',
    ),
    extra: [['detail', 'Närbild av färgfälten i glaset.']],
  },
  {
    key: 'kosta-boda-vas-tulipa',
    title: 'Vas, "Tulipa", Ulrica Hydman-Vallien, Kosta Boda',
    maker: 'Ulrica Hydman-Vallien',
    year: '1990-tal',
    category: 'VASER_KRUKOR',
    description:
      'Trumpetformad vas i klarglas, handmålad med de röda tulpaner och svarta ranker som blev Ulrica Hydman-Valliens signum. Formen vidgar sig mjukt mot mynningen och dekoren syns i både ljus och motljus. Signerad Kosta Boda, U Hydman-Vallien, samt numrerad.',
    condition: 'Gott skick utan nagg. Färgen på ett av bladen något nött.',
    dimensions: 'Höjd 21 cm',
    estimate: [1200, 1500],
    image: img('vase', ['#b3262c', '#2f6b3a', '#1b1b1b'], 'Trumpetformad glasvas med målade röda tulpaner.', 'trumpet'),
    extra: [['detail', 'Närbild av de målade tulpanerna.']],
  },
  {
    key: 'kosta-boda-vas-sahlin',
    title: 'Vas, grönt glas, Gunnel Sahlin, Kosta Boda',
    maker: 'Gunnel Sahlin',
    year: '1990-tal',
    category: 'VASER_KRUKOR',
    description:
      'Äggformad vas i mättat grönt glas med matterad yta och ett blankpolerat fönster som släpper in ljuset i godset. Gunnel Sahlin arbetade ofta med starka kulörer och stillsamma, mjuka volymer. Etsad signatur under foten.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 30 cm',
    estimate: [1500, 2000],
    image: img('vase', ['#3f7d4a', '#a9cf8a', '#e8efe0'], 'Äggformad vas i grönt glas mot ljus bakgrund.', 'ovoid'),
    extra: [['reverse', 'Vasen sedd från andra sidan.']],
  },
  {
    key: 'kosta-boda-vas-backstrom',
    title: 'Vas, klarglas med emaljdekor, Monica Backström, Kosta Boda',
    maker: 'Monica Backström',
    year: '1980-tal',
    category: 'VASER_KRUKOR',
    description:
      'Klotformad vas i tjockväggigt klarglas med pålagda emaljprickar och ett inneslutet band av metallfolie. Monica Backström var en av glasrikets mest experimentella formgivare och kombinerade gärna glas med metall och emalj. Signerad Kosta Boda, Artist Collection, M Backström.',
    condition: 'Gott skick. Enstaka små luftblåsor i glasmassan, tillverkningsrelaterade.',
    dimensions: 'Höjd 18 cm',
    estimate: [800, 1000],
    image: img('vase', ['#8eb8c8', '#c9a640', '#2a2a2a'], 'Klotformad klarglasvas med prickdekor.', 'globe'),
  },
  {
    key: 'gustavsberg-argenta-vas',
    title: 'Vas, "Argenta", Wilhelm Kåge, Gustavsberg',
    maker: 'Wilhelm Kåge',
    year: '1940-tal',
    category: 'VASER_KRUKOR',
    description:
      'Vas i grönglaserat stengods med inlagd silverdekor i form av stiliserade vattenväxter. Argenta lanserades 1930 och blev en av Gustavsbergs mest omtyckta konstgodsserier. Stämplad Gustavsberg, Argenta, med ankare samt numrerad.',
    condition: 'Gott skick. Silverdekoren med lätt oxidering, några små glasyrblåsor från bränningen.',
    dimensions: 'Höjd 19 cm',
    estimate: [3000, 4000],
    reserve: true,
    image: img('vase', ['#2f6e5a', '#c9cdd0', '#1d4a3c'], 'Grön stengodsvas med silverdekor.', 'ovoid'),
    extra: [['detail', 'Detalj av den inlagda silverdekoren.']],
  },
  {
    key: 'lindberg-fajansvas-1',
    title: 'Vas, fajans, Stig Lindberg, Gustavsberg',
    maker: 'Stig Lindberg',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Handmålad fajansvas med smal hals och rundad kropp, dekorerad med rytmiska ränder i blått och gult på vit tennglasyr. Stig Lindbergs fajanser från 1940- och 50-talen räknas till höjdpunkterna i svensk efterkrigskeramik. Målad signatur Gustavsberg, hand, SL.',
    condition: 'Ett litet nagg i glasyren vid mynningen, i övrigt gott skick.',
    dimensions: 'Höjd 26 cm',
    estimate: [6000, 8000],
    reserve: true,
    image: img('vase', ['#f1ece1', '#2f4f8f', '#e0b73a'], 'Vit fajansvas med smal hals och blå och gul dekor.', 'bottle'),
    extra: [
      ['detail', 'Närbild av den handmålade dekoren.'],
      ['reverse', 'Vasen sedd från baksidan.'],
    ],
  },
  {
    key: 'rorstrand-nylund-kruka',
    title: 'Kruka, stengods, Gunnar Nylund, Rörstrand',
    maker: 'Gunnar Nylund',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Kraftig kruka i chamotterat stengods med harpälsglasyr i bruna och rostfärgade toner. Gunnar Nylund var konstnärlig ledare på Rörstrand och gjorde några av sina bästa arbeten just i stengods. Signerad R GN under botten.',
    condition: 'Gott skick. Glasyren har runnit något vid foten, tillverkningsrelaterat.',
    dimensions: 'Höjd 17 cm, diameter 20 cm',
    estimate: [800, 1000],
    image: img('vase', ['#7a4a2a', '#c48a4a', '#3a2a1e'], 'Brunglaserad stengodskruka mot ljus bakgrund.', 'tapered'),
    extra: [['detail', 'Närbild av harpälsglasyren.']],
  },
  {
    key: 'iittala-kantarelli',
    title: 'Vas, "Kantarelli", Tapio Wirkkala, Iittala',
    maker: 'Tapio Wirkkala',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Liten vas i klarglas med tätt slipade vertikala linjer som får formen att likna en kantarell. Modellen ritades 1946 och blev ett genombrott för finsk glasdesign när den visades på Triennalen i Milano. Graverad signatur TAPIO WIRKKALA – IITTALA.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 11 cm',
    estimate: [3000, 4000],
    reserve: true,
    image: img('vase', [CLEAR_GLASS, '#b9cdd3', '#8aa4ad'], 'Liten utsvängd vas i klarglas med slipade linjer.', 'trumpet'),
    extra: [['reverse', 'Vasen sedd från andra sidan.']],
  },
  {
    key: 'iittala-aalto-savoy',
    title: 'Vas, "Savoy", Alvar Aalto, Iittala',
    maker: 'Alvar Aalto',
    year: '1990-tal',
    category: 'VASER_KRUKOR',
    description:
      'Den klassiska vasen med vågformad kontur i grönt glas, ritad av Alvar Aalto 1936 för restaurang Savoy i Helsingfors. Detta exemplar är en senare produktion från Iittala och har kvar sin originaletikett. Graverad signatur Alvar Aalto.',
    condition: 'Mycket gott skick, originaletikett.',
    dimensions: 'Höjd 16 cm',
    estimate: [800, 1000],
    buyNow: true,
    image: img('vase', ['#4f8a4a', '#9dc98a', '#2f5a2c'], 'Grön glasvas med mjuk kontur.', 'cylinder'),
  },
  {
    key: 'rorstrand-stalhane-vas',
    title: 'Vas, stengods, Carl-Harry Stålhane, Rörstrand',
    maker: 'Carl-Harry Stålhane',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Flaskformad vas i stengods med djupt blå harpälsglasyr som ljusnar mot axlarna. Carl-Harry Stålhane hörde till de mest produktiva formgivarna på Rörstrand under 1950-talet. Signerad R SW CHS.',
    condition: 'Gott skick. Mindre glasyrsläpp på foten.',
    dimensions: 'Höjd 22 cm',
    estimate: [1500, 2000],
    image: img('vase', ['#2b4a7a', '#5f86b8', '#1b2a44'], 'Blå flaskformad stengodsvas.', 'bottle'),
  },
  {
    key: 'hoganas-kruka-brun',
    title: 'Kruka, brunglaserad, Höganäs Keramik',
    maker: 'Höganäs Keramik',
    year: '1970-tal',
    category: 'VASER_KRUKOR',
    description:
      'Rundad kruka i brunglaserad lergods från Höganäs, med den typiska mörka, blanka glasyren som ljusnar i kanterna. En stadig bruksform som passar lika bra för en ormbunke som en bukett torkade blommor. Stämplad Höganäs under botten.',
    condition: 'Normalt bruksslitage, kalkrand på insidan.',
    dimensions: 'Höjd 15 cm, diameter 17 cm',
    estimate: [300, 400],
    image: img('vase', ['#6b3f22', '#a0683a', '#2e1d12'], 'Rundad brunglaserad kruka.', 'globe'),
  },
  {
    key: 'orrefors-graal-hald',
    title: 'Vas, "Fiskgraal", Edward Hald, Orrefors',
    maker: 'Edward Hald',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Klotformad graalvas i tjockt klarglas med inneslutna fiskar och vattenväxter i grönt – Edward Halds berömda fiskgraal. Graaltekniken, där dekoren kapslas in mellan glaslager, utvecklades på Orrefors under 1910-talet. Signerad Orrefors Graal, Edward Hald, samt numrerad.',
    condition: 'Mycket gott skick. Lätta repor i standytan.',
    dimensions: 'Höjd 13 cm',
    estimate: [6000, 8000],
    reserve: true,
    image: img('vase', ['#8fb3a0', '#2e5a3a', '#c9dccf'], 'Klotformad glasvas med inneslutna gröna fiskar.', 'globe'),
    extra: [['detail', 'Närbild av fiskarna i glaset.']],
  },
  {
    key: 'upsala-ekeby-atterberg-vas',
    title: 'Vas, Ingrid Atterberg, Upsala-Ekeby',
    maker: 'Ingrid Atterberg',
    year: '1950-tal',
    category: 'VASER_KRUKOR',
    description:
      'Avsmalnande vas i ljust lergods med ritsad dekor av band och prickar i mörkblått och ockra. Ingrid Atterberg var en av Upsala-Ekebys mest originella formgivare under 1950-talet. Signerad Ekeby, Atterberg, samt modellnummer.',
    condition: 'Gott skick. Lätt krakelering i glasyren.',
    dimensions: 'Höjd 28 cm',
    estimate: [1000, 1500],
    image: img('vase', ['#e9e2d0', '#2d3a5a', '#b8823a'], 'Ljus keramikvas med mörkblå och ockra dekor.', 'tapered'),
    extra: [['detail', 'Detalj av den ritsade dekoren.']],
  },

  // ===========================================================================================
  // GLAS_PORSLIN_DUKNING
  // ===========================================================================================
  {
    key: 'kosta-boda-skal-open-minds',
    title: 'Skål, "Open Minds", Ulrica Hydman-Vallien, Kosta Boda',
    maker: 'Ulrica Hydman-Vallien',
    year: '1990-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Djup skål i gult glas med handmålade ansikten och slingor i svart och rött, ur serien Open Minds. Serien är lekfull och naivistisk och hör till Hydman-Valliens mest igenkännbara arbeten. Signerad under foten.',
    condition: 'Mycket gott skick.',
    dimensions: 'Diameter 24 cm, höjd 10 cm',
    estimate: [800, 1000],
    image: img('bowl', ['#e7c33a', '#1d1d1d', '#c03a2a'], 'Gul glasskål med målad dekor.'),
  },
  {
    key: 'kosta-boda-chateau-glas',
    title: 'Vinglas, 6 st, "Château", Bertil Vallien, Kosta Boda',
    maker: 'Bertil Vallien',
    year: '1980-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Sex rödvinsglas i klarglas med rymlig kupa och stadig, något grövre fot. Château är en av Kosta Bodas mest sålda glasserier och fungerar lika bra till vardags som till fest. Etsad signatur Kosta Boda under foten.',
    condition: 'Gott skick. Ett glas med ytlig repa i kupan.',
    dimensions: 'Höjd 19 cm',
    estimate: [600, 800],
    image: img('glass', [CLEAR_GLASS, '#b9c8cc', '#8ea1a8'], 'Vinglas i klarglas, fotograferade i grupp.', 'stem'),
  },
  {
    key: 'gustavsberg-spisa-ribb-servis',
    title: 'Servis, "Spisa Ribb", Stig Lindberg, Gustavsberg, 42 delar',
    maker: 'Stig Lindberg',
    year: '1960-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Omfattande servis i brunglaserat flintgods med den karakteristiska ribbade kanten. Spisa Ribb lanserades 1955 och var i produktion i nära trettio år. Bestående av bland annat tolv flata och tolv djupa tallrikar, karotter, såsskål och serveringsfat.',
    condition: 'Normalt bruksslitage med bestickmärken. Två tallrikar med mindre nagg i kanten.',
    dimensions: 'Tallrikar diameter 25 cm',
    estimate: [3000, 4000],
    image: img('plate', ['#7a4a2e', '#e9e0cc', '#4a2e1e'], 'Brun tallrik ur servis, stående i tallrikshållare.'),
    extra: [['detail', 'Närbild av den ribbade kanten.']],
  },
  {
    key: 'gustavsberg-bersa-tallrikar',
    title: 'Tallrikar, 8 st, "Berså", Stig Lindberg, Gustavsberg',
    maker: 'Stig Lindberg',
    year: '1960-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Åtta flata tallrikar i flintgods med den gröna bladdekoren Berså, en av de mest älskade svenska servisdekorerna. Mönstret är tryckt med en frisk, lätt grafisk känsla som passar på både vardags- och festbord. Stämplade Gustavsberg, Berså.',
    condition: 'Gott skick, lätta bestickmärken.',
    dimensions: 'Diameter 25 cm',
    estimate: [1500, 2000],
    buyNow: true,
    image: img('plate', ['#f4f1e8', '#3d7a3a', '#2e5e2c'], 'Vit tallrik med grön bladdekor.'),
    extra: [['detail', 'Närbild av bladdekoren.']],
  },
  {
    key: 'rorstrand-bla-eld-kaffeservis',
    title: 'Kaffeservis, "Blå Eld", Hertha Bengtson, Rörstrand, 27 delar',
    maker: 'Hertha Bengtson',
    year: '1950-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Kaffeservis i stengods med den koboltblå, flammiga glasyren Blå Eld som formgavs av Hertha Bengtson 1951. Omfattar bland annat tolv koppar med fat, gräddkanna och sockerskål. Stämplad Rörstrand, Blå Eld, Sweden.',
    condition: 'Gott skick. En kopp med hårspricka, ett fat med litet nagg.',
    dimensions: 'Fat diameter 15 cm',
    estimate: [1200, 1500],
    image: img('plate', ['#f2efe7', '#2d4f8c', '#7a9ccc'], 'Fat med blå kant och blå dekor, stående.'),
  },
  {
    key: 'arabia-ruska-fat',
    title: 'Serveringsfat, "Ruska", Ulla Procopé, Arabia',
    maker: 'Ulla Procopé',
    year: '1970-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Runt serveringsfat i stengods med Ruska-glasyren, som skiftar från mörkbrunt till rostrött precis som hösten den är uppkallad efter. Ruska tillverkades av Arabia från 1960 och fram till slutet av 1990-talet. Stämplat Arabia, Finland.',
    condition: 'Gott skick, lätta bruksspår.',
    dimensions: 'Diameter 31 cm',
    estimate: [300, 400],
    image: img('plate', ['#6b4a32', '#3a2a1e', '#a07a52'], 'Brunt stengodsfat på ställ.'),
  },
  {
    key: 'orrefors-fuga-skal',
    title: 'Skål, "Fuga", Sven Palmqvist, Orrefors',
    maker: 'Sven Palmqvist',
    year: '1950-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Centrifugerad skål i ljusblått glas ur serien Fuga. Sven Palmqvist utvecklade tekniken där glaset slungas i en form, vilket gjorde det möjligt att massproducera konstglas till rimligt pris. Etsad signatur Orrefors.',
    condition: 'Mycket gott skick.',
    dimensions: 'Diameter 22 cm',
    estimate: [300, 400],
    image: img('bowl', ['#7db0c9', '#b8d6e4', '#3a6f8c'], 'Ljusblå glasskål mot ljus bakgrund.'),
  },
  {
    key: 'orrefors-pop-glas',
    title: 'Glas på fot, 4 st, "Pop", Gunnar Cyrén, Orrefors',
    maker: 'Gunnar Cyrén',
    year: '1967',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Fyra glas ur serien Pop, med fötter och stjälkar i starka färger som orange, grönt och gult. Gunnar Cyrén ritade serien 1967 och den blev tidens mest omtalade svenska glas. Etsad signatur Orrefors under foten.',
    condition: 'Gott skick. Ett glas med mindre nagg på foten.',
    dimensions: 'Höjd 19 cm',
    estimate: [4000, 5000],
    reserve: true,
    image: img('glass', ['#e07a2a', '#3a7a4a', '#d9c23a'], 'Glas på fot i orange ton.', 'stem'),
    extra: [['detail', 'Närbild av glasets fot.']],
  },
  {
    key: 'orrefors-tulpanglas',
    title: 'Glas, "Tulpanglas", Nils Landberg, Orrefors',
    maker: 'Nils Landberg',
    year: '1950-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Högt och mycket tunnblåst glas med tulpanformad kupa på lång stjälk, i svagt rökfärgat glas. Tulpanglaset visades på Triennalen i Milano 1957 och räknas som ett av de främsta exemplen på svensk glasblåsarkonst. Graverad signatur Orrefors, Nils Landberg.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 44 cm',
    estimate: [3000, 4000],
    image: img('glass', ['#5a7a8a', '#a8c0c8', '#2a3a44'], 'Högt tunt glas med tulpanformad kupa.', 'stem'),
    extra: [['detail', 'Närbild av kupan.']],
  },
  {
    key: 'boda-hoglund-karaff',
    title: 'Karaff, bubbelglas, Erik Höglund, Boda',
    maker: 'Erik Höglund',
    year: '1960-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Karaff i bärnstensfärgat glas med inneslutna luftbubblor och kraftig, något ojämn hals. Erik Höglund bröt med den eleganta glastraditionen och gav Boda ett rått, folkligt uttryck. Graverad signatur H under botten.',
    condition: 'Gott skick. Kalkbeläggning på insidan.',
    dimensions: 'Höjd 30 cm',
    estimate: [800, 1000],
    image: img('glass', ['#a8783a', '#c8a868', '#4a3a22'], 'Bärnstensfärgad karaff i bubbelglas.', 'carafe'),
  },
  {
    key: 'royal-copenhagen-musselmalet',
    title: 'Tallrikar, 12 st, "Musselmalet", Royal Copenhagen',
    maker: 'Royal Copenhagen',
    year: '1900-talets mitt',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Tolv flata tallrikar i porslin med den klassiska blåmålade dekoren Musselmalet, ett mönster som har tillverkats i Köpenhamn sedan 1775. Varje tallrik är målad för hand under glasyr. Stämplade med krona och tre vågor.',
    condition: 'Gott skick. Lätta bestickmärken på några tallrikar.',
    dimensions: 'Diameter 25 cm',
    estimate: [1500, 2000],
    image: img('plate', ['#f5f3ee', '#2b4a8c', '#6b86c0'], 'Vit porslinstallrik med blå dekor.'),
  },
  {
    key: 'gustavsberg-domino-fat',
    title: 'Fat, fajans, "Domino", Stig Lindberg, Gustavsberg',
    maker: 'Stig Lindberg',
    year: '1950-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Runt fat i fajans ur serien Domino, med handmålade svarta och röda geometriska fält på vit botten. Serien visar Stig Lindbergs lekfulla, grafiska sida. Målad signatur Gustavsberg, hand, SL.',
    condition: 'Mindre nagg på undersidans standring, i övrigt gott skick.',
    dimensions: 'Diameter 30 cm',
    estimate: [2000, 2500],
    image: img('plate', ['#f1ece2', '#1b1b1b', '#c23a2a'], 'Vitt fajansfat med svart och röd dekor.'),
    extra: [['detail', 'Närbild av den målade dekoren.']],
  },
  {
    key: 'arabia-teema-skalar',
    title: 'Skålar, 6 st, "Teema", Kaj Franck, Arabia',
    maker: 'Kaj Franck',
    year: '1980-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Sex skålar i gult stengods ur Teema, Kaj Francks modulära servis byggd på cirkel, kvadrat och rektangel. Franck ville skapa ett porslin utan överflöd som gick att kombinera fritt. Stämplade Arabia, Finland.',
    condition: 'Gott skick, lätta bruksspår.',
    dimensions: 'Diameter 15 cm',
    estimate: [400, 600],
    buyNow: true,
    image: img('bowl', ['#e2b83a', '#f2e6b8', '#8a6a1e'], 'Gul stengodsskål mot ljus bakgrund.'),
  },
  {
    key: 'orrefors-applet-lundin',
    title: 'Vas, "Äpplet", Ingeborg Lundin, Orrefors',
    maker: 'Ingeborg Lundin',
    year: '1950-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Den stora, äppelformade vasen i grönt glas med kort hals, ritad av Ingeborg Lundin 1955. Äpplet blev en symbol för svensk formgivning efter kriget och finns i flera museisamlingar. Graverad signatur Orrefors, Ingeborg Lundin.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 36 cm',
    estimate: [4000, 5000],
    reserve: true,
    image: img('vase', ['#5f9a3a', '#a8d07a', '#2e5a1e'], 'Stor äppelformad glasvas i grönt.', 'globe'),
    extra: [['reverse', 'Vasen sedd från andra sidan.']],
  },
  {
    key: 'pate-de-verre-skal-frankrike',
    title: 'Skål, pâte de verre, Frankrike, 1920-tal',
    maker: null,
    year: '1920-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Liten skål i pâte de verre, en teknik där krossat glas blandas med bindemedel och smälts i form, vilket ger en matt, nästan stenlik yta. Dekoren av blad i grönt och violett är tydligt präglad av art déco. Signerad i godset, svårläst.',
    condition: 'Gott skick. Ett mycket litet nagg på foten.',
    dimensions: 'Diameter 12 cm, höjd 6 cm',
    estimate: [2000, 3000],
    image: img('bowl', ['#7a9a6a', '#7a4a8a', '#c9d4b0'], 'Liten grön glasskål med violett dekor.'),
    extra: [['detail', 'Närbild av den matta glasytan.']],
  },
  {
    key: 'klassbols-linneduk',
    title: 'Duk, linnedamast, Klässbols Linneväveri',
    maker: 'Klässbols Linneväveri',
    year: '1960-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Rektangulär duk i vävd linnedamast med ett stramt geometriskt mönster i naturvitt. Klässbols i Värmland har vävt linne sedan 1920-talet och levererar bland annat dukarna till Nobelfesten. Vävd signatur i ena hörnet.',
    condition: 'Gott skick, nytvättad och manglad. En liten lagning nära kanten.',
    dimensions: '140 × 240 cm',
    estimate: [500, 700],
    image: img('textile', ['#efe9dc', '#d8cfbb', '#c7b99e'], 'Vit linneduk med vävt mönster, upphängd.', 'geometric'),
  },
  {
    key: 'kosta-boda-vas-warff',
    title: 'Vas, turkost glas, Göran Wärff, Kosta Boda',
    maker: 'Göran Wärff',
    year: '1990-tal',
    category: 'GLAS_PORSLIN_DUKNING',
    description:
      'Hög vas i turkost glas som tonar mot nästan klart i mynningen, med en svagt asymmetrisk siluett. Göran Wärff är känd för sitt lysande, närmast självlysande glas i blått och turkos. Signerad Kosta Boda, Göran Wärff, samt numrerad.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 34 cm',
    estimate: [1200, 1500],
    image: img('vase', ['#2a9aa8', '#8fd3d8', '#1a5a64'], 'Hög turkos glasvas.', 'tapered'),
  },

  // ===========================================================================================
  // SKULPTURER_FIGURINER
  // ===========================================================================================
  {
    key: 'lisa-larson-lejon-stora-zoo',
    title: 'Figurin, lejon, "Stora Zoo", Lisa Larson, Gustavsberg',
    maker: 'Lisa Larson',
    year: '1960-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Det stora lejonet ur serien Stora Zoo, i chamotterat stengods med glaserad man i brunt och ockra. Lisa Larson kom till Gustavsberg 1954 och hennes djurfigurer blev snabbt folkkära. Signerad med Lisa Larsons signatur och Gustavsbergs stämpel.',
    condition: 'Gott skick. Mindre glasyrsläpp vid svansen.',
    dimensions: 'Längd 36 cm, höjd 20 cm',
    estimate: [1000, 1200],
    buyNow: true,
    image: img('figurine', ['#c9923a', '#8a5a22', '#3a2a1a'], 'Keramikfigur av ett kattdjur i ockra.', 'cat'),
    extra: [['reverse', 'Figurinen sedd från andra sidan.']],
  },
  {
    key: 'lisa-larson-katt-lilla-zoo',
    title: 'Figurin, katt, "Lilla Zoo", Lisa Larson, Gustavsberg',
    maker: 'Lisa Larson',
    year: '1950-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Sittande randig katt i glaserat stengods ur Lilla Zoo, Lisa Larsons första stora serie för Gustavsberg. Den runda, stiliserade formen och de ritsade ränderna är typiska för hennes tidiga djur. Stämplad Gustavsberg, Lisa L.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 12 cm',
    estimate: [500, 700],
    image: img('figurine', ['#d8b26a', '#6b4a2a', '#2a221c'], 'Randig keramikkatt som sitter.', 'cat'),
    extra: [['detail', 'Närbild av kattens ansikte.']],
  },
  {
    key: 'lisa-larson-uggla',
    title: 'Figurin, uggla, Lisa Larson, Gustavsberg',
    maker: 'Lisa Larson',
    year: '1970-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Uggla i brunglaserat stengods med stora, uppmärksamma ögon och ritsad fjäderdräkt. En av många ugglor som Lisa Larson gjorde under 1970-talet, med den varma humor som präglar hela hennes produktion. Signerad under basen.',
    condition: 'Gott skick. Liten nötning på ena örat.',
    dimensions: 'Höjd 14 cm',
    estimate: [400, 600],
    image: img('figurine', ['#7a4a2a', '#d8b27a', '#c9a640'], 'Brun keramikuggla med stora ögon.', 'owl'),
  },
  {
    key: 'toikka-glasfagel',
    title: 'Glasfågel, Oiva Toikka, Iittala Nuutajärvi',
    maker: 'Oiva Toikka',
    year: '2000-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Munblåst glasfågel i blått med gula detaljer och näbb i klarglas. Oiva Toikka gjorde sina första fåglar 1972 och serien omfattar i dag flera hundra arter, både verkliga och påhittade. Graverad signatur O. Toikka Nuutajärvi samt originalkartong.',
    condition: 'Mycket gott skick, originalkartong medföljer.',
    dimensions: 'Längd 17 cm',
    estimate: [1200, 1500],
    image: img('figurine', ['#3a7a9a', '#c9a640', '#d8e8ee'], 'Blå glasfågel med gul vinge.', 'bird'),
    extra: [['reverse', 'Fågeln sedd från andra sidan.']],
  },
  {
    key: 'kosta-boda-engman-katt',
    title: 'Glasfigurin, katt, Kjell Engman, Kosta Boda',
    maker: 'Kjell Engman',
    year: '1990-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Sittande katt i svart och grönt glas med målade ögon, ur Kjell Engmans populära kattserie. Engman är känd för sina lekfulla djur och för att blanda glas med andra material. Signerad Kosta Boda, K. Engman.',
    condition: 'Gott skick.',
    dimensions: 'Höjd 15 cm',
    estimate: [600, 800],
    image: img('figurine', ['#2a2f2a', '#4f8a4a', '#e0c23a'], 'Mörk glaskatt med gröna ränder.', 'cat'),
  },
  {
    key: 'kosta-boda-vallien-brains',
    title: 'Skulptur, "Brains", Bertil Vallien, Kosta Boda',
    maker: 'Bertil Vallien',
    year: '2000-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Sandgjutet huvud i blågrönt glas ur serien Brains, där Bertil Vallien låter ansiktets yta bära spår av formsand och inneslutna färgpartiklar. Skulpturen står på en sockel i svart glas. Graverad signatur och numrering.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 18 cm',
    estimate: [8000, 10000],
    reserve: true,
    image: img('sculpture', ['#4a7a8a', '#2a2a2a', '#d8d2c4'], 'Skulpterat huvud i blågrönt glas på sockel.', 'bust'),
    extra: [['detail', 'Närbild av huvudets yta.']],
  },
  {
    key: 'bronsskulptur-okand-1950',
    title: 'Skulptur, brons, organisk form, Okänd konstnär',
    maker: 'Okänd konstnär',
    year: '1900-talets mitt',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Organiskt formad skulptur i patinerad brons med genombrott, i en stil som för tankarna till Henry Moore och Barbara Hepworth. Monterad på en sockel av ljus sten. Otydligt monogram på baksidan.',
    condition: 'Gott skick. Patinan något ojämn, enstaka ytliga repor.',
    dimensions: 'Höjd 32 cm inklusive sockel',
    estimate: [2000, 3000],
    image: img('sculpture', ['#7a5a32', '#b8a88a', '#d8d0c0'], 'Organisk bronsskulptur med hål, på sockel.', 'organic'),
  },
  {
    key: 'gustavsberg-sundell-skulptur',
    title: 'Skulptur, stengods, Britt-Louise Sundell, Gustavsberg',
    maker: 'Britt-Louise Sundell',
    year: '1970-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Skulptur av staplade, runda stenformer i mattglaserat stengods i grönt och grått. Britt-Louise Sundell arbetade på Gustavsbergs studio och hennes skulpturer har en lugn, naturnära karaktär. Signerad Gustavsberg Studio, B-L S.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 26 cm',
    estimate: [1500, 2000],
    image: img('sculpture', ['#6f8a6a', '#c9c2b0', '#e2dccf'], 'Skulptur av staplade gröna stenar på sockel.', 'stack'),
  },
  {
    key: 'marmorskulptur-ring',
    title: 'Skulptur, "Ring", marmor, Okänd konstnär',
    maker: 'Okänd konstnär',
    year: '1980-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Ringformad skulptur i vit marmor med mjukt rundade kanter och ett förskjutet hål, monterad på ett litet fundament. Formen ändrar karaktär när man går runt den och ljuset faller olika på ytorna. Osignerad.',
    condition: 'Gott skick. Ett litet avslag på fundamentets kant.',
    dimensions: 'Höjd 40 cm',
    estimate: [3000, 4000],
    image: img('sculpture', ['#e8e4dc', '#b8b2a6', '#cfc8bb'], 'Ringformad marmorskulptur på sockel.', 'torus'),
    extra: [['reverse', 'Skulpturen sedd från baksidan.']],
  },
  {
    key: 'rorstrand-nylund-fagel',
    title: 'Figurin, fågel, Gunnar Nylund, Rörstrand',
    maker: 'Gunnar Nylund',
    year: '1950-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Fågel i chamotterat stengods med grön och brun glasyr, modellerad i Gunnar Nylunds förenklade och kompakta stil. Nylunds djurskulpturer från 1940- och 50-talen är eftertraktade bland samlare. Signerad R Nylund.',
    condition: 'Gott skick. Liten glasyrskada på näbben.',
    dimensions: 'Längd 22 cm',
    estimate: [800, 1000],
    image: img('figurine', ['#6d8f4e', '#e6d3a3', '#c8553d'], 'Grön keramikfågel med ljus vinge.', 'bird'),
  },
  {
    key: 'royal-copenhagen-uggla',
    title: 'Figurin, uggla, porslin, Royal Copenhagen',
    maker: 'Royal Copenhagen',
    year: '1970-tal',
    category: 'SKULPTURER_FIGURINER',
    description:
      'Liten uggla i porslin, målad under glasyr i dova grå och blå toner. Royal Copenhagens djurfigurer har tillverkats sedan slutet av 1800-talet och uppskattas för sin realistiska modellering. Stämplad med krona och tre vågor samt modellnummer.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 11 cm',
    estimate: [400, 600],
    image: img('figurine', ['#8a949c', '#d4d8dc', '#3a5a7a'], 'Grå porslinsuggla.', 'owl'),
  },

  // ===========================================================================================
  // SMYCKEN
  // ===========================================================================================
  {
    key: 'ring-guld-briljant',
    title: 'Ring, 18K guld med briljantslipad diamant ca 0,30 ct',
    maker: null,
    year: '1970-tal',
    category: 'SMYCKEN',
    description:
      'Solitärring i 18 karat gult guld med en briljantslipad diamant om cirka 0,30 carat i fyrgrepsinfattning. En tidlös förlovningsring med slank skena. Stämplad 18K, svenska kontrollstämplar.',
    condition: 'Gott skick. Skenan med normalt bärslitage.',
    dimensions: 'Ringstorlek 17 mm, vikt 3,1 g',
    estimate: [6000, 8000],
    reserve: true,
    image: img('ring', [GOLD, '#eef3f6', '#ffffff'], 'Guldring med en stor diamant.', 'solitaire'),
    extra: [['detail', 'Närbild av diamanten och infattningen.']],
  },
  {
    key: 'ring-vitguld-safir',
    title: 'Ring, 18K vitguld med safir och diamanter',
    maker: null,
    year: '1990-tal',
    category: 'SMYCKEN',
    description:
      'Ring i 18 karat vitguld med en oval, mörkblå safir omgiven av en krans av åttkantslipade diamanter. Klassisk carmosé-modell med hög infattning. Stämplad 750.',
    condition: 'Mycket gott skick.',
    dimensions: 'Ringstorlek 16,5 mm, vikt 4,2 g',
    estimate: [8000, 10000],
    image: img('ring', ['#d8d8dc', '#2a3f8f', '#f4f6f8'], 'Vitguldsring med blå sten och små diamanter.', 'cluster'),
    extra: [['detail', 'Närbild av safiren och diamanterna.']],
  },
  {
    key: 'lapponia-ring-weckstrom',
    title: 'Ring, sterlingsilver, Björn Weckström, Lapponia',
    maker: 'Björn Weckström',
    year: '1970-tal',
    category: 'SMYCKEN',
    description:
      'Bred ring i sterlingsilver med skulpterad, nästan månlandskapsliknande yta. Björn Weckström gav Lapponia dess internationella rykte med sina djärva, organiska smycken. Stämplad Lapponia, 925, Finland.',
    condition: 'Gott skick, lätt oxiderad.',
    dimensions: 'Ringstorlek 18 mm',
    estimate: [1500, 2000],
    image: img('ring', [SILVER, '#8a8c8e', '#6a6c6e'], 'Bred silverring med strukturerad yta.', 'band'),
  },
  {
    key: 'signetring-hallberg',
    title: 'Signetring, 18K guld, C.G. Hallberg',
    maker: 'C.G. Hallberg',
    year: '1938',
    category: 'SMYCKEN',
    description:
      'Signetring i 18 karat guld med ovalt huvud och graverat monogram. Ringen är gjord av C.G. Hallbergs Guldsmedsaktiebolag i Stockholm, en av landets ledande guldsmedsfirmor. Stämplad CGH, 18K, Stockholm och årsbokstav.',
    condition: 'Gott skick. Monogrammet något slitet.',
    dimensions: 'Ringstorlek 20 mm, vikt 9,8 g',
    estimate: [3000, 4000],
    buyNow: true,
    image: img('ring', [GOLD, '#b8923a', '#8a6a2a'], 'Signetring i guld med graverat huvud.', 'signet'),
  },
  {
    key: 'georg-jensen-brosch-silver',
    title: 'Brosch, sterlingsilver, Georg Jensen',
    maker: 'Georg Jensen',
    year: '1950-tal',
    category: 'SMYCKEN',
    description:
      'Blomformad brosch i sterlingsilver med rundade kronblad och en liten cabochonslipad grön sten i mitten. Georg Jensens silversmedja i Köpenhamn är känd för sina mjuka, organiska former. Stämplad Georg Jensen, 925 S, Denmark.',
    condition: 'Mycket gott skick, nyputsad.',
    dimensions: 'Diameter 4 cm',
    estimate: [1500, 2000],
    image: img('brooch', [SILVER, '#3a6b4a', '#b0b4b8'], 'Blomformad silverbrosch med grön sten.', 'flower'),
    extra: [['detail', 'Närbild av stenen i mitten.']],
  },
  {
    key: 'borgila-brosch-bergkristall',
    title: 'Brosch, silver med bergkristall, Atelier Borgila',
    maker: 'Atelier Borgila',
    year: '1960',
    category: 'SMYCKEN',
    description:
      'Oval brosch i silver med en stor cabochonslipad bergkristall inramad av en pärlad list. Atelier Borgila grundades av Erik Fleming och stod för några av 1900-talets finaste svenska silverarbeten. Stämplad Borgila, Stockholm, silverstämplar.',
    condition: 'Gott skick. Lätta repor i stenen.',
    dimensions: '5 × 4 cm',
    estimate: [2000, 2500],
    image: img('brooch', [SILVER, '#dfe7ea', '#a0a8ac'], 'Oval silverbrosch med klar sten.', 'oval'),
  },
  {
    key: 'sigurd-persson-brosch-guld',
    title: 'Brosch, 18K guld, bladform, Sigurd Persson',
    maker: 'Sigurd Persson',
    year: '1960-tal',
    category: 'SMYCKEN',
    description:
      'Långsmal brosch i 18 karat guld i form av ett blad med graverade nerver och tre små gröna stenar. Sigurd Persson var en av de stora förnyarna av svenskt guldsmide efter kriget. Signerad Sigurd Persson, 18K, Stockholm.',
    condition: 'Mycket gott skick.',
    dimensions: 'Längd 7 cm, vikt 11,2 g',
    estimate: [4000, 5000],
    reserve: true,
    image: img('brooch', [GOLD, '#3a7a4a', '#e8c84a'], 'Bladformad guldbrosch med små gröna stenar.', 'leaf'),
    extra: [['detail', 'Närbild av stenarna och gravyren.']],
  },
  {
    key: 'georg-jensen-dew-drop',
    title: 'Halsband, "Dew Drop", Torun Bülow-Hübbe, Georg Jensen',
    maker: 'Torun Bülow-Hübbe',
    year: '1990-tal',
    category: 'SMYCKEN',
    description:
      'Halsband i sterlingsilver med fin pansarlänk och ett droppformat hänge, ur Toruns serie Dew Drop. Torun Bülow-Hübbe samarbetade med Georg Jensen från 1967 och hennes rena, kroppsnära formspråk har blivit klassiskt. Stämplad Georg Jensen, Torun, 925.',
    condition: 'Mycket gott skick, originalask medföljer.',
    dimensions: 'Längd 42 cm',
    estimate: [2500, 3000],
    image: img('necklace', [SILVER, '#b0b4b8', '#d9e2e6'], 'Silverkedja med droppformat hänge, liggande.', 'chain'),
  },
  {
    key: 'parlhalsband-guldlas',
    title: 'Pärlhalsband, odlade pärlor, lås i 18K guld',
    maker: null,
    year: '1950-tal',
    category: 'SMYCKEN',
    description:
      'Enradigt halsband med 58 odlade pärlor om cirka 6,5 mm, knutna på siden. Låset är i 18 karat guld och hänget en liten pärla i guldfattning. Ett klassiskt smycke som passar till allt från stickad tröja till aftonklänning.',
    condition: 'Gott skick. Tråden bör bytas vid tillfälle.',
    dimensions: 'Längd 45 cm',
    estimate: [2000, 2500],
    buyNow: true,
    image: img('necklace', ['#f3eee4', '#e8e0d0', '#f6f2ea'], 'Pärlhalsband liggande i en oval.', 'beads'),
    extra: [['detail', 'Närbild av pärlorna och låset.']],
  },
  {
    key: 'aarikka-halsband-tra',
    title: 'Halsband, trä, Aarikka',
    maker: 'Aarikka',
    year: '1970-tal',
    category: 'SMYCKEN',
    description:
      'Halsband av runda, svarvade träkulor i ljust och mörkt trä med ett lite större hänge. Kaija Aarikka grundade sitt företag i Finland 1954 och träsmyckena blev en folklig designklassiker. Originaletikett på låset.',
    condition: 'Gott skick, lätt nötning på kulorna.',
    dimensions: 'Längd 60 cm',
    estimate: [300, 400],
    image: img('necklace', [TEAK, '#c8a070', '#5a3a22'], 'Halsband av träkulor, liggande.', 'beads'),
  },
  {
    key: 'armlank-guld-x-lank',
    title: 'Armlänk, 18K guld, x-länk',
    maker: null,
    year: '1980-tal',
    category: 'SMYCKEN',
    description:
      'Kraftig armlänk i 18 karat gult guld med x-länk och karbinlås. En tung och välgjord länk som sitter fint runt handleden. Stämplad 18K samt svenska kontrollstämplar.',
    condition: 'Gott skick. Låset fungerar väl.',
    dimensions: 'Längd 19 cm, vikt 24,6 g',
    estimate: [10000, 12000],
    reserve: true,
    image: img('necklace', [GOLD, '#b8923a', '#e8c84a'], 'Guldlänk liggande i en ögla.', 'chain'),
  },

  // ===========================================================================================
  // BELYSNING
  // ===========================================================================================
  {
    key: 'louis-poulsen-ph5',
    title: 'Taklampa, "PH 5", Poul Henningsen, Louis Poulsen',
    maker: 'Poul Henningsen',
    year: '1960-tal',
    category: 'BELYSNING',
    description:
      'Taklampa med tre koncentriska skärmar i vitlackerad metall som ger ett bländfritt, mjukt spritt ljus. Poul Henningsen utvecklade skärmsystemet på 1920-talet och PH 5 från 1958 är hans mest spridda modell. Märkt Louis Poulsen på sockeln.',
    condition: 'Gott skick. Lacken med mindre nagg i kanterna. Elen ej kontrollerad.',
    dimensions: 'Diameter 50 cm',
    estimate: [3000, 4000],
    image: img('lamp', ['#ece8de', '#c0392b', '#2c3e50'], 'Hängande taklampa med tre vita skärmar.', 'ph'),
    extra: [['detail', 'Närbild av skärmarna.']],
  },
  {
    key: 'jakobsson-bordslampa-markaryd',
    title: 'Bordslampa, mässing, Hans-Agne Jakobsson, Markaryd',
    maker: 'Hans-Agne Jakobsson',
    year: '1960-tal',
    category: 'BELYSNING',
    description:
      'Bordslampa med fot i mässing och rund skärm i ljust tyg som ger ett varmt ljus. Hans-Agne Jakobsson drev egen lampfabrik i Markaryd och hans lampor finns i många svenska hem. Märkt Hans-Agne Jakobsson AB Markaryd.',
    condition: 'Gott skick. Mässingen med patina. Elen ej kontrollerad.',
    dimensions: 'Höjd 48 cm',
    estimate: [1500, 2000],
    buyNow: true,
    image: img('lamp', [BRASS, '#efe4cc', '#8a6a3a'], 'Bordslampa med mässingsfot och ljus skärm.', 'table'),
  },
  {
    key: 'svenskt-tenn-golvlampa-frank',
    title: 'Golvlampa, Josef Frank, Firma Svenskt Tenn',
    maker: 'Josef Frank',
    year: '1950-tal',
    category: 'BELYSNING',
    description:
      'Golvlampa med stam och fot i mässing och cylindrisk skärm i ljust linne. Josef Frank ritade ett stort antal lampor för Svenskt Tenn, ofta med enkla stammar som låter skärmen och ljuset stå i centrum. Märkt Svenskt Tenn.',
    condition: 'Gott skick. Skärmen med lätta fläckar. Elen ej kontrollerad.',
    dimensions: 'Höjd 150 cm',
    estimate: [6000, 8000],
    reserve: true,
    image: img('floorlamp', ['#e9dfc9', BRASS, '#8a6240'], 'Golvlampa i mässing med cylindrisk skärm.', 'drum'),
    extra: [['detail', 'Närbild av skärmen.']],
  },
  {
    key: 'luxus-taklampa-kristiansson',
    title: 'Taklampa, Uno & Östen Kristiansson, Luxus Vittsjö',
    maker: 'Uno & Östen Kristiansson',
    year: '1960-tal',
    category: 'BELYSNING',
    description:
      'Kupolformad taklampa i lackerat trä med mörk yta och ljus insida. Bröderna Kristiansson ritade en lång rad lampor för Luxus i Vittsjö, ofta i trä eller teak. Märkt Luxus Vittsjö.',
    condition: 'Gott skick. Mindre ytslitage. Elen ej kontrollerad.',
    dimensions: 'Diameter 45 cm',
    estimate: [1500, 2000],
    image: img('lamp', [TEAK, '#c9a36b', '#efe4cc'], 'Kupolformad taklampa i brunt trä.', 'pendant'),
  },
  {
    key: 'rorstrand-bordslampa-stalhane',
    title: 'Bordslampa, stengodsfot, Carl-Harry Stålhane, Rörstrand',
    maker: 'Carl-Harry Stålhane',
    year: '1950-tal',
    category: 'BELYSNING',
    description:
      'Bordslampa med äggformad fot i blåglaserat stengods och konisk tygskärm. Carl-Harry Stålhane ritade ett antal lampfötter för Rörstrand som ett komplement till konstgodset. Signerad R CHS på foten.',
    condition: 'Foten i mycket gott skick, skärmen senare. Elen ej kontrollerad.',
    dimensions: 'Höjd 52 cm',
    estimate: [1200, 1500],
    image: img('lamp', ['#3a5a7a', '#f0e8d8', '#b8914a'], 'Bordslampa med blå keramikfot och ljus skärm.', 'table'),
  },
  {
    key: 'golvlampa-trebent-teak',
    title: 'Golvlampa, trebent, teak och mässing',
    maker: null,
    year: '1950-tal',
    category: 'BELYSNING',
    description:
      'Golvlampa med tre utåtställda ben i teak, stam i mässing och stor konisk skärm. Typisk för det svenska 1950-talets lätta, luftiga formspråk. Omärkt.',
    condition: 'Gott skick. Skärmen med mindre missfärgning. Elen ej kontrollerad.',
    dimensions: 'Höjd 140 cm',
    estimate: [1500, 2000],
    image: img('floorlamp', ['#d8cfb8', BRASS, TEAK], 'Trebent golvlampa i teak med ljus skärm.', 'tripod'),
  },
  {
    key: 'bohlmarks-golvlampa-opal',
    title: 'Golvlampa, opalglas och mässing, Böhlmarks',
    maker: 'Böhlmarks',
    year: '1940-tal',
    category: 'BELYSNING',
    description:
      'Golvlampa med rund fot och smal stam i mässing, krönt av en klotformad skärm i opalglas. Böhlmarks lampfabrik i Stockholm var en av de ledande svenska tillverkarna under första halvan av 1900-talet. Märkt Böhlmarks.',
    condition: 'Gott skick. Mässingen med patina. Elen ej kontrollerad.',
    dimensions: 'Höjd 145 cm',
    estimate: [2000, 2500],
    image: img('floorlamp', ['#f4f2ee', BRASS, '#8a6a3a'], 'Golvlampa med klotformad glasskärm.', 'globe'),
  },
  {
    key: 'asea-taklampa-emalj',
    title: 'Taklampa, emaljerad plåt, Asea',
    maker: 'Asea',
    year: '1950-tal',
    category: 'BELYSNING',
    description:
      'Industrilampa med djup kupa i grönemaljerad plåt och vit insida. Lamporna tillverkades för verkstäder och lagerlokaler men är i dag eftertraktade i kök och hallar. Märkt Asea.',
    condition: 'Bruksslitage med några emaljskador i kanten. Elen ej kontrollerad.',
    dimensions: 'Diameter 38 cm',
    estimate: [800, 1000],
    buyNow: true,
    image: img('lamp', ['#3e6b4a', '#efe9dc', '#2a2a2a'], 'Grön emaljerad taklampa.', 'pendant'),
  },
  {
    key: 'lyktan-bumling',
    title: 'Taklampa, "Bumling", Anders Pehrson, Ateljé Lyktan',
    maker: 'Anders Pehrson',
    year: '1970-tal',
    category: 'BELYSNING',
    description:
      'Taklampa med bred, kupolformad skärm i gullackerad aluminium. Bumling ritades av Anders Pehrson 1968 och blev en av Ateljé Lyktans mest sålda modeller. Märkt Ateljé Lyktan, Åhus.',
    condition: 'Gott skick. Mindre repor i lacken. Elen ej kontrollerad.',
    dimensions: 'Diameter 40 cm',
    estimate: [2000, 3000],
    image: img('lamp', ['#d9a23a', '#f2e2b8', '#6b4a1e'], 'Gul kupolformad taklampa.', 'pendant'),
    extra: [['reverse', 'Lampan sedd från andra sidan.']],
  },
  {
    key: 'orrefors-bordslampa-glas',
    title: 'Bordslampa, glas och mässing, Orrefors',
    maker: 'Orrefors',
    year: '1960-tal',
    category: 'BELYSNING',
    description:
      'Bordslampa med fot i tjockt klarglas och sockel i mässing, med plisserad tygskärm. Glasfoten bryter ljuset och blir en del av lampans verkan även när den är släckt. Etsad signatur Orrefors.',
    condition: 'Gott skick. Skärmen senare. Elen ej kontrollerad.',
    dimensions: 'Höjd 45 cm',
    estimate: [1000, 1200],
    image: img('lamp', [CLEAR_GLASS, '#f3ead6', BRASS], 'Bordslampa med glasfot och ljus skärm.', 'table'),
  },
  {
    key: 'ikea-bordslampa-1970',
    title: 'Bordslampa, Ikea, 1970-tal',
    maker: 'Ikea',
    year: '1970-tal',
    category: 'BELYSNING',
    description:
      'Bordslampa med cylindrisk fot i brunglaserad keramik och skärm i orange tyg. Ett tidstypiskt exempel på hur Ikea tog in keramik och starka färger i vardagsbelysningen. Märkt Ikea under foten.',
    condition: 'Gott skick. Skärmen något blekt. Elen ej kontrollerad.',
    dimensions: 'Höjd 40 cm',
    estimate: [300, 400],
    image: img('lamp', ['#6b3f22', '#e07a2a', '#efe4cc'], 'Bordslampa med brun fot och orange skärm.', 'table'),
  },

  // ===========================================================================================
  // MOBLER
  // ===========================================================================================
  {
    key: 'mathsson-eva-fatolj',
    title: 'Fåtölj, "Eva", Bruno Mathsson, Firma Karl Mathsson',
    maker: 'Bruno Mathsson',
    year: '1960-tal',
    category: 'MOBLER',
    description:
      'Vilfåtölj med stomme i formpressad, laminerad björk och sits och rygg av flätad hampgjord. Bruno Mathsson ritade Eva redan 1934 och formen följer kroppens kurvor för att ge ett avslappnat sittande. Märkt Firma Karl Mathsson, Värnamo.',
    condition: 'Gott skick. Gjorden med lätt slitage, stommen med mindre repor.',
    dimensions: 'Bredd 52, djup 78, höjd 82 cm',
    estimate: [8000, 10000],
    reserve: true,
    image: img('armchair', ['#c9b48a', BIRCH, '#3a2a1e'], 'Vilfåtölj i böjträ med flätad sits, sedd från sidan.', 'lounge'),
    extra: [['detail', 'Närbild av flätningen.']],
  },
  {
    key: 'malmsten-lilla-aland-stol',
    // Consigned by a dealer: VAT is added on the hammer (docs/decisions/0045).
    sellerVatStatus: 'business',
    title: 'Stol, "Lilla Åland", Carl Malmsten',
    maker: 'Carl Malmsten',
    year: '1950-tal',
    category: 'MOBLER',
    description:
      'Pinnstol i massiv björk med spjälrygg och svängd överliggare. Carl Malmsten ritade Lilla Åland 1942 med inspiration från en kyrka på Åland, och stolen har tillverkats i stora upplagor. Stämplad under sitsen.',
    condition: 'Gott skick. Normalt bruksslitage, en något lös spjäla.',
    dimensions: 'Sitthöjd 45 cm, höjd 88 cm',
    estimate: [1200, 1500],
    buyNow: true,
    image: img('chair', [BIRCH, '#d8c39a', '#8a6a3a'], 'Pinnstol i ljust trä.', 'spindle'),
    extra: [['reverse', 'Stolen sedd från andra sidan.']],
  },
  {
    key: 'wegner-y-stolar-4',
    title: 'Stolar, 4 st, "Y-stolen" CH24, Hans J. Wegner, Carl Hansen & Søn',
    maker: 'Hans J. Wegner',
    year: '1990-tal',
    category: 'MOBLER',
    description:
      'Fyra stolar i oljad ek med sits av flätat papperssnöre och den karakteristiska Y-formade ryggen. Wegner ritade stolen 1949 och den har tillverkats utan avbrott sedan 1950. Brännmärkta Carl Hansen & Søn.',
    condition: 'Gott skick. Flätningen på en stol något nött.',
    dimensions: 'Sitthöjd 45 cm',
    estimate: [10000, 12000],
    reserve: true,
    image: img('chair', [OAK, '#d9c7a0', '#8a6a3a'], 'Ekstol med flätad sits.', 'panel'),
    extra: [
      ['reverse', 'Stolen sedd från andra sidan.'],
      ['detail', 'Närbild av den flätade sitsen.'],
    ],
  },
  {
    key: 'artek-stol-66',
    title: 'Stol 66, Alvar Aalto, Artek',
    maker: 'Alvar Aalto',
    year: '1960-tal',
    category: 'MOBLER',
    description:
      'Stol i massiv och formpressad björk med böjd ryggbricka och rund sits. Alvar Aalto ritade stolen på 1930-talet och den visar hans arbete med att böja massivt trä. Etikett från Artek under sitsen.',
    condition: 'Gott skick, patinerad lack.',
    dimensions: 'Sitthöjd 44 cm',
    estimate: [1500, 2000],
    image: img('chair', [BIRCH, BIRCH, '#8a6a3a'], 'Björkstol med böjd rygg.', 'panel'),
  },
  {
    key: 'swedese-lamino-fatolj',
    title: 'Fåtölj, "Lamino", Yngve Ekström, Swedese',
    maker: 'Yngve Ekström',
    year: '1970-tal',
    category: 'MOBLER',
    description:
      'Vilfåtölj i formlimmad teak med lös dyna av fårskinn. Lamino ritades 1956 och utsågs i en omröstning till Sveriges bästa 1900-talsmöbel. Märkt Swedese.',
    condition: 'Gott skick. Fårskinnet något tilltovat.',
    dimensions: 'Bredd 69, djup 76, höjd 101 cm',
    estimate: [5000, 6000],
    reserve: true,
    image: img('armchair', ['#e6dcc8', TEAK, '#3a2a1e'], 'Vilfåtölj i teak med ljus fårskinnsdyna.', 'lounge'),
  },
  {
    key: 'malmsten-ekorren-fatolj',
    title: 'Fåtölj, "Ekorren", Carl Malmsten',
    maker: 'Carl Malmsten',
    year: '1960-tal',
    category: 'MOBLER',
    description:
      'Bekväm fåtölj med hög rygg och svängda armstöd, klädd i rostrött ylletyg, med ben i bok. Ekorren hör till Malmstens klassiska stoppade möbler och kännetecknas av sin ombonade form. Stämplad Carl Malmsten under sitsen.',
    condition: 'Klädseln med lätt blekning, i övrigt gott skick.',
    dimensions: 'Bredd 78, djup 80, höjd 98 cm',
    estimate: [3000, 4000],
    image: img('armchair', ['#9a3a2a', '#7a5a3a', '#3a2a1e'], 'Stoppad fåtölj i rostrött tyg.', 'club'),
    extra: [['detail', 'Detalj av klädseln.']],
  },
  {
    key: 'gustaviansk-karmstol',
    title: 'Karmstol, gustaviansk, 1700-talets slut',
    maker: null,
    year: '1700-talets slut',
    category: 'MOBLER',
    description:
      'Karmstol i grå- och blåmålat trä med rak ryggbricka och profilerade ben. Stolen är stockholmsarbete från den gustavianska perioden och har en stram, elegant hållning. Sitsen senare omklädd.',
    condition: 'Bruksslitage, färgen med nötning och retuscher. Stadig.',
    dimensions: 'Sitthöjd 45 cm, höjd 92 cm',
    estimate: [3000, 4000],
    reserve: true,
    image: img('chair', ['#8a9aa0', '#c9c2b0', '#5a6a70'], 'Gråmålad stol med stegrygg.', 'ladder'),
  },
  {
    key: 'pinnstolar-allmoge-par',
    title: 'Pinnstolar, ett par, allmoge, 1800-tal',
    maker: null,
    year: '1800-tal',
    category: 'MOBLER',
    description:
      'Två pinnstolar i furu med rester av ursprunglig röd färg. Typiska bondestolar från Hälsingland med svarvade pinnar och något snedställd rygg. Stolarna bär spår av ett långt liv i ett kök.',
    condition: 'Slitage och färgförluster. En stol med lagat ben.',
    dimensions: 'Sitthöjd 43 cm',
    estimate: [800, 1000],
    image: img('chair', ['#9a3a2a', '#8a5a3a', '#5a2a1a'], 'Rödmålad pinnstol.', 'spindle'),
  },
  {
    key: 'svenskt-tenn-sidobord-1057',
    title: 'Sidobord, modell 1057, Josef Frank, Firma Svenskt Tenn',
    maker: 'Josef Frank',
    year: '1970-tal',
    category: 'MOBLER',
    description:
      'Rektangulärt sidobord i mahogny med skiva av blå och vita kakelplattor och hylla under. Josef Frank ritade bordet för Svenskt Tenn och blandade gärna hantverksmässiga material med lätta konstruktioner. Etikett från Svenskt Tenn.',
    condition: 'Gott skick. Mindre repor på benen.',
    dimensions: 'Bredd 60, djup 40, höjd 55 cm',
    estimate: [6000, 8000],
    reserve: true,
    image: img('table', ['#6b2e1f', '#e8eef4', '#2b4a8c'], 'Mahognybord med kakelskiva och hylla.', 'rect'),
    extra: [['detail', 'Närbild av kakelskivan.']],
  },
  {
    key: 'tingstroms-soffbord-teak',
    title: 'Soffbord, teak, Tingströms',
    maker: 'Tingströms',
    year: '1960-tal',
    category: 'MOBLER',
    description:
      'Rektangulärt soffbord i teak med rundade hörn och avsmalnande ben. Tingströms i Göteborg tillverkade många av de teakmöbler som präglade svenska vardagsrum under 1960-talet. Brännstämplat under skivan.',
    condition: 'Normalt bruksslitage, några vattenringar på skivan.',
    dimensions: 'Bredd 130, djup 60, höjd 52 cm',
    estimate: [800, 1000],
    buyNow: true,
    image: img('table', [TEAK, TEAK, '#3a2a1e'], 'Soffbord i teak.', 'rect'),
  },
  {
    key: 'artek-runt-bord-bjork',
    title: 'Bord, runt, björk, Alvar Aalto, Artek',
    maker: 'Alvar Aalto',
    year: '1950-tal',
    category: 'MOBLER',
    description:
      'Runt bord i björk med skiva av björkfaner och fyra L-ben, Aaltos patenterade konstruktion där benet böjs direkt in under skivan. Ett lätt och tidlöst bord som fungerar både som matbord och arbetsbord. Etikett från Artek.',
    condition: 'Gott skick. Skivan med ytliga repor.',
    dimensions: 'Diameter 100 cm, höjd 72 cm',
    estimate: [3000, 4000],
    image: img('table', [BIRCH, '#e8d7b5', '#8a6a3a'], 'Runt bord i ljus björk.', 'round'),
  },
  {
    key: 'troeds-skank-teak',
    title: 'Skänk, teak, Nils Jonsson, Troeds',
    maker: 'Nils Jonsson',
    year: '1960-tal',
    category: 'MOBLER',
    description:
      'Sideboard i teak med skjutdörrar och en sektion med fyra lådor, på avsmalnande ben. Nils Jonsson ritade möbler för Troeds i Bjärnum och stod för några av de bästa svenska teakmöblerna. Etikett från Troeds.',
    condition: 'Gott skick. Mindre repor på ovansidan.',
    dimensions: 'Bredd 180, djup 45, höjd 76 cm',
    estimate: [4000, 5000],
    reserve: true,
    image: img('cabinet', [TEAK, '#9a6a42', BRASS], 'Sideboard i teak med lådor och dörrar.', 'sideboard'),
    extra: [['detail', 'Detalj av lådfronterna.']],
  },
  {
    key: 'bodafors-vitrinskap-ek',
    title: 'Vitrinskåp, ek, Bodafors',
    maker: 'Bodafors',
    year: '1950-tal',
    category: 'MOBLER',
    description:
      'Vitrinskåp i ek med överdel bakom glas och två täckta dörrar nedtill. Skåpet har ställbara hyllor och små knoppar i mässing. Märkt AB Svenska Möbelfabrikerna Bodafors.',
    condition: 'Gott skick. En hylla med mindre fläck.',
    dimensions: 'Bredd 90, djup 40, höjd 160 cm',
    estimate: [2000, 3000],
    image: img('cabinet', [OAK, '#b88a5a', BRASS], 'Vitrinskåp i ek med glasdörrar.', 'highboard'),
  },
  {
    key: 'allmogeskap-bemalat',
    title: 'Skåp, allmoge, bemålat, 1800-tal',
    maker: null,
    year: '1800-talets första hälft',
    category: 'MOBLER',
    description:
      'Skåp i furu med två dörrar, blåmålat med ådringsmålning och röda detaljer. Skåpet är troligen hälsingearbete och har kvar sina smidda gångjärn. Ett fint exempel på landsbygdens möbelkonst.',
    condition: 'Färgen nött och retuscherad. Ryggen förstärkt i senare tid.',
    dimensions: 'Bredd 98, djup 45, höjd 170 cm',
    estimate: [2500, 3000],
    image: img('cabinet', ['#3a5a7a', '#4a6a8a', '#c9a640'], 'Blåmålat allmogeskåp.', 'highboard'),
    extra: [['detail', 'Detalj av dörrarna.']],
  },

  // ===========================================================================================
  // MATTOR_TEXTIL
  // ===========================================================================================
  {
    key: 'mmf-tanga-rolakan',
    title: 'Matta, rölakan, "Tånga", Barbro Nilsson, AB Märta Måås-Fjetterström',
    maker: 'Barbro Nilsson',
    year: '1950-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Handvävd rölakanmatta i ull med ett rytmiskt mönster av romber i grönt, rött och beige. Barbro Nilsson var konstnärlig ledare för Märta Måås-Fjetterströms verkstad i Båstad och Tånga hör till hennes mest kända kompositioner. Vävd signatur AB MMF och BN.',
    condition: 'Gott skick. Mindre fläckar och slitage i fransarna.',
    dimensions: '300 × 200 cm',
    estimate: [40000, 50000],
    reserve: true,
    image: img('rug', ['#4f7a4a', '#c8553d', '#e6d3a3'], 'Rölakanmatta med rombmönster, fotograferad ovanifrån.', 'rolakan'),
    extra: [
      ['detail', 'Närbild av vävnaden.'],
      ['reverse', 'Mattan sedd från andra hållet.'],
    ],
  },
  {
    key: 'mmf-flossa-richter',
    title: 'Matta, flossa, Marianne Richter, AB Märta Måås-Fjetterström',
    maker: 'Marianne Richter',
    year: '1960-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Handknuten flossamatta i ull med mjuka, överlappande fält i rött, svart och varmgult. Marianne Richter arbetade på Märta Måås-Fjetterströms verkstad i flera decennier och hennes mattor är kraftfulla och måleriska. Vävd signatur AB MMF MR.',
    condition: 'Gott skick. Luggen något nött i ena änden.',
    dimensions: '240 × 170 cm',
    estimate: [25000, 30000],
    reserve: true,
    image: img('rug', ['#b3262c', '#1f1d1b', '#e8c547'], 'Flossamatta med röda och svarta fält, ovanifrån.', 'rya'),
  },
  {
    key: 'trasmatta-handvavd',
    title: 'Trasmatta, handvävd, 1950-tal',
    maker: null,
    year: '1950-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Handvävd trasmatta med ränder i grönt, rött och naturvitt på varp av bomull. Mattan är vävd av återanvända textilier, precis som i de flesta svenska hem förr. Knutna fransar i båda ändar.',
    condition: 'Gott skick, nytvättad. Färgerna något blekta.',
    dimensions: '220 × 70 cm',
    estimate: [300, 400],
    image: img('rug', ['#5a8a4a', '#c8553d', '#ede3c8'], 'Randig trasmatta, ovanifrån.', 'stripes'),
  },
  {
    key: 'ryamatta-finland',
    title: 'Ryamatta, Finland, 1960-tal',
    maker: null,
    year: '1960-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Långhårig ryamatta i ull med organiska fält i orange, brunt och senapsgult. Ryan har sina rötter i nordiska sängtäcken men blev på 1960-talet en modern konstform, inte minst i Finland. Vävd signatur i ena hörnet.',
    condition: 'Gott skick. Lätt nött på ena långsidan.',
    dimensions: '200 × 140 cm',
    estimate: [1500, 2000],
    image: img('rug', ['#c86a2a', '#6b3f22', '#d9a23a'], 'Ryamatta i orange och brunt, ovanifrån.', 'rya'),
  },
  {
    key: 'kasthall-matta-dessau',
    title: 'Matta, rölakan, Ingrid Dessau, Kasthall',
    maker: 'Ingrid Dessau',
    year: '1960-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Rölakanmatta i ull med ett strängt geometriskt mönster av romber i blått och gult. Ingrid Dessau var en av de ledande svenska textilkonstnärerna och ritade många mattor för Kasthall i Kinna. Vävd signatur Kasthall ID.',
    condition: 'Gott skick. Mindre fläck i ena hörnet.',
    dimensions: '230 × 160 cm',
    estimate: [6000, 8000],
    buyNow: true,
    image: img('rug', ['#2b4a7a', '#e2c14a', '#ede3c8'], 'Blå och gul rölakanmatta, ovanifrån.', 'rolakan'),
    extra: [['detail', 'Närbild av mönstret.']],
  },
  {
    key: 'matta-kazak-orientalisk',
    title: 'Matta, orientalisk, Kazak, 1900-talets mitt',
    maker: null,
    year: '1900-talets mitt',
    category: 'MATTOR_TEXTIL',
    description:
      'Handknuten Kazakmatta i ull med stort centralt medaljongmönster i rött och beige mot djupblå botten. Kazakmattor från Kaukasus är kända för sina kraftiga färger och geometriska mönster. Flera bårder med stiliserade blommor.',
    condition: 'Gott skick för åldern. Luggen nött på några partier, fransarna delvis lagade.',
    dimensions: '210 × 150 cm',
    estimate: [3000, 4000],
    image: img('rug', ['#1f3a6b', '#c9b79c', '#b0413e'], 'Orientalisk matta med medaljong, ovanifrån.', 'oriental'),
  },
  {
    key: 'svenskt-tenn-varklockor',
    title: 'Tyg, "Vårklockor", Josef Frank, Firma Svenskt Tenn',
    maker: 'Josef Frank',
    year: '1970-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Längd av handtryckt linnetyg med Josef Franks mönster Vårklockor, gula och blå blommor mot ljus botten. Frank ritade omkring 160 textilmönster för Svenskt Tenn och Vårklockor hör till de mest älskade. Tryckt kantmärkning med namn och tillverkare.',
    condition: 'Gott skick, oanvänt. Vikveck.',
    dimensions: '300 × 130 cm',
    estimate: [1500, 2000],
    image: img('textile', ['#f1ead6', '#4f7a4a', '#e0b73a'], 'Blommigt tyg upphängt på en stång.', 'floral'),
    extra: [['detail', 'Närbild av blommönstret.']],
  },
  {
    key: 'hv-bonad-rollakan',
    title: 'Bonad, röllakan, Handarbetets Vänner',
    maker: 'Handarbetets Vänner',
    year: '1940-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Vävd bonad i röllakan med upprepade geometriska figurer i rött, blått och gult. Handarbetets Vänner har sedan 1874 arbetat för att bevara och förnya svensk textilkonst. Vävd monogram HV.',
    condition: 'Gott skick. Lätt blekning i övre delen.',
    dimensions: '120 × 80 cm',
    estimate: [2000, 2500],
    image: img('textile', ['#2b4a7a', '#b3262c', '#e2c14a'], 'Vävd bonad med geometriska figurer.', 'geometric'),
  },
  {
    key: 'marimekko-unikko',
    title: 'Tyg, "Unikko", Maija Isola, Marimekko',
    maker: 'Maija Isola',
    year: '1960-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Längd av bomullstyg med de stora vallmoblommorna Unikko i rött mot vit botten. Maija Isola ritade mönstret 1964 trots att Armi Ratia sagt att Marimekko aldrig skulle trycka blommor. Tryckt kantmärkning.',
    condition: 'Gott skick. Några små fläckar.',
    dimensions: '250 × 145 cm',
    estimate: [600, 800],
    image: img('textile', ['#f4f1ea', '#1f1d1b', '#c8262c'], 'Tyg med stora röda blommor.', 'floral'),
  },
  {
    key: 'nk-oomph-grasten',
    title: 'Tyg, "Oomph", Viola Gråsten, NK Textilkammare',
    maker: 'Viola Gråsten',
    year: '1950-tal',
    category: 'MATTOR_TEXTIL',
    description:
      'Tryckt bomullstyg med tätt grafiskt mönster i svart, lila och grönt. Viola Gråsten var en av de mest nyskapande textilformgivarna på NK:s Textilkammare under Astrid Sampes ledning. Tryckt kantmärkning.',
    condition: 'Gott skick. Mindre hål i ena kanten.',
    dimensions: '200 × 120 cm',
    estimate: [1500, 2000],
    image: img('textile', ['#2a2826', '#7a3a8a', '#5a8a4a'], 'Mönstrat tyg i mörka färger.', 'geometric'),
  },

  // ===========================================================================================
  // KLADER_ACCESSOARER
  // ===========================================================================================
  {
    key: 'hermes-kelly-32',
    title: 'Väska, "Kelly 32", Hermès',
    maker: 'Hermès',
    year: '1990-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Handväska i brunt boxkalvskinn med lock, handtag och guldfärgade beslag, i den klassiska modellen Kelly. Väskan har dustbag, nyckelhållare och hänglås. Präglad Hermès Paris, Made in France, samt datumstämpel.',
    condition: 'Gott skick. Hörnen med lätt nötning, beslagen med ytliga repor.',
    dimensions: 'Bredd 32, höjd 23 cm',
    estimate: [40000, 50000],
    reserve: true,
    image: img('bag', ['#6b3a1e', '#6b3a1e', GOLD], 'Brun skinnväska med handtag och guldbeslag.', 'handbag'),
    extra: [
      ['detail', 'Närbild av låset och handtaget.'],
      ['reverse', 'Väskans baksida.'],
    ],
  },
  {
    key: 'handvaska-krokodilmonstrad',
    title: 'Handväska, krokodilmönstrat skinn, 1960-tal',
    maker: null,
    year: '1960-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Stram handväska i mörkbrunt präglat skinn med krokodilmönster och mässingslås. Insidan är fodrad med skinn och har ett litet innerfack med spegel. Ett elegant vardagsplagg från en tid då väskan matchades till handskar och skor.',
    condition: 'Gott skick. Handtaget något nött.',
    dimensions: 'Bredd 26, höjd 20 cm',
    estimate: [600, 800],
    image: img('bag', ['#3a261c', '#3a261c', '#c9a640'], 'Mörkbrun handväska med mässingslås.', 'handbag'),
  },
  {
    key: 'acne-axelvaska',
    title: 'Axelväska, läder, Acne Studios',
    maker: 'Acne Studios',
    year: '2010-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Rymlig axelväska i svart kalvskinn med lock och vridlås i silverfärgad metall. Acne Studios startade som en kreativ kollektiv i Stockholm 1996 och är i dag ett av Sveriges mest kända modehus. Präglad logotyp.',
    condition: 'Mycket gott skick, använd ett fåtal gånger.',
    dimensions: 'Bredd 30, höjd 22 cm',
    estimate: [1500, 2000],
    image: img('bag', ['#242222', '#2e2b2a', SILVER], 'Svart axelväska med silverlås.', 'shoulder'),
  },
  {
    key: 'filippa-k-kavaj',
    title: 'Kavaj, ull, Filippa K, storlek 38',
    maker: 'Filippa K',
    year: '2000-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Enkelknäppt kavaj i grå ull med smala slag och två knappar. Filippa K grundades 1993 och är känt för sina stilrena, lättkombinerade plagg. Helfodrad med viskos.',
    condition: 'Mycket gott skick, nyligen kemtvättad.',
    dimensions: 'Storlek 38',
    estimate: [400, 600],
    image: img('jacket', ['#7a7c80', '#3a4a6a', '#2a2a2a'], 'Grå kavaj på galge.', 'blazer'),
  },
  {
    key: 'chanel-boucle-jacka',
    title: 'Jacka, bouclé, Chanel',
    maker: 'Chanel',
    year: '1990-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Kort jacka i rosa och vit bouclé med kontrasterande bandkant, fyra fickor och guldfärgade knappar. Den kragelösa jackan är ett av modehusets mest igenkännbara plagg och kedjan i fållen ger den dess fall. Fodrad i siden, märkt Chanel.',
    condition: 'Gott skick. Lätt noppning under ärmarna.',
    dimensions: 'Storlek 40',
    estimate: [15000, 20000],
    reserve: true,
    image: img('jacket', ['#d8a0a8', '#f2e6e8', '#f6f2ee'], 'Rosa bouclé-jacka med ljus kant på galge.', 'trimmed'),
    extra: [['detail', 'Närbild av bouclétyget och knapparna.']],
  },
  {
    key: 'max-mara-kappa-kamel',
    title: 'Kappa, kamelull, Max Mara, 1980-tal',
    maker: 'Max Mara',
    year: '1980-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Dubbelknäppt kappa i kamelfärgad ull och kashmir med breda slag. En klassisk modell som bärs lika gärna öppen som knäppt. Märkt Max Mara, Made in Italy.',
    condition: 'Gott skick. En knapp ersatt.',
    dimensions: 'Storlek 40',
    estimate: [2000, 2500],
    buyNow: true,
    image: img('jacket', ['#c19a6b', '#8a6a4a', '#4a3a2a'], 'Kamelfärgad dubbelknäppt kappa på galge.', 'coat'),
    extra: [['detail', 'Närbild av slagen och knapparna.']],
  },
  {
    key: 'hermes-sjal-brides-de-gala',
    title: 'Sjal, "Brides de Gala", sidentwill, Hermès',
    maker: 'Hermès',
    year: '1980-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Fyrkantig sjal i sidentwill med Hugo Grygkars mönster Brides de Gala från 1957, praktfulla betsel i guld och blått. Kanterna är handrullade. Märkt Hermès Paris.',
    condition: 'Gott skick. En mycket liten fläck nära kanten.',
    dimensions: '90 × 90 cm',
    estimate: [1500, 2000],
    image: img('textile', ['#1f3a6b', '#c9a640', '#b0413e'], 'Sidensjal med mönster, upphängd.', 'geometric'),
  },
  {
    key: 'mockajacka-1970',
    title: 'Jacka, mocka, 1970-tal',
    maker: null,
    year: '1970-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Midjekort jacka i brun mocka med stora slag och knappar i horn. Jackan är sydd i Sverige och har ett tidstypiskt snitt med breda axlar. Fodrad med rutigt bomullstyg.',
    condition: 'Gott skick. Lätt nötning vid ärmsluten.',
    dimensions: 'Motsvarar storlek M',
    estimate: [500, 700],
    image: img('jacket', ['#8a5a35', '#c9a36b', '#3a2a1e'], 'Brun mockajacka på galge.', 'blazer'),
  },
  {
    key: 'louis-vuitton-speedy-30',
    title: 'Väska, "Speedy 30", Louis Vuitton',
    maker: 'Louis Vuitton',
    year: '2000-tal',
    category: 'KLADER_ACCESSOARER',
    description:
      'Handväska i monogramcanvas med handtag och kanter i naturläder. Speedy lanserades 1930 som resväska och har blivit en av modehusets mest klassiska modeller. Datumkod på insidan.',
    condition: 'Gott skick. Lädret har fått jämn honungsfärgad patina.',
    dimensions: 'Bredd 30, höjd 21 cm',
    estimate: [4000, 5000],
    buyNow: true,
    image: img('bag', ['#5a3a26', '#8a6a44', GOLD], 'Brun handväska med ljusare handtag.', 'handbag'),
  },

  // ===========================================================================================
  // LJUSSTAKAR
  // ===========================================================================================
  {
    key: 'skultuna-ljusstakar-par',
    title: 'Ljusstakar, ett par, mässing, Skultuna',
    maker: 'Skultuna',
    year: '1900-talets mitt',
    category: 'LJUSSTAKAR',
    description:
      'Ett par balusterformade ljusstakar i mässing med rund fot. Skultuna Messingsbruk grundades 1607 och är ett av Sveriges äldsta företag. Stämplade Skultuna 1607 Sweden.',
    condition: 'Gott skick. Mässingen med patina, stearinrester.',
    dimensions: 'Höjd 22 cm',
    estimate: [600, 800],
    buyNow: true,
    image: img('candlestick', [BRASS, CANDLE, '#8a6a2a'], 'Två ljusstakar i mässing med vita ljus.', 'pair'),
  },
  {
    key: 'svenskt-tenn-ljusstakar-tenn',
    title: 'Ljusstakar, ett par, tenn, Firma Svenskt Tenn',
    maker: 'Firma Svenskt Tenn',
    year: '1930-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ett par ljusstakar i tenn med profilerade skaft och breda fötter. Firma Svenskt Tenn grundades 1924 av Estrid Ericson och tennet var från början kärnan i verksamheten. Stämplade Svenskt Tenn, Stockholm, samt årsbokstav.',
    condition: 'Gott skick. Lätta bucklor på ena foten.',
    dimensions: 'Höjd 25 cm',
    estimate: [1500, 2000],
    image: img('candlestick', [PEWTER, CANDLE, '#5a5c5e'], 'Två tennljusstakar med vita ljus.', 'pair'),
    extra: [['detail', 'Närbild av stämplarna på foten.']],
  },
  {
    key: 'gab-kandelaber-silver',
    title: 'Kandelaber, tre ljus, silver, GAB',
    maker: 'GAB',
    year: '1952',
    category: 'LJUSSTAKAR',
    description:
      'Kandelaber för tre ljus i sterlingsilver med mjukt svängda armar och rund, profilerad fot. Guldsmedsaktiebolaget i Stockholm, GAB, var under 1900-talet Sveriges största tillverkare av silver. Stämplad GAB, Stockholm, årsbokstav och silverhalt.',
    condition: 'Gott skick. Fylld fot, nyputsad.',
    dimensions: 'Höjd 30 cm, bredd 34 cm',
    estimate: [6000, 8000],
    reserve: true,
    image: img('candlestick', [SILVER, CANDLE, '#8a8c8e'], 'Trearmad silverkandelaber med vita ljus.', 'candelabra'),
    extra: [['detail', 'Närbild av armarna.']],
  },
  {
    key: 'boda-smide-hoglund-ljusstake',
    title: 'Ljusstake, smide, Erik Höglund, Boda Smide',
    maker: 'Erik Höglund',
    year: '1960-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ljusstake i svartlackerat smide för tre ljus, med kraftiga, lätt bågade armar. Erik Höglund formgav smide för Boda Smide parallellt med sitt arbete i glas, med samma råa och folkliga uttryck. Omärkt.',
    condition: 'Gott skick. Mindre lackskador.',
    dimensions: 'Höjd 28 cm',
    estimate: [800, 1000],
    image: img('candlestick', ['#2f2c2a', '#e8e0cc', '#1a1816'], 'Svart smidesljusstake för tre ljus.', 'candelabra'),
  },
  {
    key: 'hallberg-ljusstakar-silver',
    title: 'Ljusstakar, ett par, silver, C.G. Hallberg',
    maker: 'C.G. Hallberg',
    year: '1920-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ett par höga ljusstakar i silver med räfflade skaft och kvadratiska fötter. Formen är inspirerad av gustavianska förebilder men utförd med 1920-talets stramhet. Stämplade CGH, Stockholm och årsbokstav.',
    condition: 'Gott skick. Fyllda fötter, smärre bucklor.',
    dimensions: 'Höjd 27 cm',
    estimate: [4000, 5000],
    reserve: true,
    image: img('candlestick', [SILVER, CANDLE, '#7a7c7e'], 'Två höga silverljusstakar.', 'pair'),
  },
  {
    key: 'ystad-metall-ander-ljusstake',
    title: 'Ljusstake, mässing, Gunnar Ander, Ystad-Metall',
    maker: 'Gunnar Ander',
    year: '1960-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ljusstake i mässing för tre ljus, med böjda armar och hög fot. Gunnar Ander ritade en rad ljusstakar för Ystad-Metall, ofta med skulpturala, nästan växtlika former. Stämplad Ystad-Metall.',
    condition: 'Gott skick, nyputsad.',
    dimensions: 'Höjd 32 cm',
    estimate: [1200, 1500],
    image: img('candlestick', [BRASS, '#c8262c', '#8a6a2a'], 'Mässingsljusstake för tre röda ljus.', 'candelabra'),
  },
  {
    key: 'orrefors-ljusstakar-glas',
    title: 'Ljusstakar, ett par, klarglas, Orrefors',
    maker: 'Orrefors',
    year: '1980-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ett par ljusstakar i klarglas med tjock fot och mjukt avsmalnande skaft. Glaset fångar ljuset från lågan och ger ett vackert spel på duken. Etsad signatur Orrefors.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 18 cm',
    estimate: [400, 600],
    image: img('candlestick', ['#c3d3d6', CANDLE, '#8aa4ad'], 'Två ljusstakar i klarglas med vita ljus.', 'pair'),
  },
  {
    key: 'gustavianska-ljusstakar-massing',
    title: 'Ljusstakar, ett par, mässing, gustaviansk stil',
    maker: null,
    year: '1800-tal',
    category: 'LJUSSTAKAR',
    description:
      'Ett par ljusstakar i mässing i gustaviansk stil med kannelerade skaft och kvadratiska fötter. Stakarna är gjorda under 1800-talet efter 1700-talsförebilder. Omärkta.',
    condition: 'Bruksslitage, lätta bucklor. Ena ljusmanschetten något sned.',
    dimensions: 'Höjd 24 cm',
    estimate: [1500, 2000],
    image: img('candlestick', ['#b8943a', CANDLE, '#7a5a22'], 'Två gustavianska mässingsljusstakar.', 'pair'),
  },

  // ===========================================================================================
  // SPEGLAR
  // ===========================================================================================
  {
    key: 'spegel-solformad-forgylld',
    title: 'Spegel, solformad, förgylld, 1950-tal',
    maker: null,
    year: '1950-tal',
    category: 'SPEGLAR',
    description:
      'Rund spegel omgiven av strålar i förgylld metall, en så kallad solspegel. Formen var mycket populär i 1950-talets hem och har fått en renässans i dag. Trolig fransk tillverkning.',
    condition: 'Gott skick. Förgyllningen med lätt nötning, spegelglaset med små fläckar.',
    dimensions: 'Diameter 70 cm',
    estimate: [2000, 2500],
    image: img('mirror', ['#c9a23a', '#8a6a2a', '#e8d9a8'], 'Rund spegel med förgyllda strålar.', 'sunburst'),
    extra: [['detail', 'Närbild av strålarna.']],
  },
  {
    key: 'glasmaster-markaryd-spegel',
    title: 'Spegel, mässing, Glasmäster Markaryd',
    maker: 'Glasmäster Markaryd',
    year: '1960-tal',
    category: 'SPEGLAR',
    description:
      'Rund spegel med bred ram i polerad mässing och facettslipat glas. Glasmäster i Markaryd tillverkade speglar och glasdetaljer som i dag är eftertraktade inredningsföremål. Etikett på baksidan.',
    condition: 'Gott skick. Mässingen med patina.',
    dimensions: 'Diameter 45 cm',
    estimate: [1500, 2000],
    buyNow: true,
    image: img('mirror', [BRASS, '#8a6a2a', '#efe4cc'], 'Rund spegel med mässingsram.', 'round'),
  },
  {
    key: 'spegel-gustaviansk-oval',
    title: 'Spegel, oval, gustaviansk stil, förgylld ram',
    maker: null,
    year: '1800-talets slut',
    category: 'SPEGLAR',
    description:
      'Oval spegel i förgylld träram med pärlstav och ett litet krön. Spegeln är gjord i gustaviansk stil under senare delen av 1800-talet. Originalglaset har kvar en mjuk, lätt silvrig ton.',
    condition: 'Förgyllningen med avslag och retuscher. Glaset med fläckar i kanten.',
    dimensions: '75 × 50 cm',
    estimate: [3000, 4000],
    reserve: true,
    image: img('mirror', ['#c4a04a', '#8a6a2a', '#e8d9a8'], 'Oval spegel med förgylld ram.', 'oval'),
  },
  {
    key: 'svenskt-tenn-hallspegel-frank',
    title: 'Hallspegel, Josef Frank, Firma Svenskt Tenn',
    maker: 'Josef Frank',
    year: '1950-tal',
    category: 'SPEGLAR',
    description:
      'Hög spegel med rundad överdel i mässingsinfattad ram, ritad av Josef Frank för Svenskt Tenn. Spegeln är stor nog att spegla hela figuren och passar i en hall eller ett sovrum. Märkt Svenskt Tenn på baksidan.',
    condition: 'Gott skick. Mässingen med patina.',
    dimensions: '140 × 60 cm',
    estimate: [8000, 10000],
    reserve: true,
    image: img('mirror', [BRASS, '#5a4a3a', '#e8d9a8'], 'Hög spegel med rundad överdel.', 'arch'),
    extra: [['detail', 'Närbild av ramens överdel.']],
  },
  {
    key: 'spegel-rund-teak',
    title: 'Spegel, rund, teakram, 1960-tal',
    maker: null,
    year: '1960-tal',
    category: 'SPEGLAR',
    description:
      'Rund väggspegel med profilerad ram i teak. En enkel och välproportionerad spegel typisk för den skandinaviska 1960-talsinredningen. Omärkt.',
    condition: 'Gott skick. Mindre repor på ramen.',
    dimensions: 'Diameter 50 cm',
    estimate: [600, 800],
    image: img('mirror', [TEAK, '#5a3a26', '#c9a36b'], 'Rund spegel med teakram.', 'round'),
  },
  {
    key: 'ikea-spegel-orange',
    title: 'Spegel, orange plast, Ikea, 1970-tal',
    maker: 'Ikea',
    year: '1970-tal',
    category: 'SPEGLAR',
    description:
      'Rund spegel med ram i orange plast, ett glatt exempel på 1970-talets färgstarka inredning. Ikea sålde den i flera kulörer och den hängde i otaliga svenska badrum. Etikett på baksidan.',
    condition: 'Gott skick. Ramen något blekt.',
    dimensions: 'Diameter 40 cm',
    estimate: [300, 400],
    image: img('mirror', ['#e07a2a', '#b85a1a', '#f2c28a'], 'Rund spegel med orange ram.', 'round'),
  },
  {
    key: 'spegel-valv-ek',
    title: 'Spegel, valvformad, ek, Carl Malmsten',
    maker: 'Carl Malmsten',
    year: '1940-tal',
    category: 'SPEGLAR',
    description:
      'Väggspegel med valvformad överdel och ram i massiv ek. Malmsten ritade flera speglar som komplement till sina möbler, alltid med väl avvägda proportioner. Etikett från Carl Malmsten AB.',
    condition: 'Gott skick. Ramen med lätt ytslitage.',
    dimensions: '90 × 50 cm',
    estimate: [2000, 2500],
    image: img('mirror', [OAK, '#8a6a3a', '#e8d9a8'], 'Valvformad spegel med ekram.', 'arch'),
  },

  // ===========================================================================================
  // SAMLARFOREMAL
  // ===========================================================================================
  {
    key: 'dalahast-nils-olsson',
    title: 'Dalahäst, Nils Olsson Hemslöjd, Nusnäs',
    maker: 'Nils Olsson Hemslöjd',
    year: '1980-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Traditionell rödmålad dalahäst med kurbitsmålad sadel i grönt, gult och vitt. Nils Olsson Hemslöjd i Nusnäs har tillverkat dalahästar sedan 1928, varje häst skuren och målad för hand. Stämplad under.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 20 cm',
    estimate: [300, 400],
    image: img('toy', ['#b5262a', '#2e6b3a', '#e8c547'], 'Röd dalahäst med målad sadel.', 'dalahorse'),
  },
  {
    key: 'dalahast-grannas-stor',
    title: 'Dalahäst, stor, Grannas A. Olsson, Nusnäs',
    maker: 'Grannas A. Olsson',
    year: '1950-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Stor dalahäst i blått med handmålad kurbits i rött, vitt och gult. Äldre och större hästar är eftertraktade bland samlare, särskilt med välbevarad målning. Märkt Grannas A. Olsson Hemslöjd, Nusnäs.',
    condition: 'Gott skick. Mindre färgbortfall vid hovarna.',
    dimensions: 'Höjd 40 cm',
    estimate: [800, 1000],
    buyNow: true,
    image: img('toy', ['#2b4a7a', '#e8c547', '#c8262c'], 'Stor blå dalahäst med målad dekor.', 'dalahorse'),
    extra: [['detail', 'Närbild av kurbitsmålningen.']],
  },
  {
    key: 'brio-leksaksbil-tra',
    title: 'Leksaksbil, trä, Brio, 1950-tal',
    maker: 'Brio',
    year: '1950-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Leksaksbil i lackerat trä med röd kaross, ljus hytt och svarta hjul. Brio startade i Osby och blev ett av världens mest kända leksaksmärken. Stämplad Brio under bilen.',
    condition: 'Lekslitage, lackskador på kanterna.',
    dimensions: 'Längd 22 cm',
    estimate: [400, 600],
    image: img('toy', ['#c8262c', '#efe4cc', '#c9a23a'], 'Röd leksaksbil i trä.', 'car'),
  },
  {
    key: 'pippi-langstrump-forsta-upplagan',
    title: 'Bok, "Pippi Långstrump", Astrid Lindgren, första upplagan 1945',
    maker: 'Astrid Lindgren',
    year: '1945',
    category: 'SAMLARFOREMAL',
    description:
      'Första upplagan av Pippi Långstrump, utgiven av Rabén & Sjögren 1945 med illustrationer av Ingrid Vang Nyman. Boken blev en omedelbar succé och förändrade synen på barnlitteratur. Förlagsband med omslag.',
    condition: 'Omslaget med revor och lagningar. Inlagan med enstaka fläckar, ryggen något lös.',
    dimensions: '21 × 15 cm',
    estimate: [8000, 10000],
    reserve: true,
    image: img('book', ['#c8553d', '#e2c14a', '#2b4a7a'], 'Trave med inbundna böcker.'),
    extra: [['detail', 'Närbild av bokryggarna.']],
  },
  {
    key: 'nordisk-familjebok-uggleupplagan',
    title: 'Böcker, 38 band, "Nordisk familjebok", uggleupplagan',
    maker: null,
    year: '1904–1926',
    category: 'SAMLARFOREMAL',
    description:
      'Komplett uppsättning av andra upplagan av Nordisk familjebok, den så kallade uggleupplagan efter ugglan på ryggarna. Uppslagsverket är fortfarande en guldgruva för den som vill förstå Sverige kring sekelskiftet. Halvfranska band med guldtryck.',
    condition: 'Ryggarna med nötning, några band med lösa pärmar.',
    dimensions: '26 × 18 cm per band',
    estimate: [1500, 2000],
    image: img('book', ['#5a2a1e', '#2e4a3a', '#7a4a2e'], 'Trave med läderbundna uppslagsböcker.'),
  },
  {
    key: 'jordglob-1950',
    title: 'Jordglob, 1950-tal',
    maker: null,
    year: '1950-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Jordglob på fot i mässing och svärtat trä, med kartbild från tiden efter andra världskriget. Globen visar flera numera försvunna statsbildningar och kolonier. Tysk tillverkning.',
    condition: 'Kartan med fläckar och små revor. Meridianen något glapp.',
    dimensions: 'Höjd 45 cm',
    estimate: [600, 800],
    image: img('misc', ['#8aa86a', '#e9dfc4', BRASS], 'Jordglob på fot.', 'globe'),
  },
  {
    key: 'mazetti-platburk',
    title: 'Plåtburk, "Mazetti", 1930-tal',
    maker: 'Mazetti',
    year: '1930-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Rektangulär plåtburk med lock, tryckt med blommor och dekor för chokladfabriken Mazetti i Malmö. Reklamburkar som denna är populära samlarobjekt och påminner om tiden då godis köptes i lösvikt. Lithografiskt tryck.',
    condition: 'Repor och lätt rost i kanterna.',
    dimensions: 'Bredd 20, djup 12, höjd 10 cm',
    estimate: [300, 400],
    image: img('misc', ['#b5262a', '#e8c547', '#f4eee0'], 'Röd plåtburk med blomdekor.', 'box'),
  },
  {
    key: 'skrin-allmogemalat',
    title: 'Skrin, allmogemålat, 1800-tal',
    maker: null,
    year: '1800-talets mitt',
    category: 'SAMLARFOREMAL',
    description:
      'Skrin i furu med välvt lock, målat i blått med blommor i rött och vitt. Skrin som detta användes för att förvara brudgåvor, handlingar och andra dyrbarheter. Smitt lås och hank.',
    condition: 'Slitage och färgförluster. Nyckel saknas.',
    dimensions: 'Bredd 40, djup 25, höjd 22 cm',
    estimate: [1200, 1500],
    image: img('misc', ['#2b4a7a', '#c8262c', '#f4eee0'], 'Blåmålat skrin med blommor.', 'box'),
    extra: [['detail', 'Detalj av den målade framsidan.']],
  },
  {
    key: 'tekno-volvo-pv',
    title: 'Leksaksbil, "Volvo PV 544", Tekno',
    maker: 'Tekno',
    year: '1960-tal',
    category: 'SAMLARFOREMAL',
    description:
      'Modellbil i pressgjuten metall föreställande en Volvo PV 544 i grått. Danska Tekno gjorde några av de mest detaljerade leksaksbilarna under efterkrigstiden. Stämplad Tekno, Denmark, under chassit.',
    condition: 'Gott skick. Mindre lackskador.',
    dimensions: 'Längd 10 cm',
    estimate: [600, 800],
    image: img('toy', ['#8a9298', '#cfd6da', '#2a2a2a'], 'Grå leksaksbil.', 'car'),
  },
  {
    key: 'elsa-beskow-tomtebobarnen',
    title: 'Bok, "Tomtebobarnen", Elsa Beskow, 1910',
    maker: 'Elsa Beskow',
    year: '1910',
    category: 'SAMLARFOREMAL',
    description:
      'Tidig upplaga av Elsa Beskows Tomtebobarnen, med hennes akvarellerade bilder av skogens små invånare under årets skiften. Beskows bilderböcker har lästs av generation efter generation. Förlagets kartonnage.',
    condition: 'Pärmarna nötta, hörnen stötta. Inlagan ren.',
    dimensions: '25 × 31 cm',
    estimate: [1000, 1200],
    image: img('book', ['#4f7a4a', '#c9a640', '#8a5a35'], 'Böcker staplade på varandra.'),
  },

  // ===========================================================================================
  // OVRIGT
  // ===========================================================================================
  {
    key: 'westerstrand-vaggur-teak',
    title: 'Väggur, teak, Westerstrand',
    maker: 'Westerstrand',
    year: '1960-tal',
    category: 'OVRIGT',
    description:
      'Runt väggur med ram i teak och ljus urtavla med streckmarkeringar. Westerstrand Urfabrik i Töreboda har tillverkat ur sedan 1906, och de här väggklockorna hängde i både kontor och kök. Batteriverk.',
    condition: 'Gott skick, går. Urtavlan med små fläckar.',
    dimensions: 'Diameter 35 cm',
    estimate: [600, 800],
    image: img('clock', [TEAK, '#f1ece1', '#c0392b'], 'Runt väggur med teakram.', 'wall'),
  },
  {
    key: 'bordsur-massing-1920',
    title: 'Bordsur, mässing och mahogny, 1920-tal',
    maker: null,
    year: '1920-tal',
    category: 'OVRIGT',
    description:
      'Bordsur med välvd låda i mahogny och urtavla inramad av mässing. Verket är ett mekaniskt åttadagarsverk med slag på hel- och halvtimme. Troligen tysk tillverkning.',
    condition: 'Går, men bör ses över. Lådan med mindre repor.',
    dimensions: 'Höjd 28 cm',
    estimate: [1500, 2000],
    image: img('clock', ['#6b2e1f', '#f3ead6', '#2a2a2a'], 'Bordsur i mahogny med mässingsinfattad urtavla.', 'mantel'),
    extra: [['detail', 'Närbild av urtavlan.']],
  },
  {
    key: 'gustavsberg-lockurna',
    title: 'Lockurna, fajans, Gustavsberg',
    maker: 'Gustavsberg',
    year: '1940-tal',
    category: 'OVRIGT',
    description:
      'Rundad urna med lock i fajans, dekorerad med band i grönt och guld. Urnor som denna var tänkta som prydnad på byrå eller spiselhylla. Stämplad Gustavsberg med ankare.',
    condition: 'Litet nagg under lockets kant.',
    dimensions: 'Höjd 34 cm',
    estimate: [800, 1000],
    image: img('misc', ['#2f6e5a', '#c9a640', '#e9e2d0'], 'Grön lockurna i keramik.', 'jar'),
  },
  {
    key: 'vaggur-sol-1950',
    title: 'Väggur, solform, 1950-tal',
    maker: null,
    year: '1950-tal',
    category: 'OVRIGT',
    description:
      'Väggur med svart urtavla och ram i förgylld metall. Ett typiskt inredningsur från 1950-talet med tydliga visare och diskret sekundvisare i rött. Elektriskt verk, senare ombyggt till batteri.',
    condition: 'Gott skick, går. Förgyllningen något nött.',
    dimensions: 'Diameter 40 cm',
    estimate: [1000, 1200],
    image: img('clock', ['#c9a23a', '#1f1d1b', '#c0392b'], 'Väggur med svart urtavla och guldram.', 'wall'),
  },
  {
    key: 'dansk-bricka-teak',
    title: 'Bricka, teak, Jens Quistgaard, Dansk Designs',
    maker: 'Jens Quistgaard',
    year: '1960-tal',
    category: 'OVRIGT',
    description:
      'Rund serveringsbricka i massiv teak med upphöjd kant. Jens Quistgaard ritade trä- och köksföremål för Dansk Designs med en skulptural känsla för materialet. Brännstämplad Dansk.',
    condition: 'Normalt bruksslitage, lätt uttorkad yta.',
    dimensions: 'Diameter 38 cm',
    estimate: [400, 600],
    image: img('plate', [TEAK, '#6b3f22', '#a07a52'], 'Rund bricka i teak, stående.'),
  },
  {
    key: 'fotoalbum-skinnband',
    title: 'Fotoalbum, skinnband, 1900-talets början',
    maker: null,
    year: '1900-talets början',
    category: 'OVRIGT',
    description:
      'Fotoalbum i mörkgrönt skinnband med guldtryck, innehållande ett fyrtiotal kabinettsfotografier av en familj i Västergötland. Albumet ger en levande bild av klädmode och ateljéfotografi kring sekelskiftet. Mässingslås.',
    condition: 'Bandet nött, låset fungerar. Några fotografier saknas.',
    dimensions: '30 × 24 cm',
    estimate: [300, 400],
    image: img('book', ['#2e4a3a', '#5a2a1e', '#3a3a5a'], 'Trave med inbundna album.'),
  },
  {
    key: 'barometer-massing',
    title: 'Barometer, mässing, 1900-talets början',
    maker: null,
    year: '1900-talets början',
    category: 'OVRIGT',
    description:
      'Aneroidbarometer i rund mässingsboett med ljus tavla och två visare. Barometern hängde troligen i en hall eller ett kontor och har kvar sitt ursprungliga glas. Graverad tavla.',
    condition: 'Gott skick. Boetten med patina, visaren för referens något lös.',
    dimensions: 'Diameter 22 cm',
    estimate: [800, 1000],
    image: img('clock', [BRASS, '#f3ead6', '#2a2a2a'], 'Rund barometer i mässing.', 'wall'),
  },
  {
    key: 'ikea-syskrin-bjork',
    title: 'Syskrin, björk, Ikea, 1960-tal',
    maker: 'Ikea',
    year: '1960-tal',
    category: 'OVRIGT',
    description:
      'Syskrin i björk med lock och invändigt fack för trådrullar och nålar. Ett tidigt exempel på Ikeas enkla, ljusa trävaror från tiden då varuhuset i Älmhult fortfarande var nytt. Etikett under botten.',
    condition: 'Gott skick. Locket med mindre repor.',
    dimensions: 'Bredd 32, djup 20, höjd 15 cm',
    estimate: [300, 400],
    image: img('misc', [BIRCH, '#3a6b5a', '#c8553d'], 'Skrin i ljust trä med målade blommor.', 'box'),
  },

  // ===========================================================================================
  // TAVLOR_TRYCK
  // ===========================================================================================
  {
    key: 'lindstrom-olja-komposition',
    resaleRight: true,
    title: 'Oljemålning, komposition, Bengt Lindström',
    maker: 'Bengt Lindström',
    year: '1970-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Kraftfull abstrakt komposition i olja på duk med pastos färg i rött, blått och gult. Bengt Lindström var känd för sitt expressiva måleri där färgen får bära hela bilden. Signerad Lindström nere till höger.',
    condition: 'Gott skick. Ramen med mindre avslag.',
    dimensions: 'Duk 73 × 60 cm',
    estimate: [30000, 40000],
    reserve: true,
    image: img('painting', ['#c8262c', '#2b4a8c', '#e2c14a'], 'Abstrakt oljemålning i rött och blått i förgylld ram.', 'abstract'),
    extra: [
      ['detail', 'Närbild av den pastosa färgen.'],
      ['reverse', 'Baksidan av duken med spännram och etikett.'],
    ],
  },
  {
    key: 'jirlow-olja-tradgard',
    resaleRight: true,
    title: 'Oljemålning, trädgårdsinteriör, Lennart Jirlow',
    maker: 'Lennart Jirlow',
    year: '1980-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Stilleben med vas och frukt på ett bord i en grönskande trädgård, målat i olja med Lennart Jirlows typiska romantiska, lätt naivistiska ton. Jirlow var verksam i Frankrike och hans bilder av kaféer och trädgårdar är mycket omtyckta. Signerad Jirlow.',
    condition: 'Mycket gott skick.',
    dimensions: 'Duk 46 × 38 cm',
    estimate: [15000, 20000],
    reserve: true,
    image: img('painting', ['#4f7a4a', '#c9b79c', '#c8553d'], 'Oljemålning med stilleben i förgylld ram.', 'stilllife'),
    extra: [['detail', 'Närbild av vasen och frukten.']],
  },
  {
    key: 'skargardsmotiv-okand',
    title: 'Oljemålning, skärgårdsmotiv, Okänd konstnär, 1900-talets början',
    maker: 'Okänd konstnär',
    year: '1900-talets början',
    category: 'TAVLOR_TRYCK',
    description:
      'Sommarkväll i skärgården med klippor, tallar och en blank vattenspegel, målad i olja på duk. Målningen har en lugn, ljus stämning i nationalromantisk anda. Otydligt signerad nere till vänster.',
    condition: 'Krakelering i färgskiktet, duken något slak. Ramen med avslag.',
    dimensions: 'Duk 50 × 70 cm',
    estimate: [1500, 2000],
    image: img('painting', ['#4a6a7a', '#e8d7b0', '#e07a4a'], 'Landskapsmålning med klippor och hav i ram.', 'landscape'),
    extra: [['reverse', 'Baksidan av duken.']],
  },
  {
    key: 'varvinter-dalarna-okand',
    title: 'Oljemålning, "Vårvinter i Dalarna", Okänd konstnär',
    maker: 'Okänd konstnär',
    year: '1930-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Dalalandskap i vårvinterljus med smältande snö på åkrarna och blå åsar i fjärran. Målad i olja på pannå med en säker känsla för ljus och avstånd. Titel på etikett på baksidan.',
    condition: 'Gott skick. Ramen med nötning.',
    dimensions: 'Pannå 38 × 46 cm',
    estimate: [800, 1000],
    buyNow: true,
    image: img('painting', ['#e8e4dc', '#8fb0d0', '#e8c547'], 'Vinterlandskap med blå åsar i ram.', 'landscape'),
  },
  {
    key: 'olle-olsson-hagalund-gouache',
    resaleRight: true,
    title: 'Gouache, förortsmotiv, Olle Olsson Hagalund',
    maker: 'Olle Olsson Hagalund',
    year: '1950-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Gouache med små hus, trädgårdar och kullar i Hagalund, målad med Olle Olssons poetiska och stillsamma blick. Han skildrade under hela livet förorten där han bodde, i skymningsljus och gröna toner. Signerad Olle Olsson.',
    condition: 'Gott skick. Lätt gulnat papper.',
    dimensions: 'Bildyta 30 × 40 cm',
    estimate: [5000, 7000],
    reserve: true,
    image: img('painting', ['#3a6b4a', '#c9c27a', '#c8553d'], 'Målning med grönt kuperat landskap i ram.', 'landscape'),
  },
  {
    key: 'abstrakt-olja-1960-okand',
    title: 'Oljemålning, abstrakt komposition, Okänd konstnär, 1960-tal',
    maker: 'Okänd konstnär',
    year: '1960-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Abstrakt komposition med geometriska fält i ockra, svart och turkos, målad i olja på duk. Bilden är ett fint exempel på den konkreta konst som många svenska konstnärer arbetade med efter kriget. Monogramsignerad.',
    condition: 'Gott skick. Mindre repa i färgskiktet.',
    dimensions: 'Duk 65 × 54 cm',
    estimate: [1200, 1500],
    image: img('painting', ['#c9923a', '#1f1d1b', '#3a9aa8'], 'Abstrakt målning med geometriska former i ram.', 'abstract'),
  },
  {
    key: 'stilleben-frukt-okand',
    title: 'Oljemålning, stilleben med frukt, Okänd konstnär, 1940-tal',
    maker: 'Okänd konstnär',
    year: '1940-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Stilleben med kanna, äpplen och citroner på ett bord med brun duk. Målat i olja på duk med dova färger och en mjuk, traditionell ljussättning. Osignerad.',
    condition: 'Färgskiktet med krakelering, lätt smutsig fernissa.',
    dimensions: 'Duk 40 × 50 cm',
    estimate: [600, 800],
    image: img('painting', ['#6b4a2e', '#8a8a6a', '#e2c14a'], 'Stilleben med vas och frukt i ram.', 'stilllife'),
  },
  {
    key: 'lindstrom-litografi-ansikte',
    resaleRight: true,
    title: 'Litografi, "Ansikte", Bengt Lindström, numrerad 112/280',
    maker: 'Bengt Lindström',
    year: '1980-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Färglitografi med ett av Bengt Lindströms karakteristiska ansikten i starka färger. Grafiken gjorde hans bildvärld tillgänglig för en bred publik. Signerad med blyerts och numrerad 112/280.',
    condition: 'Gott skick. Lätt gulnad passepartout.',
    dimensions: 'Bildyta 60 × 45 cm',
    estimate: [1500, 2000],
    buyNow: true,
    image: img('print', ['#c8262c', '#2b4a8c', '#e2c14a'], 'Inramad färglitografi med figur.', 'figure'),
  },
  {
    key: 'von-schantz-fargetsning-applen',
    title: 'Färgetsning, "Äpplen", Philip von Schantz, numrerad 45/150',
    maker: 'Philip von Schantz',
    year: '1980-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Färgetsning med äpplen i rött och grönt mot mörk bakgrund. Philip von Schantz var en mästare i den svåra färgetsningen och hans stilleben med frukt är mycket eftersökta. Signerad och numrerad 45/150.',
    condition: 'Mycket gott skick.',
    dimensions: 'Bildyta 30 × 30 cm',
    estimate: [3000, 4000],
    reserve: true,
    image: img('print', ['#b0413e', '#4f7a4a', '#e2c14a'], 'Inramad etsning med runda former i rött och grönt.', 'circles'),
    extra: [['reverse', 'Baksidan av ramen.']],
  },
  {
    key: 'serigrafi-komposition-bonnier',
    title: 'Serigrafi, komposition, Olle Bonniér',
    maker: 'Olle Bonniér',
    year: '1970-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Serigrafi med en rytmisk komposition av rektanglar i gult, blått och grått. Olle Bonniér var en av pionjärerna inom svensk konkret konst och arbetade ofta i grafik. Signerad och numrerad med blyerts.',
    condition: 'Gott skick.',
    dimensions: 'Bildyta 50 × 40 cm',
    estimate: [1000, 1200],
    image: img('print', ['#e2c14a', '#2b4a8c', '#9a9c9e'], 'Inramad serigrafi med rektanglar.', 'blocks'),
  },
  {
    key: 'trotzig-etsning',
    title: 'Etsning, "Fågelsträck", Ulf Trotzig',
    maker: 'Ulf Trotzig',
    year: '1980-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Etsning i svart och blått med böljande linjer som för tankarna till fåglar över ett landskap. Ulf Trotzig är känd för sitt laddade, nästan kalligrafiska bildspråk. Signerad och numrerad.',
    condition: 'Gott skick. Liten fläck i marginalen.',
    dimensions: 'Bildyta 40 × 30 cm',
    estimate: [1000, 1200],
    image: img('print', ['#1f2a3a', '#c9d4dc', '#3a5a8a'], 'Inramad etsning med svepande linjer.', 'lines'),
  },
  {
    key: 'trasnitt-japansk-stil',
    title: 'Träsnitt, landskap i japansk stil, Okänd konstnär',
    maker: 'Okänd konstnär',
    year: '1920-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Färgträsnitt med ett stilla landskap i japansk anda, med mjukt tryckta färgfält och tydliga konturer. Träsnitt i japansk stil var populära bland svenska grafiker under början av 1900-talet. Monogram i blocket.',
    condition: 'Papperet lätt gulnat, ramen senare.',
    dimensions: 'Bildyta 25 × 35 cm',
    estimate: [400, 600],
    image: img('print', ['#3a5a4a', '#e8dcc0', '#b0413e'], 'Inramat träsnitt med linjer.', 'lines'),
  },
  {
    key: 'reutersward-non-violence',
    resaleRight: true,
    title: 'Serigrafi, "Non Violence", Carl Fredrik Reuterswärd',
    maker: 'Carl Fredrik Reuterswärd',
    year: '1990-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Serigrafi med den knutna revolvern, Reuterswärds fredssymbol som i skulpturform står utanför FN-högkvarteret i New York. Motivet skapades efter mordet på John Lennon 1980. Signerad och numrerad med blyerts.',
    condition: 'Mycket gott skick.',
    dimensions: 'Bildyta 70 × 50 cm',
    estimate: [3000, 4000],
    image: img('print', ['#2a2826', '#c9c2b0', '#b0413e'], 'Inramad serigrafi med stiliserad figur.', 'figure'),
    extra: [['reverse', 'Baksidan av ramen.']],
  },
  {
    key: 'jirlow-litografi-kafe',
    title: 'Färglitografi, kafé, Lennart Jirlow, numrerad',
    maker: 'Lennart Jirlow',
    year: '1990-tal',
    category: 'TAVLOR_TRYCK',
    description:
      'Färglitografi med ett kafébord under träd, i Jirlows ljusa och lite drömska stil. Litografierna följde samma motivkrets som målningarna och har en bred samlarkrets. Signerad och numrerad med blyerts.',
    condition: 'Gott skick.',
    dimensions: 'Bildyta 45 × 35 cm',
    estimate: [800, 1000],
    image: img('print', ['#4f7a4a', '#e8d7b0', '#c8553d'], 'Inramad litografi med figur och sol.', 'figure'),
  },

  // ===========================================================================================
  // TEMAAUKTION – 1970-tal
  // ===========================================================================================
  {
    key: 'tema-ikea-poem-fatolj',
    title: 'Fåtölj, "Poem", Noboru Nakamura, Ikea',
    maker: 'Noboru Nakamura',
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: fåtölj med fjädrande stomme i böjträ och dyna i rostbrunt tyg, föregångaren till dagens Poäng. Noboru Nakamura ritade stolen 1976 och den blev en av Ikeas största framgångar. Etikett under sitsen.',
    condition: 'Gott skick. Dynan med blekning.',
    dimensions: 'Bredd 68, djup 82, höjd 100 cm',
    estimate: [800, 1000],
    image: img('armchair', ['#a0522d', BIRCH, '#3a2a1e'], 'Fjädrande fåtölj i böjträ med brun dyna.', 'lounge'),
  },
  {
    key: 'tema-panthella-bordslampa',
    title: 'Bordslampa, "Panthella", Verner Panton, Louis Poulsen',
    maker: 'Verner Panton',
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: bordslampa med svampformad skärm och trumpetfot i vit akrylplast. Verner Panton ritade Panthella 1971 och formen har blivit en ikon för decenniets optimism. Märkt Louis Poulsen.',
    condition: 'Gott skick. Foten med lätta repor. Elen ej kontrollerad.',
    dimensions: 'Höjd 58 cm, diameter 50 cm',
    estimate: [4000, 5000],
    reserve: true,
    image: img('lamp', ['#f2f0ea', '#f6f4ee', '#e07a2a'], 'Vit bordslampa med svampformad skärm.', 'table'),
    extra: [['detail', 'Närbild av skärmen.']],
  },
  {
    key: 'tema-orange-taklampa',
    title: 'Taklampa, orange plast, 1970-tal',
    maker: null,
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: kupolformad taklampa i orange plast med vit insida. Lampan har den färgglada, rundade form som fick stå för framtidstro i köken under 1970-talet. Omärkt.',
    condition: 'Gott skick. Små repor. Elen ej kontrollerad.',
    dimensions: 'Diameter 36 cm',
    estimate: [400, 600],
    image: img('lamp', ['#e8761e', '#f2e6d0', '#ffffff'], 'Orange kupolformad taklampa.', 'pendant'),
  },
  {
    key: 'tema-marimekko-bo-boo',
    title: 'Tyg, "Bo Boo", Katsuji Wakisaka, Marimekko',
    maker: 'Katsuji Wakisaka',
    year: '1975',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: bomullstyg med Katsuji Wakisakas lekfulla mönster Bo Boo i starka färger. Wakisaka arbetade för Marimekko 1968–1976 och ritade några av märkets mest älskade barnmönster. Tryckt kantmärkning.',
    condition: 'Gott skick. Lätt blekt i vikarna.',
    dimensions: '150 × 140 cm',
    estimate: [600, 800],
    image: img('textile', ['#2b6a9a', '#e8c547', '#c8262c'], 'Färgglatt mönstrat tyg på stång.', 'geometric'),
  },
  {
    key: 'tema-jie-vaggplatta',
    title: 'Väggplatta, Aimo Nietosvuori, Jie Gantofta',
    maker: 'Aimo Nietosvuori',
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: rund väggplatta i glaserad keramik med relief i brunt, grönt och orange. Jie Gantofta i Skåne gjorde väggplattor som hängde i otaliga svenska hem och Aimo Nietosvuori stod för många av de mest kända motiven. Märkt Jie Gantofta.',
    condition: 'Mycket gott skick.',
    dimensions: 'Diameter 26 cm',
    estimate: [300, 400],
    image: img('plate', ['#a0683a', '#4f7a4a', '#e07a2a'], 'Rund väggplatta i brunt med dekor.'),
  },
  {
    key: 'tema-lindshammar-vas-orange',
    title: 'Vas, orange glas, Lindshammar',
    maker: 'Lindshammar',
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: flaskformad vas i orange glas med vitt överfång på insidan. Lindshammars glasbruk i Småland gjorde många av decenniets färgstarka bruksglas. Etikett och signatur under botten.',
    condition: 'Mycket gott skick.',
    dimensions: 'Höjd 25 cm',
    estimate: [300, 400],
    image: img('vase', ['#e8761e', '#f2c28a', '#b85a1a'], 'Orange glasvas med smal hals.', 'bottle'),
  },
  {
    key: 'tema-affisch-moderna-museet',
    title: 'Affisch, Moderna Museet, 1970-tal',
    maker: null,
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: utställningsaffisch från Moderna Museet i Stockholm, tryckt i offset med stora runda former i rött och lila. Museets affischer från 1970-talet är i dag eftertraktade som konst i sig. Inramad.',
    condition: 'Gott skick. Små veck i kanterna.',
    dimensions: '70 × 50 cm',
    estimate: [400, 600],
    image: img('print', ['#c8262c', '#7a3a8a', '#e8c547'], 'Inramad affisch med runda färgfält.', 'circles'),
  },
  {
    key: 'tema-ryamatta-1970',
    title: 'Ryamatta, orange och brun, 1970-tal',
    maker: null,
    year: '1970-tal',
    category: 'TEMAAUKTION',
    description:
      'Temaauktion 1970-tal: långhårig ryamatta i ull med stora mjuka fält i orange, brunt och gult. Ryan var 1970-talets favoritgolv, gärna i kombination med en låg soffgrupp. Handknuten.',
    condition: 'Gott skick, nyrengjord.',
    dimensions: '200 × 140 cm',
    estimate: [1500, 2000],
    buyNow: true,
    image: img('rug', ['#6b3f22', '#e8761e', '#e2c14a'], 'Ryamatta i orange och brunt, ovanifrån.', 'rya'),
  },
];

export const DEMO_LOTS: readonly DemoLot[] = SPECS.map(toLot);
