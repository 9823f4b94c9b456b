/**
 * Local, deterministic "studio photo" renderer for the demo catalogue.
 *
 * Each lot carries an ImageRecipe (motif + palette + seed). We build an SVG that looks like a tidy
 * product shot — warm-grey seamless backdrop, soft floor shadow, a stylised object shaded with
 * gradients — and rasterise it with sharp. No network, no fonts, no text in the images.
 *
 * Everything is drawn in a design space 1000 units wide (1000 or 1250 high) and scaled by the
 * SVG viewBox, so any output size works.
 */
import sharp from 'sharp';

export type Motif =
  | 'vase'
  | 'bowl'
  | 'glass'
  | 'plate'
  | 'painting'
  | 'print'
  | 'sculpture'
  | 'figurine'
  | 'lamp'
  | 'floorlamp'
  | 'chair'
  | 'armchair'
  | 'table'
  | 'cabinet'
  | 'rug'
  | 'textile'
  | 'ring'
  | 'necklace'
  | 'brooch'
  | 'candlestick'
  | 'mirror'
  | 'jacket'
  | 'bag'
  | 'clock'
  | 'toy'
  | 'book'
  | 'misc';

export const MOTIFS: readonly Motif[] = [
  'vase',
  'bowl',
  'glass',
  'plate',
  'painting',
  'print',
  'sculpture',
  'figurine',
  'lamp',
  'floorlamp',
  'chair',
  'armchair',
  'table',
  'cabinet',
  'rug',
  'textile',
  'ring',
  'necklace',
  'brooch',
  'candlestick',
  'mirror',
  'jacket',
  'bag',
  'clock',
  'toy',
  'book',
  'misc',
];

/**
 * Named sub-shapes per motif. A recipe may ask for one (e.g. a table lamp rather than a pendant);
 * without it the seed decides.
 */
export const MOTIF_VARIANTS = {
  vase: ['ovoid', 'bottle', 'cylinder', 'trumpet', 'globe', 'tapered'],
  bowl: [],
  glass: ['stem', 'tumbler', 'carafe'],
  plate: [],
  painting: ['landscape', 'abstract', 'stilllife'],
  print: ['circles', 'lines', 'figure', 'blocks'],
  sculpture: ['stack', 'torus', 'organic', 'bust'],
  figurine: ['cat', 'bird', 'owl'],
  lamp: ['table', 'pendant', 'ph'],
  floorlamp: ['drum', 'tripod', 'globe'],
  chair: ['spindle', 'ladder', 'panel'],
  armchair: ['club', 'lounge'],
  table: ['round', 'rect'],
  cabinet: ['sideboard', 'highboard'],
  rug: ['rolakan', 'stripes', 'oriental', 'rya'],
  textile: ['floral', 'geometric', 'stripes'],
  ring: ['solitaire', 'cluster', 'signet', 'band'],
  necklace: ['beads', 'chain'],
  brooch: ['oval', 'flower', 'leaf'],
  candlestick: ['pair', 'candelabra'],
  mirror: ['round', 'sunburst', 'arch', 'oval'],
  jacket: ['blazer', 'trimmed', 'coat'],
  bag: ['handbag', 'shoulder'],
  clock: ['wall', 'mantel'],
  toy: ['dalahorse', 'car'],
  book: [],
  misc: ['box', 'globe', 'jar'],
} as const satisfies Record<Motif, readonly string[]>;

export type ImageVariant = (typeof MOTIF_VARIANTS)[Motif][number];

/** 'front' is the main shot; 'detail' a close-up; 'reverse' the object seen from the other side. */
export type ImageView = 'front' | 'detail' | 'reverse';

export interface ImageRecipe {
  motif: Motif;
  /** Three colours as '#rrggbb'. Roughly: main material, secondary, accent (see each motif's drawer). */
  palette: [string, string, string];
  seed: number;
  /** Swedish alt text for the rendered image. */
  alt: string;
  /** Optional sub-shape; must be one of MOTIF_VARIANTS[motif], otherwise the seed decides. */
  variant?: ImageVariant;
  /** Optional camera view of the same object (same seed → same object). Default 'front'. */
  view?: ImageView;
}

const PORTRAIT_MOTIFS: ReadonlySet<Motif> = new Set<Motif>(['painting', 'print', 'mirror', 'floorlamp']);
/** Motifs photographed from above on a table-top. */
const FLAT_MOTIFS: ReadonlySet<Motif> = new Set<Motif>(['rug', 'necklace', 'brooch']);
/** Motifs whose 'reverse' view is the back of the picture rather than a mirrored shot. */
const VERSO_MOTIFS: ReadonlySet<Motif> = new Set<Motif>(['painting', 'print']);
/** Vertical centre (fraction of height) that a 'detail' view zooms into. */
const DETAIL_FOCUS: Partial<Record<Motif, number>> = {
  ring: 0.42,
  bowl: 0.62,
  plate: 0.46,
  book: 0.68,
  bag: 0.6,
  toy: 0.6,
  table: 0.55,
  cabinet: 0.6,
  candlestick: 0.55,
  painting: 0.45,
  print: 0.45,
  mirror: 0.45,
  floorlamp: 0.3,
  jacket: 0.45,
  lamp: 0.45,
};
/** Per-motif scale of the object (not the backdrop), so small things fill the frame. */
const ZOOM: Partial<Record<Motif, number>> = {
  vase: 1.2,
  bowl: 1.22,
  glass: 1.3,
  sculpture: 1.1,
  figurine: 1.2,
  candlestick: 1.15,
  book: 1.15,
  misc: 1.2,
  brooch: 1.15,
  ring: 1.1,
  bag: 1.2,
  toy: 1.1,
  lamp: 1.05,
};
const JPEG_QUALITY = 82;

export function isPortraitMotif(motif: Motif): boolean {
  return PORTRAIT_MOTIFS.has(motif);
}

/** The default pixel size renderLotImage produces for a recipe. */
export function imageSize(recipe: Pick<ImageRecipe, 'motif'>): { width: number; height: number } {
  return isPortraitMotif(recipe.motif) ? { width: 1200, height: 1500 } : { width: 1200, height: 1200 };
}

/** Renders the recipe to a JPEG buffer. Same recipe and size → identical bytes. */
export async function renderLotImage(recipe: ImageRecipe, opts: { width?: number; height?: number } = {}): Promise<Buffer> {
  const def = imageSize(recipe);
  const aspect = def.height / def.width;
  const width = Math.round(opts.width ?? (opts.height !== undefined ? opts.height / aspect : def.width));
  const height = Math.round(opts.height ?? width * aspect);
  if (!(width > 0 && height > 0 && width <= 8000 && height <= 8000)) {
    throw new RangeError(`Invalid image size ${width}x${height}`);
  }
  const layers = buildLayers(recipe);
  // The backdrop is nothing but smooth gradients, and full-canvas (radial) gradients are the most
  // expensive thing to rasterise. So it is rendered small, embedded as a PNG and scaled up by the
  // SVG renderer: visually identical (≤ 2/255 per channel) at about half the total cost.
  const k = Math.max(width / 1000, height / layers.vh) / BACKDROP_SCALE;
  const bw = Math.max(8, Math.ceil(1000 * k));
  const bh = Math.max(8, Math.ceil(layers.vh * k));
  const backdrop = await sharp(Buffer.from(svgDocument(bw, bh, layers.vh, layers.defs + layers.backdrop, 'none')))
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
  const image = `<image href="data:image/png;base64,${backdrop.toString('base64')}" x="0" y="0" width="1000" height="${layers.vh}" preserveAspectRatio="none"/>`;
  const svg = svgDocument(width, height, layers.vh, layers.defs + image + layers.object);
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer();
}

/** The backdrop is rasterised at 1/BACKDROP_SCALE of the output resolution. */
const BACKDROP_SCALE = 6;

/** Exposed for tests and debugging: the whole picture as one SVG document. */
export function buildLotSvg(recipe: ImageRecipe, width: number, height: number): string {
  const layers = buildLayers(recipe);
  return svgDocument(width, height, layers.vh, layers.defs + layers.backdrop + layers.object);
}

function svgDocument(width: number, height: number, vh: number, content: string, aspect = 'xMidYMid slice'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 1000 ${vh}" preserveAspectRatio="${aspect}">${content}</svg>`
  );
}

interface Layers {
  /** Height of the design space (width is always 1000). */
  vh: number;
  defs: string;
  backdrop: string;
  object: string;
}

function buildLayers(recipe: ImageRecipe): Layers {
  const vh = isPortraitMotif(recipe.motif) ? 1250 : 1000;
  const ctx = new Ctx(recipe, vh);
  const body = DRAWERS[recipe.motif](ctx);
  const zoom = ZOOM[recipe.motif] ?? 1;
  const [ax, ay] = FLAT_MOTIFS.has(recipe.motif) ? [500, vh / 2] : [ctx.cx, ctx.floor];
  const transforms: string[] = [];
  const view = recipe.view ?? 'front';
  if (view === 'detail') {
    // Close-up around the middle of the object.
    const fy = FLAT_MOTIFS.has(recipe.motif) ? vh / 2 : vh * (DETAIL_FOCUS[recipe.motif] ?? 0.48);
    transforms.push(`translate(500 ${n(vh / 2)}) scale(1.9) translate(-500 ${n(-fy)})`);
  } else if (view === 'reverse' && !VERSO_MOTIFS.has(recipe.motif)) {
    transforms.push(`translate(${n(1000 - ax)} ${n(ay)}) scale(-0.93 0.93) translate(${n(-ax)} ${n(-ay)})`);
  }
  if (zoom !== 1) transforms.push(`translate(${n(ax)} ${n(ay)}) scale(${zoom}) translate(${n(-ax)} ${n(-ay)})`);
  const transform = transforms.length ? ` transform="${transforms.join(' ')}"` : '';
  return { vh, defs: `<defs>${ctx.defs.join('')}</defs>`, backdrop: ctx.backdrop, object: `<g${transform}>${body}</g>` };
}

// ---------------------------------------------------------------------------------------------
// Utilities: numbers, colours, random numbers, paths
// ---------------------------------------------------------------------------------------------

/** Formats a coordinate with at most one decimal. */
function n(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

type Pt = readonly [number, number];
type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m || m[1] === undefined) throw new Error(`Invalid colour "${color}", expected #rgb or #rrggbb`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** t > 0 lightens towards white, t < 0 darkens towards black. */
function shade(c: string, t: number): string {
  return t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t);
}

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

class Rng {
  private state: number;
  constructor(seed: number) {
    // Mix the seed so that neighbouring seeds give unrelated streams.
    let s = Math.floor(Math.abs(seed)) >>> 0;
    s = Math.imul(s ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
    s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.state = (s ^ (s >>> 16)) >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const v = items[Math.floor(this.next() * items.length)];
    if (v === undefined) throw new Error('pick() from empty list');
    return v;
  }
  jitter(v: number, rel: number): number {
    return v * (1 + this.range(-rel, rel));
  }
}

/** Smooth open path through points (Catmull-Rom → cubic Bézier). Returns segments after the first point. */
function smoothSegments(pts: readonly Pt[], tension = 1): string {
  let d = '';
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[Math.min(pts.length - 1, i + 2)] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

function smoothOpen(pts: readonly Pt[], tension = 1): string {
  const first = pts[0];
  if (!first) return '';
  return `M${n(first[0])},${n(first[1])}${smoothSegments(pts, tension)}`;
}

/** Smooth closed path through points. */
function smoothClosed(pts: readonly Pt[]): string {
  const m = pts.length;
  if (m < 3) return '';
  let d = '';
  for (let i = 0; i < m; i++) {
    const p0 = pts[(i - 1 + m) % m];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % m];
    const p3 = pts[(i + 2) % m];
    if (!p0 || !p1 || !p2 || !p3) continue;
    if (i === 0) d += `M${n(p1[0])},${n(p1[1])}`;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

function poly(pts: readonly Pt[]): string {
  return `M${pts.map((p) => `${n(p[0])},${n(p[1])}`).join('L')}Z`;
}

/**
 * A turned (rotationally symmetric) silhouette: profile given as [y, radius] from top to bottom.
 */
function lathe(cx: number, profile: readonly Pt[]): string {
  const right: Pt[] = profile.map(([y, r]) => [cx + r, y]);
  const left: Pt[] = [...profile].reverse().map(([y, r]) => [cx - r, y]);
  const r0 = right[0];
  const l0 = left[0];
  if (!r0 || !l0) return '';
  return `M${n(r0[0])},${n(r0[1])}${smoothSegments(right, 0.9)}L${n(l0[0])},${n(l0[1])}${smoothSegments(left, 0.9)}Z`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function stroke(d: string, color: string, width: number, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}"${cap} stroke-linejoin="round"${extra}/>`;
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Drawing context with shared gradients
// ---------------------------------------------------------------------------------------------

class Ctx {
  readonly w = 1000;
  readonly h: number;
  readonly cx = 500;
  floor: number;
  readonly r: Rng;
  readonly p: readonly [string, string, string];
  readonly variant: string | undefined;
  readonly view: ImageView;
  readonly defs: string[] = [];
  /** Backdrop markup, drawn unscaled beneath the object. */
  backdrop = '';
  private counter = 0;
  private cache = new Map<string, string>();

  constructor(recipe: ImageRecipe, vh: number) {
    this.h = vh;
    this.floor = vh === 1000 ? 800 : 1080;
    this.r = new Rng(recipe.seed);
    this.variant = recipe.variant;
    this.view = recipe.view ?? 'front';
    const [a, b, c] = recipe.palette;
    this.p = [toHex(parseHex(a)), toHex(parseHex(b)), toHex(parseHex(c))];
  }

  /** Chooses a sub-shape: the recipe's variant when it is one of the options, else a seeded pick. */
  kind<T extends string>(options: readonly T[]): T {
    const picked = this.r.pick(options);
    return options.find((o) => o === this.variant) ?? picked;
  }

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private memo(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return `url(#${hit})`;
    const id = this.uid('d');
    this.defs.push(make(id));
    this.cache.set(key, id);
    return `url(#${id})`;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const key = `L${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.memo(
      key,
      (id) => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
  }

  /** Linear gradient in user space (for gradients spanning several shapes). */
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `LU${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.memo(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsSvg(stops)}</linearGradient>`,
    );
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `R${cx},${cy},${r},${fx},${fy}:${JSON.stringify(stops)}`;
    return this.memo(
      key,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
    );
  }

  /** Horizontal shading for turned/cylindrical objects, light from the upper left. */
  cylShade(strength = 1): string {
    const s = strength;
    return this.linear([
      [0, '#000000', 0.42 * s],
      [0.12, '#000000', 0.12 * s],
      [0.3, '#ffffff', 0.3 * s],
      [0.42, '#ffffff', 0.06 * s],
      [0.68, '#000000', 0.1 * s],
      [0.9, '#000000', 0.32 * s],
      [1, '#000000', 0.5 * s],
    ]);
  }

  /** Soft ball-like shading. */
  sphereShade(strength = 1): string {
    const s = strength;
    return this.radial(
      [
        [0, '#ffffff', 0.5 * s],
        [0.3, '#ffffff', 0.08 * s],
        [0.7, '#000000', 0.12 * s],
        [1, '#000000', 0.42 * s],
      ],
      0.45,
      0.45,
      0.62,
      0.34,
      0.28,
    );
  }

  /** Vertical light fall-off: lighter top, darker bottom. */
  vShade(strength = 1): string {
    const s = strength;
    return this.linear(
      [
        [0, '#ffffff', 0.22 * s],
        [0.45, '#ffffff', 0],
        [1, '#000000', 0.28 * s],
      ],
      0,
      0,
      0,
      1,
    );
  }

  /** Polished metal: banded highlights. */
  metal(base: string, vertical = false): string {
    return this.linear(
      [
        [0, shade(base, -0.45)],
        [0.18, shade(base, 0.55)],
        [0.32, shade(base, 0.05)],
        [0.55, shade(base, -0.3)],
        [0.74, shade(base, 0.35)],
        [1, shade(base, -0.5)],
      ],
      0,
      0,
      vertical ? 0 : 1,
      vertical ? 1 : 0,
    );
  }

  clip(d: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return ` clip-path="url(#${id})"`;
  }
}

// ---------------------------------------------------------------------------------------------
// Backdrops and shadows
// ---------------------------------------------------------------------------------------------

function wallTone(ctx: Ctx): string {
  return mix('#ebe6df', '#e4e1dc', ctx.r.next());
}

/** Seamless paper sweep: wall fading into a floor at `ctx.floor`. Sets ctx.backdrop, returns ''. */
function studio(ctx: Ctx): string {
  const base = wallTone(ctx);
  const f = ctx.floor / ctx.h;
  const g = ctx.linear(
    [
      [0, shade(base, 0.38)],
      [Math.max(0.05, f - 0.3), shade(base, 0.16)],
      [f - 0.02, shade(base, -0.05)],
      [Math.min(0.99, f + 0.06), shade(base, -0.02)],
      [1, shade(base, 0.22)],
    ],
    0,
    0,
    0,
    1,
  );
  const light = ctx.radial(
    [
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  const vignette = ctx.radial(
    [
      [0.55, '#3a2e22', 0],
      [1, '#3a2e22', 0.16],
    ],
    0.5,
    0.45,
    0.75,
  );
  ctx.backdrop =
    rect(0, 0, ctx.w, ctx.h, g) +
    ellipse(ctx.cx, ctx.floor - 0.3 * ctx.h, 0.55 * ctx.w, 0.45 * ctx.h, light) +
    rect(0, 0, ctx.w, ctx.h, vignette);
  return '';
}

/** A table-top seen from above (for jewellery and rugs). Sets ctx.backdrop, returns ''. */
function flatSurface(ctx: Ctx, tone?: string): string {
  const base = tone ?? wallTone(ctx);
  const g = ctx.linear(
    [
      [0, shade(base, 0.3)],
      [0.55, shade(base, 0.08)],
      [1, shade(base, -0.06)],
    ],
    0,
    0,
    0.6,
    1,
  );
  const vignette = ctx.radial(
    [
      [0.5, '#3a2e22', 0],
      [1, '#3a2e22', 0.18],
    ],
    0.5,
    0.45,
    0.75,
  );
  ctx.backdrop = rect(0, 0, ctx.w, ctx.h, g) + rect(0, 0, ctx.w, ctx.h, vignette);
  return '';
}

/** Soft elliptical floor shadow plus a darker contact shadow. */
function floorShadow(ctx: Ctx, cx: number, y: number, rx: number, strength = 1): string {
  const soft = ctx.radial([
    [0, '#2d2218', 0.34 * strength],
    [0.55, '#2d2218', 0.14 * strength],
    [1, '#2d2218', 0],
  ]);
  const contact = ctx.radial([
    [0, '#1e160f', 0.5 * strength],
    [0.7, '#1e160f', 0.18 * strength],
    [1, '#1e160f', 0],
  ]);
  return ellipse(cx + rx * 0.12, y + 4, rx * 1.45, rx * 0.2 + 10, soft) + ellipse(cx, y + 1, rx * 1.02, Math.max(7, rx * 0.06), contact);
}

/*
 * Soft drop shadows for things hung on the wall: many stacked translucent copies growing by a few
 * units each. A real feGaussianBlur looks the same but costs ~100 ms per image; solid fills are cheap.
 */
const SHADOW_STEPS = 12;
const SHADOW_GROW = 2.6;
const SHADOW_ALPHA = 0.028;

/** Drop shadow for a rectangle hung on the wall. */
function wallShadow(ctx: Ctx, x: number, y: number, w: number, h: number, radius = 0): string {
  let s = '';
  for (let i = SHADOW_STEPS; i >= 1; i--) {
    const grow = i * SHADOW_GROW;
    s += `<rect x="${n(x - grow + 14)}" y="${n(y - grow + 20)}" width="${n(w + 2 * grow)}" height="${n(h + 2 * grow)}" rx="${n(radius + grow)}" fill="#2d2218" fill-opacity="${SHADOW_ALPHA}"/>`;
  }
  return s;
}

/** Drop shadow for a round or oval thing hung on the wall. */
function wallShadowEllipse(cx: number, cy: number, rx: number, ry: number): string {
  let s = '';
  for (let i = SHADOW_STEPS; i >= 1; i--) {
    const grow = i * SHADOW_GROW;
    s += ellipse(cx + 12, cy + 18, rx + grow, ry + grow, '#2d2218', ` fill-opacity="${SHADOW_ALPHA}"`);
  }
  return s;
}

/** Fills a shape and overlays shading gradients clipped to it. */
function shaded(ctx: Ctx, d: string, fill: string, overlays: readonly string[], extra = ''): string {
  return path(d, fill, extra) + overlays.map((o) => path(d, o)).join('');
}

// ---------------------------------------------------------------------------------------------
// Ceramics and glass
// ---------------------------------------------------------------------------------------------

interface VaseShape {
  d: string;
  top: number;
  rimR: number;
  maxR: number;
  profile: Pt[];
}

function vaseProfile(ctx: Ctx, cx: number, base: number, height: number, maxR: number, kind?: string): VaseShape {
  const r = ctx.r;
  const kinds: Record<string, Pt[]> = {
    ovoid: [
      [0, 0.55],
      [0.07, 0.5],
      [0.42, 1],
      [0.82, 0.76],
      [0.97, 0.55],
      [1, 0.53],
    ],
    bottle: [
      [0, 0.24],
      [0.05, 0.21],
      [0.3, 0.22],
      [0.5, 0.62],
      [0.72, 1],
      [0.92, 0.86],
      [1, 0.62],
    ],
    cylinder: [
      [0, 0.8],
      [0.04, 0.82],
      [0.5, 0.84],
      [0.96, 0.78],
      [1, 0.75],
    ],
    trumpet: [
      [0, 1],
      [0.08, 0.9],
      [0.4, 0.5],
      [0.78, 0.38],
      [0.93, 0.5],
      [1, 0.58],
    ],
    globe: [
      [0, 0.3],
      [0.06, 0.3],
      [0.16, 0.42],
      [0.55, 1],
      [0.88, 0.72],
      [1, 0.42],
    ],
    tapered: [
      [0, 0.62],
      [0.05, 0.66],
      [0.25, 1],
      [0.7, 0.72],
      [1, 0.42],
    ],
  };
  const k = kind ?? r.pick(Object.keys(kinds));
  const prof = kinds[k] ?? kinds.ovoid ?? [];
  const top = base - height;
  const profile: Pt[] = prof.map(([t, rr], i) => [top + t * height, maxR * (i === 0 || i === prof.length - 1 ? rr : r.jitter(rr, 0.07))]);
  const first = profile[0];
  const rimR = first ? first[1] : maxR * 0.5;
  return { d: lathe(cx, profile), top, rimR, maxR, profile };
}

function vaseDecoration(ctx: Ctx, cx: number, v: VaseShape, base: number, color: string, accent: string): string {
  const r = ctx.r;
  const style = r.pick(['none', 'bands', 'stripes', 'dots', 'glaze', 'glass', 'glass', 'swirl']);
  const x0 = cx - v.maxR * 1.1;
  const w = v.maxR * 2.2;
  const h = base - v.top;
  let s = '';
  switch (style) {
    case 'bands': {
      const count = r.int(2, 4);
      for (let i = 0; i < count; i++) {
        const y = v.top + h * r.range(0.2, 0.85);
        s += rect(x0, y, w, r.range(6, 22), i % 2 ? accent : color);
      }
      break;
    }
    case 'stripes': {
      const count = r.int(9, 16);
      for (let i = 0; i < count; i++) {
        const x = x0 + (w * (i + 0.5)) / count;
        s += stroke(`M${n(x)},${n(v.top)}L${n(x + r.range(-10, 10))},${n(base)}`, color, r.range(4, 10), ' stroke-opacity="0.55"');
      }
      break;
    }
    case 'dots': {
      const rows = r.int(3, 6);
      const cols = 9;
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const x = x0 + (w * (i + 0.5 + (j % 2) * 0.5)) / cols;
          const y = v.top + h * (0.25 + (0.55 * j) / rows);
          s += circle(x, y, r.range(6, 11), j % 2 ? accent : color, ' fill-opacity="0.9"');
        }
      }
      break;
    }
    case 'glaze': {
      const edge: Pt[] = [];
      const y0 = v.top + h * r.range(0.35, 0.6);
      for (let i = 0; i <= 10; i++) edge.push([x0 + (w * i) / 10, y0 + r.range(-25, 40)]);
      const rev = [...edge].reverse();
      const start = rev[0] ?? [x0 + w, y0];
      s += path(`M${n(x0)},${n(v.top - 40)}L${n(x0 + w)},${n(v.top - 40)}L${n(start[0])},${n(start[1])}${smoothSegments(rev)}Z`, color);
      break;
    }
    case 'glass': {
      const core = ctx.linear(
        [
          [0, '#ffffff', 0],
          [0.35, '#ffffff', 0.28],
          [0.6, '#ffffff', 0.1],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        0,
      );
      s += ellipse(cx, v.top + h * 0.55, v.maxR * 0.7, h * 0.42, core);
      s += ellipse(cx, base - 10, v.maxR * 0.8, 26, shade(color, 0.3), ' fill-opacity="0.45"');
      break;
    }
    case 'swirl': {
      for (let i = 0; i < 4; i++) {
        const y = v.top + h * (0.25 + i * 0.17);
        const pts: Pt[] = [];
        for (let k = 0; k <= 8; k++) pts.push([x0 + (w * k) / 8, y + Math.sin(k * 1.3 + i) * r.range(10, 24)]);
        s += stroke(smoothOpen(pts), i % 2 ? accent : color, r.range(6, 14), ' stroke-opacity="0.8"');
      }
      break;
    }
    default:
      break;
  }
  return s;
}

function drawVaseAt(ctx: Ctx, cx: number, base: number, height: number, maxR: number, kind?: string): string {
  const [main, second, accent] = ctx.p;
  const v = vaseProfile(ctx, cx, base, height, maxR, kind);
  const clip = ctx.clip(v.d);
  const deco = vaseDecoration(ctx, cx, v, base, second, accent);
  const highlight = ctx.linear(
    [
      [0, '#ffffff', 0],
      [0.25, '#ffffff', 0.55],
      [0.7, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  const hx = cx - v.maxR * 0.5;
  const rimRy = Math.max(6, v.rimR * 0.2);
  const inner = ctx.linear(
    [
      [0, shade(main, -0.65)],
      [1, shade(main, -0.25)],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    path(v.d, main) +
    `<g${clip}>${deco}${path(v.d, ctx.cylShade())}${path(v.d, ctx.vShade(0.8))}` +
    ellipse(hx, v.top + height * 0.45, Math.max(6, v.maxR * 0.07), height * 0.3, highlight) +
    ellipse(cx + v.maxR * 0.55, v.top + height * 0.5, Math.max(3, v.maxR * 0.025), height * 0.22, highlight, ' opacity="0.45"') +
    '</g>' +
    ellipse(cx, v.top, v.rimR, rimRy, shade(main, 0.15)) +
    ellipse(cx, v.top + 1, v.rimR * 0.86, rimRy * 0.75, inner)
  );
}

function drawVase(ctx: Ctx): string {
  const r = ctx.r;
  const kind = ctx.kind(['ovoid', 'bottle', 'cylinder', 'trumpet', 'globe', 'tapered']);
  const height = r.range(430, 560);
  const maxR = r.range(120, 175);
  return studio(ctx) + floorShadow(ctx, ctx.cx, ctx.floor, maxR * 0.9) + drawVaseAt(ctx, ctx.cx, ctx.floor, height, maxR, kind);
}

function drawBowl(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const base = ctx.floor;
  const rimR = r.range(260, 330);
  const depth = r.range(150, 230);
  const top = base - depth;
  const footR = rimR * r.range(0.28, 0.42);
  const profile: Pt[] = [
    [top, rimR],
    [top + depth * 0.35, rimR * r.range(0.9, 0.97)],
    [top + depth * 0.75, rimR * r.range(0.6, 0.7)],
    [base - 14, footR * 1.05],
    [base, footR],
  ];
  const d = lathe(cx, profile);
  const clip = ctx.clip(d);
  const rimRy = rimR * r.range(0.2, 0.27);
  const interior = ctx.linear(
    [
      [0, shade(main, -0.45)],
      [0.5, shade(main, -0.05)],
      [1, shade(main, 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  let deco = '';
  const style = r.pick(['band', 'rays', 'none', 'band']);
  if (style === 'band') {
    deco +=
      rect(cx - rimR, top + depth * 0.12, rimR * 2, depth * 0.1, second) +
      rect(cx - rimR, top + depth * 0.26, rimR * 2, depth * 0.04, accent);
  } else if (style === 'rays') {
    for (let i = -8; i <= 8; i++) {
      const x = cx + i * rimR * 0.13;
      deco += stroke(`M${n(x)},${n(top)}L${n(cx + i * footR * 0.11)},${n(base)}`, second, 7, ' stroke-opacity="0.7"');
    }
  }
  let innerDeco = '';
  if (r.chance(0.5)) {
    innerDeco = ellipse(cx, top + rimRy * 0.25, rimR * 0.45, rimRy * 0.4, second, ' fill-opacity="0.6"');
  }
  return (
    studio(ctx) +
    floorShadow(ctx, cx, base, rimR * 0.7) +
    path(d, main) +
    `<g${clip}>${deco}${path(d, ctx.cylShade(0.9))}${path(d, ctx.vShade())}</g>` +
    ellipse(cx, top, rimR, rimRy, shade(main, 0.25)) +
    ellipse(cx, top + 2, rimR * 0.965, rimRy * 0.9, interior) +
    innerDeco +
    ellipse(cx - rimR * 0.35, top + rimRy * 0.2, rimR * 0.2, rimRy * 0.25, '#ffffff', ' fill-opacity="0.18"')
  );
}

function drawGlass(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second] = ctx.p;
  const kind = ctx.kind(['stem', 'tumbler', 'stem', 'carafe']);
  const count = kind === 'carafe' ? 1 : r.int(2, 3);
  const positions = count === 1 ? [ctx.cx] : count === 2 ? [ctx.cx - 140, ctx.cx + 140] : [ctx.cx - 230, ctx.cx, ctx.cx + 230];
  const scale = count === 3 ? 0.85 : 1;
  let s = studio(ctx);
  const tint = ctx.linear(
    [
      [0, shade(main, -0.3), 0.75],
      [0.2, main, 0.35],
      [0.45, shade(main, 0.5), 0.18],
      [0.8, main, 0.35],
      [1, shade(main, -0.35), 0.8],
    ],
    0,
    0,
    1,
    0,
  );
  const edge = shade(main, -0.35);
  for (const x of positions) s += floorShadow(ctx, x, ctx.floor, 90 * scale, 0.6);
  const bowlH = r.range(180, 240) * scale;
  const bowlR = r.range(85, 110) * scale;
  const stemH = r.range(150, 220) * scale;
  for (const x of positions) {
    const base = ctx.floor;
    if (kind === 'stem') {
      const footR = bowlR * 0.85;
      const top = base - stemH - bowlH;
      const bowl = lathe(x, [
        [top, bowlR * 0.92],
        [top + bowlH * 0.5, bowlR],
        [top + bowlH * 0.9, bowlR * 0.55],
        [top + bowlH, 10 * scale],
      ]);
      s += ellipse(x, base - 6, footR, 14 * scale, tint, ` stroke="${edge}" stroke-width="2" stroke-opacity="0.6"`);
      s += rect(x - 6 * scale, top + bowlH - 4, 12 * scale, stemH, tint, ` stroke="${edge}" stroke-width="2" stroke-opacity="0.5"`);
      s += ellipse(x, top + bowlH + stemH * 0.3, 11 * scale, 8 * scale, tint);
      s += path(bowl, tint, ` stroke="${edge}" stroke-width="3" stroke-opacity="0.55"`);
      s += ellipse(x, top, bowlR * 0.92, bowlR * 0.16, 'none', ` stroke="${shade(main, -0.2)}" stroke-width="3" stroke-opacity="0.6"`);
      s += ellipse(x, top + bowlH * 0.68, bowlR * 0.86, bowlR * 0.12, second, ' fill-opacity="0.22"');
      s += stroke(
        `M${n(x - bowlR * 0.6)},${n(top + bowlH * 0.18)}Q${n(x - bowlR * 0.78)},${n(top + bowlH * 0.5)} ${n(x - bowlR * 0.45)},${n(top + bowlH * 0.8)}`,
        '#ffffff',
        7 * scale,
        ' stroke-opacity="0.75"',
      );
    } else if (kind === 'tumbler') {
      const h = bowlH * 1.2;
      const top = base - h;
      const d = poly([
        [x - bowlR, top],
        [x + bowlR, top],
        [x + bowlR * 0.82, base],
        [x - bowlR * 0.82, base],
      ]);
      s += path(d, tint, ` stroke="${edge}" stroke-width="3" stroke-opacity="0.55"`);
      s += rect(x - bowlR * 0.8, base - 24 * scale, bowlR * 1.6, 22 * scale, shade(main, -0.1), ' fill-opacity="0.5"');
      s += ellipse(x, top, bowlR, bowlR * 0.15, 'none', ` stroke="${shade(main, -0.2)}" stroke-width="3" stroke-opacity="0.6"`);
      const cuts = r.int(0, 1);
      if (cuts) {
        for (let i = 0; i < 6; i++) {
          const yy = top + h * (0.3 + i * 0.08);
          s += stroke(`M${n(x - bowlR * 0.85)},${n(yy)}L${n(x + bowlR * 0.85)},${n(yy + 30)}`, '#ffffff', 3, ' stroke-opacity="0.45"');
        }
      }
      s += stroke(
        `M${n(x - bowlR * 0.62)},${n(top + h * 0.1)}L${n(x - bowlR * 0.52)},${n(base - 30)}`,
        '#ffffff',
        8 * scale,
        ' stroke-opacity="0.7"',
      );
    } else {
      const h = r.range(440, 480);
      const top = base - h;
      const d = lathe(x, [
        [top, 48],
        [top + 20, 40],
        [top + h * 0.35, 44],
        [top + h * 0.62, 150],
        [top + h * 0.9, 160],
        [base, 140],
      ]);
      s += path(d, tint, ` stroke="${edge}" stroke-width="3" stroke-opacity="0.55"`);
      s += ellipse(x, top, 48, 11, 'none', ` stroke="${edge}" stroke-width="3" stroke-opacity="0.7"`);
      s += ellipse(x, top + h * 0.8, 150, 24, second, ' fill-opacity="0.25"');
      s += stroke(
        `M${n(x - 95)},${n(top + h * 0.62)}Q${n(x - 130)},${n(top + h * 0.78)} ${n(x - 105)},${n(base - 40)}`,
        '#ffffff',
        10,
        ' stroke-opacity="0.75"',
      );
      s += stroke(`M${n(x - 22)},${n(top + 30)}L${n(x - 24)},${n(top + h * 0.33)}`, '#ffffff', 5, ' stroke-opacity="0.7"');
    }
  }
  return s;
}

function drawPlate(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const R = r.range(280, 320);
  const cy = ctx.floor - R - 18;
  const face = ctx.radial(
    [
      [0, shade(main, 0.35)],
      [0.7, main],
      [1, shade(main, -0.12)],
    ],
    0.5,
    0.5,
    0.5,
    0.38,
    0.35,
  );
  let s = studio(ctx);
  // Plate stand behind.
  s += stroke(
    `M${n(cx - 70)},${n(ctx.floor)}L${n(cx - 20)},${n(cy + 60)}M${n(cx + 70)},${n(ctx.floor)}L${n(cx + 20)},${n(cy + 60)}`,
    '#6b5a48',
    10,
  );
  s += floorShadow(ctx, cx, ctx.floor, R * 0.75);
  s += wallShadowEllipse(cx, cy, R, R);
  s += circle(cx, cy, R, face);
  s += circle(cx, cy, R * 0.985, 'none', ` stroke="${shade(main, 0.4)}" stroke-width="5"`);
  // Border decoration.
  const border = r.pick(['solid', 'dots', 'leaves']);
  if (border === 'solid') {
    s += circle(cx, cy, R * 0.88, 'none', ` stroke="${second}" stroke-width="${n(R * 0.09)}"`);
    s += circle(cx, cy, R * 0.8, 'none', ` stroke="${accent}" stroke-width="4"`);
  } else if (border === 'dots') {
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * Math.PI * 2;
      s += circle(cx + Math.cos(a) * R * 0.88, cy + Math.sin(a) * R * 0.88, i % 2 ? 9 : 14, i % 2 ? accent : second);
    }
  } else {
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * 360;
      s += ellipse(cx, cy - R * 0.88, 12, 26, i % 2 ? accent : second, ` transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"`);
    }
  }
  // Well shading.
  s += circle(cx, cy, R * 0.72, 'none', ` stroke="#000000" stroke-opacity="0.07" stroke-width="10"`);
  // Centre motif.
  const centre = r.pick(['flower', 'rings', 'leaf', 'sun']);
  if (centre === 'flower') {
    const petals = r.int(5, 9);
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * 360;
      s += ellipse(cx, cy - R * 0.22, R * 0.1, R * 0.22, second, ` transform="rotate(${n(a)} ${n(cx)} ${n(cy)})" fill-opacity="0.9"`);
    }
    s += circle(cx, cy, R * 0.1, accent);
  } else if (centre === 'rings') {
    for (let i = 1; i <= 3; i++)
      s += circle(cx, cy, R * 0.16 * i, 'none', ` stroke="${i % 2 ? second : accent}" stroke-width="${n(R * 0.04)}"`);
  } else if (centre === 'leaf') {
    const stem = `M${n(cx - R * 0.4)},${n(cy + R * 0.35)}Q${n(cx)},${n(cy)} ${n(cx + R * 0.35)},${n(cy - R * 0.4)}`;
    s += stroke(stem, shade(second, -0.2), 6);
    for (let i = 0; i < 6; i++) {
      const t = 0.12 + i * 0.14;
      const x = cx - R * 0.4 + R * 0.75 * t;
      const y = cy + R * 0.35 - R * 0.75 * t;
      // Leaf pointing straight up (left of stem) or right (right of stem), base on the stem.
      const up = i % 2 === 0;
      const lx = up ? x : x + R * 0.12;
      const ly = up ? y - R * 0.12 : y;
      s += ellipse(lx, ly, R * 0.055, R * 0.13, i % 2 ? accent : second, up ? '' : ` transform="rotate(90 ${n(lx)} ${n(ly)})"`);
    }
  } else {
    s += circle(cx, cy, R * 0.2, accent);
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      s += stroke(
        `M${n(cx + Math.cos(a) * R * 0.26)},${n(cy + Math.sin(a) * R * 0.26)}L${n(cx + Math.cos(a) * R * 0.5)},${n(cy + Math.sin(a) * R * 0.5)}`,
        second,
        8,
      );
    }
  }
  s += ellipse(
    cx - R * 0.45,
    cy - R * 0.45,
    R * 0.25,
    R * 0.1,
    '#ffffff',
    ` fill-opacity="0.28" transform="rotate(-45 ${n(cx - R * 0.45)} ${n(cy - R * 0.45)})"`,
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

function frameBevel(ctx: Ctx, x: number, y: number, w: number, h: number, fw: number, color: string): string {
  const o = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ] as const;
  const i = [
    [x + fw, y + fw],
    [x + w - fw, y + fw],
    [x + w - fw, y + h - fw],
    [x + fw, y + h - fw],
  ] as const;
  return (
    path(poly([o[0], o[1], i[1], i[0]]), shade(color, 0.22)) +
    path(poly([o[1], o[2], i[2], i[1]]), shade(color, -0.22)) +
    path(poly([o[2], o[3], i[3], i[2]]), shade(color, -0.32)) +
    path(poly([o[3], o[0], i[0], i[3]]), shade(color, 0.08)) +
    `<rect x="${n(x + fw * 0.35)}" y="${n(y + fw * 0.35)}" width="${n(w - fw * 0.7)}" height="${n(h - fw * 0.7)}" fill="none" stroke="${shade(color, 0.4)}" stroke-opacity="0.45" stroke-width="${n(Math.max(1.5, fw * 0.06))}"/>`
  );
}

function paintingArt(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const style = ctx.kind(['landscape', 'abstract', 'stilllife', 'landscape', 'abstract']);
  let s = '';
  if (style === 'landscape') {
    const sky = ctx.linearUser(
      [
        [0, shade(b, 0.45)],
        [1, shade(b, 0.05)],
      ],
      0,
      y,
      0,
      y + h * 0.6,
    );
    s += rect(x, y, w, h, sky);
    s += circle(x + w * r.range(0.2, 0.8), y + h * r.range(0.15, 0.3), w * r.range(0.06, 0.1), shade(c, 0.2), ' fill-opacity="0.9"');
    const layers = r.int(3, 4);
    for (let L = 0; L < layers; L++) {
      const baseY = y + h * (0.45 + L * 0.13);
      const pts: Pt[] = [];
      for (let i = 0; i <= 6; i++) pts.push([x - 10 + ((w + 20) * i) / 6, baseY + r.range(-h * 0.08, h * 0.06)]);
      const col = mix(shade(a, 0.3 - L * 0.2), b, 0.35 - L * 0.1);
      const last = pts[pts.length - 1];
      s += path(`${smoothOpen(pts)}L${n(last ? last[0] : x + w)},${n(y + h + 10)}L${n(x - 10)},${n(y + h + 10)}Z`, col);
    }
    // A few trees/strokes.
    for (let i = 0; i < r.int(2, 5); i++) {
      const tx = x + w * r.range(0.08, 0.92);
      const ty = y + h * r.range(0.6, 0.8);
      s += ellipse(tx, ty - h * 0.05, w * 0.025, h * 0.07, shade(a, -0.45), ' fill-opacity="0.85"');
    }
  } else if (style === 'abstract') {
    s += rect(x, y, w, h, shade(mix(a, b, 0.3), 0.55));
    const count = r.int(6, 10);
    const cols = [a, b, c, shade(a, -0.3), shade(c, 0.3)];
    for (let i = 0; i < count; i++) {
      const col = r.pick(cols);
      const kind = r.pick(['rect', 'circle', 'tri', 'blob']);
      const sx = x + w * r.range(0.05, 0.75);
      const sy = y + h * r.range(0.05, 0.75);
      const sz = w * r.range(0.12, 0.38);
      if (kind === 'rect')
        s += rect(
          sx,
          sy,
          sz,
          sz * r.range(0.4, 1.4),
          col,
          ` transform="rotate(${n(r.range(-12, 12))} ${n(sx)} ${n(sy)})" fill-opacity="0.9"`,
        );
      else if (kind === 'circle') s += circle(sx + sz / 2, sy + sz / 2, sz / 2, col, ' fill-opacity="0.88"');
      else if (kind === 'tri')
        s += path(
          poly([
            [sx, sy + sz],
            [sx + sz, sy + sz],
            [sx + sz * r.range(0.2, 0.8), sy],
          ]),
          col,
          ' fill-opacity="0.9"',
        );
      else {
        const pts: Pt[] = [];
        for (let k = 0; k < 6; k++) {
          const ang = (k / 6) * Math.PI * 2;
          pts.push([sx + sz / 2 + Math.cos(ang) * sz * r.range(0.3, 0.55), sy + sz / 2 + Math.sin(ang) * sz * r.range(0.3, 0.55)]);
        }
        s += path(smoothClosed(pts), col, ' fill-opacity="0.85"');
      }
    }
    for (let i = 0; i < 3; i++) {
      const y0 = y + h * r.range(0.1, 0.9);
      s += stroke(
        `M${n(x + w * r.range(0, 0.3))},${n(y0)}Q${n(x + w * 0.5)},${n(y0 + r.range(-80, 80))} ${n(x + w * r.range(0.6, 1))},${n(y0 + r.range(-60, 60))}`,
        shade(a, -0.55),
        r.range(3, 8),
      );
    }
  } else {
    s += rect(x, y, w, h, shade(mix(b, '#808080', 0.3), -0.15));
    s += rect(x, y + h * 0.66, w, h * 0.34, shade(a, -0.25));
    s += rect(x, y + h * 0.66, w, h * 0.03, shade(a, 0.15));
    const vx = x + w * r.range(0.3, 0.45);
    const vb = y + h * 0.7;
    s += path(
      lathe(vx, [
        [vb - h * 0.32, w * 0.04],
        [vb - h * 0.27, w * 0.035],
        [vb - h * 0.12, w * 0.1],
        [vb, w * 0.06],
      ]),
      c,
    );
    for (let i = 0; i < 5; i++) {
      s += circle(
        vx + r.range(-w * 0.12, w * 0.12),
        vb - h * 0.36 - r.range(0, h * 0.12),
        w * r.range(0.03, 0.06),
        r.pick([b, shade(c, 0.4), '#f2efe6']),
      );
    }
    for (let i = 0; i < 3; i++) {
      s += circle(x + w * (0.6 + i * 0.09), y + h * 0.7 - w * 0.04, w * 0.045, r.pick([c, shade(a, 0.3), '#c2a23a']));
    }
  }
  // Brush texture.
  for (let i = 0; i < 14; i++) {
    const sx = x + w * r.next();
    const sy = y + h * r.next();
    s += stroke(
      `M${n(sx)},${n(sy)}l${n(r.range(20, 60))},${n(r.range(-8, 8))}`,
      r.chance(0.5) ? '#ffffff' : '#000000',
      r.range(2, 5),
      ' stroke-opacity="0.08"',
    );
  }
  return s;
}

/** The back of a framed picture: frame back, canvas or backing board, stretcher bars, label, wire. */
function verso(ctx: Ctx, x: number, y: number, w: number, h: number, fw: number, frameColor: string, canvas: boolean): string {
  const r = ctx.r;
  const back = shade(frameColor, -0.15);
  let s = wallShadow(ctx, x, y, w, h) + rect(x, y, w, h, back);
  s += `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(w - 6)}" height="${n(h - 6)}" fill="none" stroke="${shade(back, -0.3)}" stroke-width="3"/>`;
  const ix = x + fw * 0.6;
  const iy = y + fw * 0.6;
  const iw = w - fw * 1.2;
  const ih = h - fw * 1.2;
  if (canvas) {
    const linen = '#cdbb98';
    s += rect(ix, iy, iw, ih, linen) + rect(ix, iy, iw, ih, ctx.vShade(0.4));
    let weave = '';
    for (let i = 0; i < 60; i++) weave += `M${n(ix)},${n(iy + (ih * i) / 60)}h${n(iw)}`;
    s += stroke(weave, '#8a7656', 1, ' stroke-opacity="0.18"');
    const bar = '#b8935c';
    const bw = Math.min(iw, ih) * 0.09;
    s += rect(ix, iy, iw, bw, bar) + rect(ix, iy + ih - bw, iw, bw, bar) + rect(ix, iy, bw, ih, bar) + rect(ix + iw - bw, iy, bw, ih, bar);
    s += rect(ix + iw / 2 - bw / 2, iy, bw, ih, shade(bar, -0.05)) + rect(ix, iy + ih / 2 - bw / 2, iw, bw, shade(bar, -0.05));
    for (const [kx, ky] of [
      [ix + bw * 1.4, iy + bw * 1.4],
      [ix + iw - bw * 1.4, iy + bw * 1.4],
      [ix + bw * 1.4, iy + ih - bw * 1.4],
      [ix + iw - bw * 1.4, iy + ih - bw * 1.4],
    ] as const) {
      s += path(
        poly([
          [kx - 14, ky - 14],
          [kx + 14, ky - 14],
          [kx - 14, ky + 14],
        ]),
        shade(bar, -0.25),
      );
    }
  } else {
    s += rect(ix, iy, iw, ih, '#b59a72');
    s += stroke(`M${n(ix)},${n(iy)}h${n(iw)}v${n(ih)}h${n(-iw)}Z`, '#8d6a3f', 14, ' stroke-opacity="0.8"');
  }
  // Old exhibition / framer's label, and a hanging wire.
  const lw = iw * r.range(0.28, 0.36);
  const lx = ix + iw * r.range(0.1, 0.55);
  const ly = iy + ih * r.range(0.58, 0.68);
  s += rect(lx, ly, lw, lw * 0.55, '#f2ecdc', ` transform="rotate(${n(r.range(-4, 4))} ${n(lx)} ${n(ly)})"`);
  let lines = '';
  for (let i = 1; i <= 4; i++) lines += `M${n(lx + lw * 0.1)},${n(ly + lw * 0.1 * i + 4)}h${n(lw * (i === 1 ? 0.6 : 0.78))}`;
  s += stroke(lines, '#8a8276', 3, ` transform="rotate(${n(r.range(-4, 4))} ${n(lx)} ${n(ly)})"`);
  const wy = iy + ih * 0.25;
  const inset = iw * 0.12;
  s += circle(ix + inset, wy, 7, '#8a8a8a') + circle(ix + iw - inset, wy, 7, '#8a8a8a');
  s += stroke(`M${n(ix + inset)},${n(wy)}L${n(ix + iw / 2)},${n(wy - ih * 0.12)}L${n(ix + iw - inset)},${n(wy)}`, '#9a9a98', 3);
  return s;
}

function drawPainting(ctx: Ctx): string {
  const r = ctx.r;
  ctx.floor = 1190;
  const landscape = r.chance(0.45);
  const w = landscape ? r.range(700, 780) : r.range(540, 620);
  const h = landscape ? w * r.range(0.7, 0.8) : w * r.range(1.2, 1.32);
  const x = ctx.cx - w / 2;
  const y = 560 - h / 2;
  const frameColor = r.pick(['#b8914a', '#3b2a1f', '#1f1d1b', '#c7a47a', '#b8914a']);
  const fw = r.range(34, 52);
  const liner = fw * 0.25;
  if (ctx.view === 'reverse') return studio(ctx) + verso(ctx, x, y, w, h, fw, frameColor, true);
  const art = paintingArt(ctx, x + fw + liner, y + fw + liner, w - 2 * (fw + liner), h - 2 * (fw + liner));
  return (
    studio(ctx) +
    wallShadow(ctx, x, y, w, h) +
    frameBevel(ctx, x, y, w, h, fw, frameColor) +
    rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, shade(frameColor, 0.5)) +
    art +
    `<rect x="${n(x + fw + liner)}" y="${n(y + fw + liner)}" width="${n(w - 2 * (fw + liner))}" height="${n(h - 2 * (fw + liner))}" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="4"/>`
  );
}

function printArt(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const style = ctx.kind(['circles', 'lines', 'figure', 'blocks']);
  let s = rect(x, y, w, h, shade(mix(b, '#f3efe6', 0.7), 0.1));
  if (style === 'circles') {
    for (let i = 0; i < r.int(3, 5); i++) {
      s += circle(
        x + w * r.range(0.25, 0.75),
        y + h * r.range(0.25, 0.75),
        w * r.range(0.15, 0.32),
        r.pick([a, b, c]),
        ' fill-opacity="0.75"',
      );
    }
  } else if (style === 'lines') {
    const count = r.int(6, 12);
    for (let i = 0; i < count; i++) {
      const yy = y + (h * (i + 0.5)) / count;
      s += stroke(
        `M${n(x + w * 0.08)},${n(yy)}Q${n(x + w * 0.5)},${n(yy + r.range(-40, 40))} ${n(x + w * 0.92)},${n(yy)}`,
        i % 3 === 0 ? c : a,
        r.range(5, 14),
      );
    }
  } else if (style === 'figure') {
    s += rect(x, y + h * 0.62, w, h * 0.38, shade(b, 0.2));
    s += circle(x + w * 0.5, y + h * 0.3, w * 0.12, a);
    s += path(
      poly([
        [x + w * 0.3, y + h * 0.9],
        [x + w * 0.5, y + h * 0.4],
        [x + w * 0.7, y + h * 0.9],
      ]),
      shade(a, -0.3),
    );
    s += circle(x + w * 0.8, y + h * 0.15, w * 0.07, c);
  } else {
    const cols = r.int(2, 4);
    const rows = r.int(3, 5);
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        if (r.chance(0.35)) continue;
        s += rect(x + (w * i) / cols + 6, y + (h * j) / rows + 6, w / cols - 12, h / rows - 12, r.pick([a, b, c, shade(a, 0.4)]));
      }
    }
  }
  return s;
}

function drawPrint(ctx: Ctx): string {
  const r = ctx.r;
  ctx.floor = 1190;
  const w = r.range(560, 640);
  const h = w * r.range(1.2, 1.35);
  const x = ctx.cx - w / 2;
  const y = 560 - h / 2;
  const frameColor = r.pick(['#1d1c1a', '#c8ab80', '#f1ede6', '#8c6a46']);
  const fw = r.range(16, 24);
  const mat = w * 0.14;
  const ix = x + fw + mat;
  const iy = y + fw + mat;
  const iw = w - 2 * (fw + mat);
  const ih = h - 2 * (fw + mat) - mat * 0.35;
  const paper = '#f7f4ee';
  if (ctx.view === 'reverse') return studio(ctx) + verso(ctx, x, y, w, h, fw, frameColor, false);
  let s = studio(ctx) + wallShadow(ctx, x, y, w, h) + frameBevel(ctx, x, y, w, h, fw, frameColor);
  s += rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, paper);
  // Mat bevel.
  s += rect(ix - 5, iy - 5, iw + 10, ih + 10, '#ffffff');
  s += rect(ix - 5, iy - 5, iw + 10, 4, '#d7d1c7');
  s += printArt(ctx, ix, iy, iw, ih);
  // Pencil "signature" and edition scribbles.
  const sy = iy + ih + mat * 0.3;
  const sig: Pt[] = [];
  for (let i = 0; i < 7; i++) sig.push([ix + iw * 0.62 + i * iw * 0.05, sy + (i % 2 ? -7 : 6) + r.range(-3, 3)]);
  s += stroke(smoothOpen(sig), '#6c6861', 2.2);
  s += stroke(`M${n(ix + 4)},${n(sy)}l12,-8l4,8l8,-6m10,6l14,-10`, '#6c6861', 2);
  s += path(
    `M${n(x + fw)},${n(y + fw)}L${n(x + w * 0.55)},${n(y + fw)}L${n(x + fw)},${n(y + h * 0.55)}Z`,
    '#ffffff',
    ' fill-opacity="0.12"',
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Sculpture and figurines
// ---------------------------------------------------------------------------------------------

function plinth(ctx: Ctx, cx: number, w: number, h: number): { top: number; svg: string } {
  const top = ctx.floor - h;
  const col = mix(ctx.p[2], '#e9e5df', 0.75);
  const front = ctx.linear(
    [
      [0, shade(col, 0.1)],
      [1, shade(col, -0.12)],
    ],
    0,
    0,
    1,
    0,
  );
  const depth = 26;
  return {
    top,
    svg:
      floorShadow(ctx, cx, ctx.floor, w * 0.55) +
      rect(cx - w / 2, top, w, h, front) +
      path(
        poly([
          [cx - w / 2, top],
          [cx + w / 2, top],
          [cx + w / 2 - 14, top - depth],
          [cx - w / 2 + 14, top - depth],
        ]),
        shade(col, 0.3),
      ),
  };
}

function drawSculpture(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second] = ctx.p;
  const cx = ctx.cx;
  const pl = plinth(ctx, cx, r.range(260, 320), r.range(170, 230));
  let s = studio(ctx) + pl.svg;
  const base = pl.top - 12;
  const kind = ctx.kind(['stack', 'torus', 'organic', 'bust']);
  const shadeS = ctx.sphereShade(1.1);
  if (kind === 'stack') {
    let y = base;
    const count = r.int(3, 5);
    for (let i = 0; i < count; i++) {
      const rx = r.range(70, 120) * (1 - i * 0.12);
      const ry = r.range(38, 60) * (1 - i * 0.08);
      const cxx = cx + r.range(-18, 18);
      const col = i % 2 ? shade(main, 0.12) : main;
      s += ellipse(cxx, y - ry, rx, ry, col) + ellipse(cxx, y - ry, rx, ry, shadeS);
      y -= ry * 1.8;
    }
  } else if (kind === 'torus') {
    const R = r.range(150, 190);
    const cy = base - R - 30;
    const hole = R * r.range(0.35, 0.5);
    const d = `M${n(cx - R)},${n(cy)}a${n(R)},${n(R)} 0 1,0 ${n(2 * R)},0a${n(R)},${n(R)} 0 1,0 ${n(-2 * R)},0Z M${n(cx - hole)},${n(cy - R * 0.08)}a${n(hole)},${n(hole * 1.15)} 0 1,1 ${n(2 * hole)},0a${n(hole)},${n(hole * 1.15)} 0 1,1 ${n(-2 * hole)},0Z`;
    s += rect(cx - 40, base - 34, 80, 34, shade(main, -0.35));
    s += path(d, main, ' fill-rule="evenodd"') + path(d, shadeS, ' fill-rule="evenodd"');
    s += ellipse(cx, cy + R * 0.05, hole, hole * 1.1, 'none', ` stroke="${shade(main, -0.5)}" stroke-opacity="0.45" stroke-width="12"`);
  } else if (kind === 'organic') {
    const H = r.range(340, 420);
    const pts: Pt[] = [];
    const steps = 5;
    const phase = r.range(0, 1.2);
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      pts.push([cx + 55 + Math.sin(t * 3 + phase) * 55 - t * 20, base - t * H]);
    }
    const left: Pt[] = [];
    for (let i = steps; i >= 0; i--) {
      const t = i / steps;
      left.push([cx - 65 + Math.sin(t * 3.4 + 1 + phase) * 45 + t * 20, base - t * H]);
    }
    const d = smoothClosed([...pts, ...left]);
    s += path(d, main) + path(d, ctx.cylShade(1.1)) + path(d, ctx.vShade());
    s += ellipse(cx + r.range(-20, 20), base - H * 0.55, 26, 48, shade(main, -0.55), ' fill-opacity="0.8"');
  } else {
    // kind === 'bust': portrait bust: socle, shoulders, neck and a slightly turned head.
    s += rect(cx - 70, base - 50, 140, 50, shade(second, -0.25)) + rect(cx - 70, base - 50, 140, 8, shade(second, 0.1));
    const chest = `M${n(cx - 150)},${n(base - 50)}C${n(cx - 160)},${n(base - 150)} ${n(cx - 120)},${n(base - 205)} ${n(cx - 45)},${n(base - 215)}L${n(cx + 45)},${n(base - 215)}C${n(cx + 120)},${n(base - 205)} ${n(cx + 160)},${n(base - 150)} ${n(cx + 150)},${n(base - 50)}Z`;
    s += path(chest, main) + path(chest, ctx.cylShade()) + path(chest, ctx.vShade(0.6));
    const neck = lathe(cx, [
      [base - 300, 42],
      [base - 250, 46],
      [base - 205, 58],
    ]);
    s += path(neck, shade(main, -0.1)) + path(neck, ctx.cylShade());
    const head = `M${n(cx - 78)},${n(base - 360)}C${n(cx - 82)},${n(base - 460)} ${n(cx + 70)},${n(base - 480)} ${n(cx + 80)},${n(base - 380)}C${n(cx + 84)},${n(base - 330)} ${n(cx + 50)},${n(base - 280)} ${n(cx + 5)},${n(base - 275)}C${n(cx - 45)},${n(base - 272)} ${n(cx - 74)},${n(base - 310)} ${n(cx - 78)},${n(base - 360)}Z`;
    s += path(head, main) + path(head, shadeS);
    s += path(
      `M${n(cx - 78)},${n(base - 360)}C${n(cx - 82)},${n(base - 460)} ${n(cx + 70)},${n(base - 480)} ${n(cx + 80)},${n(base - 380)}Q${n(cx + 20)},${n(base - 440)} ${n(cx - 78)},${n(base - 360)}Z`,
      shade(main, -0.25),
      ' fill-opacity="0.7"',
    );
  }
  return s;
}

function drawFigurine(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const base = ctx.floor;
  const kind = ctx.kind(['cat', 'bird', 'owl', 'cat']);
  const dark = '#2a221c';
  const sph = ctx.sphereShade();
  let s = studio(ctx) + floorShadow(ctx, cx, base, 150);
  if (kind === 'cat') {
    const bodyRy = r.range(150, 180);
    const by = base - bodyRy;
    const headR = r.range(95, 115);
    const hy = by - bodyRy * 0.82;
    s += stroke(`M${n(cx + 120)},${n(base - 30)}q${n(110)},-20 ${n(70)},-160`, main, 30);
    s +=
      ellipse(cx, by, 140, bodyRy, main) +
      `<g${ctx.clip(`M${n(cx - 140)},${n(by)}a140,${n(bodyRy)} 0 1,0 280,0a140,${n(bodyRy)} 0 1,0 -280,0Z`)}>`;
    for (let i = 0; i < 5; i++) {
      const y = by - bodyRy * 0.55 + i * bodyRy * 0.28;
      s += stroke(`M${n(cx - 150)},${n(y)}q${n(75)},${n(30)} ${n(150)},0`, second, 16, ' stroke-opacity="0.9"');
    }
    s += `</g>` + ellipse(cx, by, 140, bodyRy, sph);
    s += path(
      poly([
        [cx - headR * 0.95, hy - headR * 0.2],
        [cx - headR * 0.8, hy - headR * 1.35],
        [cx - headR * 0.25, hy - headR * 0.85],
      ]),
      main,
    );
    s += path(
      poly([
        [cx + headR * 0.95, hy - headR * 0.2],
        [cx + headR * 0.8, hy - headR * 1.35],
        [cx + headR * 0.25, hy - headR * 0.85],
      ]),
      main,
    );
    s += circle(cx, hy, headR, main) + circle(cx, hy, headR, sph);
    s += ellipse(cx - headR * 0.38, hy - 8, 13, 18, dark) + ellipse(cx + headR * 0.38, hy - 8, 13, 18, dark);
    s += ellipse(cx, hy + headR * 0.35, headR * 0.38, headR * 0.25, shade(main, 0.35));
    s += path(
      poly([
        [cx - 10, hy + 16],
        [cx + 10, hy + 16],
        [cx, hy + 28],
      ]),
      accent,
    );
    s += circle(cx - headR * 0.33, hy - 14, 4, '#ffffff') + circle(cx + headR * 0.43, hy - 14, 4, '#ffffff');
  } else if (kind === 'bird') {
    const by = base - 150;
    s += path(
      poly([
        [cx + 150, by - 20],
        [cx + 320, by - 90],
        [cx + 300, by + 10],
      ]),
      shade(main, -0.2),
    );
    s += ellipse(cx, by, 200, 140, main) + `<g${ctx.clip(`M${n(cx - 200)},${n(by)}a200,140 0 1,0 400,0a200,140 0 1,0 -400,0Z`)}>`;
    s += ellipse(cx + 40, by - 10, 140, 80, second, ` transform="rotate(-12 ${n(cx + 40)} ${n(by)})"`);
    for (let i = 0; i < 4; i++) s += stroke(`M${n(cx - 20 + i * 40)},${n(by - 40)}q30,40 70,40`, shade(second, -0.3), 6);
    s += `</g>` + ellipse(cx, by, 200, 140, sph);
    s += circle(cx - 150, by - 150, 85, main) + circle(cx - 150, by - 150, 85, sph);
    s += path(
      poly([
        [cx - 225, by - 170],
        [cx - 300, by - 140],
        [cx - 220, by - 125],
      ]),
      accent,
    );
    s += circle(cx - 175, by - 170, 13, dark) + circle(cx - 179, by - 174, 4, '#ffffff');
  } else {
    const H = r.range(400, 460);
    const d = lathe(cx, [
      [base - H, 120],
      [base - H * 0.75, 150],
      [base - H * 0.35, 165],
      [base, 120],
    ]);
    s += path(d, main) + `<g${ctx.clip(d)}>`;
    for (let j = 0; j < 4; j++) {
      for (let i = -3; i <= 3; i++) {
        const x = cx + i * 36 + (j % 2) * 18;
        const y = base - H * 0.42 + j * 40;
        s += stroke(`M${n(x - 16)},${n(y)}q16,20 32,0`, second, 6);
      }
    }
    s += path(`M${n(cx - 170)},${n(base - H * 0.6)}q50,${n(H * 0.3)} 30,${n(H * 0.6)}L${n(cx - 170)},${n(base)}Z`, shade(main, -0.25));
    s += path(`M${n(cx + 170)},${n(base - H * 0.6)}q-50,${n(H * 0.3)} -30,${n(H * 0.6)}L${n(cx + 170)},${n(base)}Z`, shade(main, -0.25));
    s += `</g>` + path(d, ctx.cylShade());
    s += path(
      poly([
        [cx - 120, base - H + 5],
        [cx - 135, base - H - 60],
        [cx - 60, base - H + 5],
      ]),
      main,
    );
    s += path(
      poly([
        [cx + 120, base - H + 5],
        [cx + 135, base - H - 60],
        [cx + 60, base - H + 5],
      ]),
      main,
    );
    for (const dx of [-55, 55]) {
      s +=
        circle(cx + dx, base - H * 0.78, 48, accent) +
        circle(cx + dx, base - H * 0.78, 36, '#f4efe3') +
        circle(cx + dx, base - H * 0.78, 20, dark) +
        circle(cx + dx - 6, base - H * 0.78 - 7, 6, '#ffffff');
    }
    s += path(
      poly([
        [cx - 14, base - H * 0.7],
        [cx + 14, base - H * 0.7],
        [cx, base - H * 0.6],
      ]),
      shade(accent, -0.3),
    );
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Lighting
// ---------------------------------------------------------------------------------------------

function drumShade(ctx: Ctx, cx: number, top: number, topR: number, botR: number, h: number, color: string): string {
  const d = `M${n(cx - topR)},${n(top)}L${n(cx + topR)},${n(top)}L${n(cx + botR)},${n(top + h)}Q${n(cx)},${n(top + h + botR * 0.16)} ${n(cx - botR)},${n(top + h)}Z`;
  const glow = ctx.linear(
    [
      [0, '#fff4d8', 0.5],
      [0.5, '#fff4d8', 0.1],
      [1, '#fff4d8', 0.55],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    path(d, color) +
    path(d, glow) +
    path(d, ctx.cylShade(0.7)) +
    ellipse(cx, top, topR, topR * 0.12, shade(color, -0.3)) +
    path(
      `M${n(cx - botR)},${n(top + h)}Q${n(cx)},${n(top + h + botR * 0.16)} ${n(cx + botR)},${n(top + h)}`,
      'none',
      ` stroke="${shade(color, -0.25)}" stroke-width="4"`,
    )
  );
}

function drawLamp(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const kind = ctx.kind(['table', 'pendant', 'ph', 'table']);
  if (kind === 'table') {
    const baseH = r.range(230, 300);
    const baseR = r.range(80, 110);
    let s = studio(ctx) + floorShadow(ctx, cx, ctx.floor, baseR);
    s += drawVaseAt(ctx, cx, ctx.floor, baseH, baseR, r.pick(['ovoid', 'globe', 'cylinder']));
    const top = ctx.floor - baseH;
    s += rect(cx - 6, top - 110, 12, 110, ctx.metal('#b89a5e'));
    const sh = r.range(190, 230);
    const shTop = top - 90 - sh;
    s += ellipse(cx, top - 70, 150, 40, '#fff2cf', ' fill-opacity="0.35"');
    s += drumShade(ctx, cx, shTop, r.range(120, 150), r.range(175, 210), sh, second);
    return s;
  }
  // Ceiling lights.
  let s = studio(ctx);
  const lampY = r.range(420, 460);
  s += stroke(`M${n(cx)},0L${n(cx)},${n(lampY - 150)}`, '#2b2622', 5);
  s += ellipse(
    cx,
    lampY + 240,
    330,
    260,
    ctx.radial([
      [0, '#fff6dc', 0.55],
      [1, '#fff6dc', 0],
    ]),
  );
  if (kind === 'pendant') {
    const R = r.range(250, 290);
    const top = lampY - 150;
    const d = `M${n(cx - 28)},${n(top)}L${n(cx + 28)},${n(top)}C${n(cx + R * 0.6)},${n(top + 20)} ${n(cx + R)},${n(lampY)} ${n(cx + R)},${n(lampY + 60)}L${n(cx - R)},${n(lampY + 60)}C${n(cx - R)},${n(lampY)} ${n(cx - R * 0.6)},${n(top + 20)} ${n(cx - 28)},${n(top)}Z`;
    s += path(d, main) + path(d, ctx.cylShade(1.1)) + path(d, ctx.vShade(0.6));
    s += ellipse(cx, lampY + 60, R, R * 0.16, '#fff4d6') + ellipse(cx, lampY + 60, R * 0.5, R * 0.08, '#ffffff');
    s += rect(cx - R, lampY + 50, R * 2, 10, accent, ' fill-opacity="0.7"');
  } else {
    const layers = [
      { y: lampY - 150, R: 135, h: 70 },
      { y: lampY - 55, R: 210, h: 90 },
      { y: lampY + 55, R: 290, h: 95 },
    ];
    s += rect(cx - 5, lampY - 170, 10, 260, '#6a6258');
    s += ellipse(cx, lampY + 90, 70, 70, '#fff6dc');
    for (const L of layers) {
      const d = `M${n(cx - L.R * 0.45)},${n(L.y)}C${n(cx - L.R * 0.8)},${n(L.y + 6)} ${n(cx - L.R)},${n(L.y + L.h * 0.6)} ${n(cx - L.R)},${n(L.y + L.h)}Q${n(cx)},${n(L.y + L.h + 22)} ${n(cx + L.R)},${n(L.y + L.h)}C${n(cx + L.R)},${n(L.y + L.h * 0.6)} ${n(cx + L.R * 0.8)},${n(L.y + 6)} ${n(cx + L.R * 0.45)},${n(L.y)}Z`;
      s += path(d, main) + path(d, ctx.cylShade(0.9)) + path(d, ctx.vShade(0.6));
      s += path(
        `M${n(cx - L.R)},${n(L.y + L.h)}Q${n(cx)},${n(L.y + L.h + 22)} ${n(cx + L.R)},${n(L.y + L.h)}`,
        'none',
        ` stroke="#fff6dc" stroke-width="6"`,
      );
    }
    s += rect(cx - 4, lampY - 190, 8, 40, second);
  }
  return s;
}

function drawFloorLamp(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const kind = ctx.kind(['drum', 'tripod', 'globe']);
  let s = studio(ctx) + floorShadow(ctx, cx, fl, 150);
  const topY = r.range(280, 340);
  if (kind === 'tripod') {
    const joint = fl - 480;
    const legs: Pt[] = [
      [cx - 220, fl],
      [cx + 200, fl],
      [cx + 40, fl - 30],
    ];
    const wood = ctx.metal(accent);
    for (const [lx, ly] of legs)
      s +=
        stroke(`M${n(cx)},${n(joint)}L${n(lx)},${n(ly)}`, accent, 20) +
        stroke(`M${n(cx)},${n(joint)}L${n(lx)},${n(ly)}`, shade(accent, 0.25), 5, ' stroke-opacity="0.5"');
    s += rect(cx - 8, topY + 150, 16, joint - topY - 150, wood);
    s += drumShade(ctx, cx, topY, 140, 230, 230, main);
  } else if (kind === 'globe') {
    s += ellipse(cx, fl - 12, 150, 26, ctx.metal(second)) + rect(cx - 150, fl - 24, 300, 12, shade(second, -0.2));
    s += rect(cx - 9, topY + 160, 18, fl - topY - 180, ctx.metal(second));
    const R = 150;
    const gy = topY + 60;
    s += circle(cx, gy, R * 1.3, '#fff6dc', ' fill-opacity="0.3"');
    s += circle(
      cx,
      gy,
      R,
      ctx.radial(
        [
          [0, '#ffffff'],
          [0.6, shade(main, 0.7)],
          [1, shade(main, 0.2)],
        ],
        0.5,
        0.5,
        0.5,
        0.42,
        0.4,
      ),
    );
    s += ellipse(cx - 50, gy - 60, 40, 22, '#ffffff', ' fill-opacity="0.6"');
  } else {
    s += ellipse(cx, fl - 14, 140, 30, ctx.metal(second)) + ellipse(cx, fl - 22, 130, 24, shade(second, 0.15));
    s += rect(cx - 8, topY + 150, 16, fl - topY - 170, ctx.metal(second));
    s += drumShade(ctx, cx, topY, 170, 180, 250, main);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Furniture
// ---------------------------------------------------------------------------------------------

function leg(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, w1: number, w2: number, color: string): string {
  const d = poly([
    [x1 - w1 / 2, y1],
    [x1 + w1 / 2, y1],
    [x2 + w2 / 2, y2],
    [x2 - w2 / 2, y2],
  ]);
  return path(d, color) + path(d, ctx.cylShade(0.8));
}

function drawChair(ctx: Ctx): string {
  const r = ctx.r;
  const [wood, seat] = ctx.p;
  const cx = ctx.cx + 10;
  const fl = ctx.floor + 20;
  const sy = fl - r.range(330, 360);
  const FL: Pt = [cx - 190, sy + 40];
  const FR: Pt = [cx + 120, sy + 40];
  const BL: Pt = [cx - 110, sy - 40];
  const BR: Pt = [cx + 200, sy - 40];
  const backTop = BL[1] - r.range(300, 350);
  const lean = r.range(10, 35);
  const darkWood = shade(wood, -0.25);
  let s = studio(ctx) + floorShadow(ctx, cx, fl - 20, 230, 0.9);
  // Back legs.
  s += leg(ctx, BL[0] + 10, BL[1], BL[0] + 16, fl - 70, 22, 16, darkWood);
  s += leg(ctx, BR[0] - 10, BR[1], BR[0] - 4, fl - 70, 22, 16, darkWood);
  const style = ctx.kind(['spindle', 'ladder', 'panel', 'spindle']);
  // Back posts.
  const postL = `M${n(BL[0] + 10)},${n(BL[1])}L${n(BL[0] + 10 + lean)},${n(backTop)}`;
  const postR = `M${n(BR[0] - 10)},${n(BR[1])}L${n(BR[0] - 10 + lean)},${n(backTop)}`;
  s +=
    stroke(postL, wood, 24) +
    stroke(postR, wood, 24) +
    stroke(postL, shade(wood, 0.3), 6, ' stroke-opacity="0.5"') +
    stroke(postR, shade(wood, 0.3), 6, ' stroke-opacity="0.5"');
  const xAt = (x0: number, t: number): number => x0 + lean * t;
  const yAt = (t: number): number => BL[1] + (backTop - BL[1]) * t;
  if (style === 'spindle') {
    s += stroke(`M${n(xAt(BL[0], 1) - 5)},${n(backTop + 10)}L${n(xAt(BR[0], 1) + 5)},${n(backTop + 10)}`, wood, 44);
    for (let i = 1; i <= 5; i++) {
      const x = BL[0] + ((BR[0] - BL[0]) * i) / 6;
      s += stroke(`M${n(x)},${n(BL[1] - 10)}L${n(x + lean * 0.95)},${n(backTop + 20)}`, darkWood, 12);
    }
  } else if (style === 'ladder') {
    for (let i = 0; i < 3; i++) {
      const t = 0.45 + i * 0.25;
      s +=
        stroke(`M${n(xAt(BL[0], t))},${n(yAt(t))}L${n(xAt(BR[0], t))},${n(yAt(t))}`, wood, 30) +
        stroke(`M${n(xAt(BL[0], t))},${n(yAt(t) - 8)}L${n(xAt(BR[0], t))},${n(yAt(t) - 8)}`, shade(wood, 0.3), 5, ' stroke-opacity="0.5"');
    }
  } else {
    const t0 = 0.5;
    const d = `M${n(xAt(BL[0], t0) - 10)},${n(yAt(t0))}Q${n((BL[0] + BR[0]) / 2 + lean * 0.75)},${n(yAt(t0) + 30)} ${n(xAt(BR[0], t0) + 10)},${n(yAt(t0))}L${n(xAt(BR[0], 1) + 14)},${n(backTop - 10)}Q${n((BL[0] + BR[0]) / 2 + lean)},${n(backTop + 20)} ${n(xAt(BL[0], 1) - 14)},${n(backTop - 10)}Z`;
    s += path(d, seat) + path(d, ctx.cylShade(0.8));
  }
  // Seat.
  const th = 28;
  const top = poly([FL, FR, BR, BL]);
  s += path(poly([FL, FR, [FR[0], FR[1] + th], [FL[0], FL[1] + th]]), shade(seat, -0.35));
  s += path(poly([FR, BR, [BR[0], BR[1] + th], [FR[0], FR[1] + th]]), shade(seat, -0.5));
  s +=
    path(top, seat) +
    path(
      top,
      ctx.linear(
        [
          [0, '#ffffff', 0.2],
          [1, '#000000', 0.12],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  if (r.chance(0.5)) {
    // Woven/upholstered texture.
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      s += stroke(
        `M${n(FL[0] + (BL[0] - FL[0]) * t)},${n(FL[1] + (BL[1] - FL[1]) * t)}L${n(FR[0] + (BR[0] - FR[0]) * t)},${n(FR[1] + (BR[1] - FR[1]) * t)}`,
        shade(seat, -0.2),
        3,
        ' stroke-opacity="0.5"',
      );
    }
  }
  // Front legs.
  s += leg(ctx, FL[0] + 14, FL[1] + th, FL[0] + 4, fl, 26, 18, wood);
  s += leg(ctx, FR[0] - 14, FR[1] + th, FR[0] - 4, fl, 26, 18, wood);
  // Stretcher.
  s += stroke(`M${n(FL[0] + 12)},${n(fl - 110)}L${n(FR[0] - 10)},${n(fl - 110)}`, darkWood, 10);
  return s;
}

function drawArmchair(ctx: Ctx): string {
  const r = ctx.r;
  const [fabric, wood, accent] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const kind = ctx.kind(['club', 'lounge', 'club']);
  let s = studio(ctx);
  if (kind === 'club') {
    s += floorShadow(ctx, cx, fl, 280);
    const legH = r.range(60, 100);
    const bodyBottom = fl - legH;
    const armW = r.range(80, 105);
    const halfW = r.range(270, 300);
    const backTop = fl - r.range(620, 680);
    const seatTop = bodyBottom - 150;
    // Legs.
    for (const lx of [cx - halfW + 40, cx + halfW - 40]) s += leg(ctx, lx, bodyBottom - 4, lx + (lx < cx ? -12 : 12), fl, 26, 16, wood);
    for (const lx of [cx - halfW + 80, cx + halfW - 80]) s += leg(ctx, lx, bodyBottom - 4, lx, fl - 20, 20, 14, shade(wood, -0.3));
    const backD = `M${n(cx - halfW + armW * 0.6)},${n(seatTop)}L${n(cx - halfW + armW * 0.5)},${n(backTop + 50)}Q${n(cx)},${n(backTop - 30)} ${n(cx + halfW - armW * 0.5)},${n(backTop + 50)}L${n(cx + halfW - armW * 0.6)},${n(seatTop)}Z`;
    s += shaded(ctx, backD, shade(fabric, -0.08), [ctx.cylShade(0.8), ctx.vShade(0.6)]);
    if (r.chance(0.5)) {
      for (let j = 0; j < 3; j++) {
        for (let i = -2; i <= 2; i++) {
          const x = cx + i * 70 + (j % 2) * 35 - 17;
          s += circle(x, backTop + 90 + j * 80, 6, shade(fabric, -0.45));
        }
      }
    }
    // Seat cushion and front.
    const cushion = `M${n(cx - halfW + armW - 10)},${n(seatTop - 30)}Q${n(cx)},${n(seatTop - 45)} ${n(cx + halfW - armW + 10)},${n(seatTop - 30)}L${n(cx + halfW - armW + 10)},${n(seatTop + 45)}L${n(cx - halfW + armW - 10)},${n(seatTop + 45)}Z`;
    s += shaded(ctx, cushion, shade(fabric, 0.08), [ctx.vShade(0.9)]);
    const front = `M${n(cx - halfW + armW - 10)},${n(seatTop + 45)}L${n(cx + halfW - armW + 10)},${n(seatTop + 45)}L${n(cx + halfW - armW + 10)},${n(bodyBottom)}L${n(cx - halfW + armW - 10)},${n(bodyBottom)}Z`;
    s += shaded(ctx, front, shade(fabric, -0.12), [ctx.vShade(1)]);
    // Arms.
    for (const side of [-1, 1]) {
      const x0 = side < 0 ? cx - halfW : cx + halfW - armW;
      const d = `M${n(x0)},${n(bodyBottom)}L${n(x0)},${n(seatTop - 110)}Q${n(x0 + armW / 2)},${n(seatTop - 150)} ${n(x0 + armW)},${n(seatTop - 110)}L${n(x0 + armW)},${n(bodyBottom)}Z`;
      s += shaded(ctx, d, fabric, [ctx.cylShade(0.9), ctx.vShade(0.7)]);
    }
    s += stroke(
      `M${n(cx - halfW + armW - 10)},${n(seatTop + 45)}L${n(cx + halfW - armW + 10)},${n(seatTop + 45)}`,
      shade(accent, -0.1),
      4,
      ' stroke-opacity="0.6"',
    );
    return s;
  }
  // Lounge chair in bentwood, side view.
  s += floorShadow(ctx, cx, fl, 300);
  const frame = `M${n(cx - 230)},${n(fl)}C${n(cx - 230)},${n(fl - 200)} ${n(cx - 250)},${n(fl - 330)} ${n(cx - 170)},${n(fl - 340)}L${n(cx + 130)},${n(fl - 350)}C${n(cx + 200)},${n(fl - 350)} ${n(cx + 210)},${n(fl - 250)} ${n(cx + 210)},${n(fl)}`;
  s += stroke(frame, shade(wood, -0.2), 34) + stroke(frame, shade(wood, 0.25), 8, ' stroke-opacity="0.5"');
  const band = `M${n(cx - 290)},${n(fl - 300)}C${n(cx - 200)},${n(fl - 380)} ${n(cx - 60)},${n(fl - 280)} ${n(cx + 60)},${n(fl - 320)}C${n(cx + 160)},${n(fl - 360)} ${n(cx + 200)},${n(fl - 600)} ${n(cx + 270)},${n(fl - 720)}`;
  s +=
    stroke(band, shade(fabric, -0.25), 70) +
    stroke(band, fabric, 58) +
    stroke(band, shade(fabric, 0.25), 58, ' stroke-dasharray="16 22" stroke-opacity="0.7" stroke-linecap="butt"');
  const armD = `M${n(cx - 220)},${n(fl - 420)}C${n(cx - 100)},${n(fl - 470)} ${n(cx + 60)},${n(fl - 430)} ${n(cx + 150)},${n(fl - 440)}`;
  s += stroke(armD, wood, 30) + stroke(armD, shade(wood, 0.35), 8, ' stroke-opacity="0.5"');
  s += stroke(
    `M${n(cx - 170)},${n(fl - 340)}L${n(cx - 200)},${n(fl - 425)}M${n(cx + 130)},${n(fl - 350)}L${n(cx + 140)},${n(fl - 440)}`,
    wood,
    22,
  );
  return s;
}

function drawTable(ctx: Ctx): string {
  const r = ctx.r;
  const [wood, top] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor + 30;
  const kind = ctx.kind(['round', 'rect']);
  const H = r.range(300, 420);
  let s = studio(ctx) + floorShadow(ctx, cx, fl - 30, 300, 0.9);
  const ty = fl - H;
  if (kind === 'round') {
    const rx = r.range(280, 340);
    const ry = rx * 0.26;
    const legs: Pt[] = [
      [cx - rx * 0.6, fl - 50],
      [cx + rx * 0.6, fl - 50],
      [cx - rx * 0.25, fl],
      [cx + rx * 0.3, fl - 4],
    ];
    for (const [i, [lx, ly]] of legs.entries())
      s += leg(ctx, lx, ty + 10, lx + (lx < cx ? -8 : 8), ly, 30, 22, i < 2 ? shade(wood, -0.3) : wood);
    s += ellipse(cx, ty + 22, rx, ry, shade(wood, -0.3));
    s += rect(cx - rx, ty, rx * 2, 22, shade(wood, -0.2));
    s +=
      ellipse(cx, ty, rx, ry, top) +
      ellipse(
        cx,
        ty,
        rx,
        ry,
        ctx.linear(
          [
            [0, '#ffffff', 0.25],
            [0.6, '#ffffff', 0],
            [1, '#000000', 0.15],
          ],
          0,
          0,
          1,
          1,
        ),
      );
    s += ellipse(cx - rx * 0.3, ty - ry * 0.3, rx * 0.3, ry * 0.2, '#ffffff', ' fill-opacity="0.18"');
  } else {
    const w = r.range(300, 360);
    const d = 110;
    const A: Pt = [cx - w - 20, ty + d / 2];
    const B: Pt = [cx + w - 60, ty + d / 2];
    const C: Pt = [cx + w + 20, ty - d / 2];
    const D: Pt = [cx - w + 60, ty - d / 2];
    s += leg(ctx, D[0] + 30, D[1] + 20, D[0] + 30, fl - 70, 26, 18, shade(wood, -0.3));
    s += leg(ctx, C[0] - 30, C[1] + 20, C[0] - 26, fl - 70, 26, 18, shade(wood, -0.3));
    if (r.chance(0.5)) {
      // Lower shelf.
      const sy = fl - H * 0.35;
      s += path(
        poly([
          [A[0] + 30, sy + d / 2],
          [B[0] - 10, sy + d / 2],
          [C[0] - 30, sy - d / 2],
          [D[0] + 30, sy - d / 2],
        ]),
        shade(wood, -0.1),
      );
    }
    s += path(poly([A, B, [B[0], B[1] + 24], [A[0], A[1] + 24]]), shade(wood, -0.25));
    s += path(poly([B, C, [C[0], C[1] + 24], [B[0], B[1] + 24]]), shade(wood, -0.4));
    const topD = poly([A, B, C, D]);
    s +=
      path(topD, top) +
      path(
        topD,
        ctx.linear(
          [
            [0, '#ffffff', 0.25],
            [0.6, '#ffffff', 0],
            [1, '#000000', 0.15],
          ],
          0,
          0,
          1,
          1,
        ),
      );
    if (top !== wood) {
      // Tiles.
      for (let i = 1; i < 8; i++) {
        const t = i / 8;
        s += stroke(
          `M${n(A[0] + (B[0] - A[0]) * t)},${n(A[1])}L${n(D[0] + (C[0] - D[0]) * t)},${n(D[1])}`,
          shade(top, -0.25),
          2,
          ' stroke-opacity="0.6"',
        );
      }
      s += stroke(`M${n((A[0] + D[0]) / 2)},${n(ty)}L${n((B[0] + C[0]) / 2)},${n(ty)}`, shade(top, -0.25), 2, ' stroke-opacity="0.6"');
    }
    s += leg(ctx, A[0] + 30, A[1] + 24, A[0] + 20, fl, 30, 20, wood);
    s += leg(ctx, B[0] - 30, B[1] + 24, B[0] - 22, fl, 30, 20, wood);
  }
  return s;
}

function drawCabinet(ctx: Ctx): string {
  const r = ctx.r;
  const [wood, front, accent] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor + 20;
  const kind = ctx.kind(['sideboard', 'highboard', 'sideboard']);
  const halfW = kind === 'sideboard' ? r.range(340, 380) : r.range(180, 220);
  const legH = r.range(70, 110);
  const bodyBottom = fl - legH;
  const bodyTop = kind === 'sideboard' ? bodyBottom - r.range(250, 300) : bodyBottom - r.range(520, 600);
  let s = studio(ctx) + floorShadow(ctx, cx, fl - 10, halfW * 0.95);
  // Legs.
  for (const lx of [cx - halfW + 40, cx + halfW - 40])
    s += leg(ctx, lx, bodyBottom, lx + (lx < cx ? -14 : 14), fl, 26, 16, shade(wood, -0.1));
  // Top surface (slight perspective).
  s += path(
    poly([
      [cx - halfW, bodyTop],
      [cx + halfW, bodyTop],
      [cx + halfW - 20, bodyTop - 22],
      [cx - halfW + 20, bodyTop - 22],
    ]),
    shade(wood, 0.25),
  );
  // Body.
  s += rect(cx - halfW, bodyTop, halfW * 2, bodyBottom - bodyTop, wood);
  const inset = 16;
  const fx = cx - halfW + inset;
  const fw = halfW * 2 - inset * 2;
  const fy = bodyTop + inset;
  const fh = bodyBottom - bodyTop - inset * 2;
  s += rect(fx - 3, fy - 3, fw + 6, fh + 6, shade(wood, -0.35));
  const grain = (x: number, y: number, w: number, h: number, col: string): string => {
    let g = '';
    for (let i = 0; i < 6; i++) {
      const gy = y + h * r.next();
      g += stroke(
        `M${n(x + 4)},${n(gy)}Q${n(x + w / 2)},${n(gy + r.range(-14, 14))} ${n(x + w - 4)},${n(gy + r.range(-6, 6))}`,
        shade(col, -0.25),
        2,
        ' stroke-opacity="0.35"',
      );
    }
    return g;
  };
  const panel = (x: number, y: number, w: number, h: number, col: string, handle: 'knob' | 'slot' | 'vert'): string => {
    let p = rect(x, y, w, h, col) + rect(x, y, w, h, ctx.vShade(0.6)) + grain(x, y, w, h, col);
    p += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${shade(col, -0.4)}" stroke-width="3"/>`;
    if (handle === 'knob')
      p +=
        circle(x + w / 2, y + Math.min(h / 2, 40), 9, ctx.metal(accent)) +
        circle(x + w / 2 - 2, y + Math.min(h / 2, 40) - 3, 3, '#ffffff', ' fill-opacity="0.5"');
    else if (handle === 'slot') p += rect(x + w / 2 - 30, y + 14, 60, 8, shade(col, -0.55));
    else p += rect(x + w - 26, y + h / 2 - 35, 8, 70, shade(col, -0.55));
    return p;
  };
  if (kind === 'sideboard') {
    const drawerW = fw * 0.28;
    const doorsW = fw - drawerW;
    const doors = r.int(2, 3);
    for (let i = 0; i < doors; i++)
      s += panel(fx + (doorsW * i) / doors, fy, doorsW / doors, fh, i % 2 ? front : shade(front, 0.04), 'vert');
    const dr = r.int(3, 4);
    for (let j = 0; j < dr; j++) s += panel(fx + doorsW, fy + (fh * j) / dr, drawerW, fh / dr, shade(front, 0.06), 'slot');
  } else {
    const glassH = r.chance(0.5) ? fh * 0.45 : 0;
    if (glassH > 0) {
      s += rect(
        fx,
        fy,
        fw,
        glassH,
        ctx.linear(
          [
            [0, '#cfd8d8'],
            [1, '#9aa6a6'],
          ],
          0,
          0,
          1,
          1,
        ),
      );
      for (let k = 1; k < 3; k++) s += rect(fx + 6, fy + (glassH * k) / 3 - 4, fw - 12, 8, shade(wood, 0.1));
      for (let k = 0; k < 3; k++)
        s += path(
          lathe(fx + fw * (0.25 + k * 0.25), [
            [fy + glassH / 3 - 60, 10],
            [fy + glassH / 3 - 30, 22],
            [fy + glassH / 3 - 4, 16],
          ]),
          r.pick([accent, front, '#f1ede4']),
        );
      s += path(
        poly([
          [fx + fw * 0.1, fy],
          [fx + fw * 0.35, fy],
          [fx + fw * 0.1, fy + glassH * 0.6],
        ]),
        '#ffffff',
        ' fill-opacity="0.25"',
      );
      s += stroke(`M${n(cx)},${n(fy)}L${n(cx)},${n(fy + glassH)}`, shade(wood, -0.2), 6);
    }
    const doorTop = fy + glassH + (glassH > 0 ? 10 : 0);
    const dh = fy + fh - doorTop;
    s += panel(fx, doorTop, fw / 2, dh, front, 'knob') + panel(fx + fw / 2, doorTop, fw / 2, dh, shade(front, 0.04), 'knob');
  }
  s += rect(
    cx - halfW,
    bodyTop,
    halfW * 2,
    bodyBottom - bodyTop,
    ctx.linear(
      [
        [0, '#ffffff', 0.1],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.15],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Textiles
// ---------------------------------------------------------------------------------------------

function drawRug(ctx: Ctx): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const w = r.range(560, 640);
  const h = r.range(760, 820);
  const x = ctx.cx - w / 2;
  const y = 500 - h / 2;
  const rot = r.range(-4, 4);
  const style = ctx.kind(['rolakan', 'stripes', 'oriental', 'rya']);
  let art = '';
  if (style === 'rolakan') {
    art += rect(x, y, w, h, a);
    const cols = r.int(3, 5);
    const cw = w / cols;
    const rows = Math.round(h / cw);
    const ch = h / rows;
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        const mx = x + cw * (i + 0.5);
        const my = y + ch * (j + 0.5);
        const col = (i + j) % 2 ? b : c;
        art += path(
          poly([
            [mx, my - ch * 0.42],
            [mx + cw * 0.42, my],
            [mx, my + ch * 0.42],
            [mx - cw * 0.42, my],
          ]),
          col,
        );
        art += path(
          poly([
            [mx, my - ch * 0.2],
            [mx + cw * 0.2, my],
            [mx, my + ch * 0.2],
            [mx - cw * 0.2, my],
          ]),
          (i + j) % 2 ? c : a,
        );
      }
    }
    art += `<rect x="${n(x + 14)}" y="${n(y + 14)}" width="${n(w - 28)}" height="${n(h - 28)}" fill="none" stroke="${shade(a, -0.35)}" stroke-width="18"/>`;
  } else if (style === 'stripes') {
    let yy = y;
    const cols = [a, b, c, shade(a, 0.3), shade(b, -0.2), mix(a, c, 0.5)];
    while (yy < y + h) {
      const sh = r.range(12, 60);
      art += rect(x, yy, w, sh + 1, r.pick(cols));
      // Rag texture.
      for (let k = 0; k < 3; k++)
        art += stroke(`M${n(x)},${n(yy + sh * r.next())}L${n(x + w)},${n(yy + sh * r.next())}`, '#ffffff', 2, ' stroke-opacity="0.12"');
      yy += sh;
    }
  } else if (style === 'oriental') {
    art += rect(x, y, w, h, shade(b, -0.1));
    art += `<rect x="${n(x + 20)}" y="${n(y + 20)}" width="${n(w - 40)}" height="${n(h - 40)}" fill="${a}" stroke="${c}" stroke-width="14"/>`;
    art += `<rect x="${n(x + 62)}" y="${n(y + 62)}" width="${n(w - 124)}" height="${n(h - 124)}" fill="${shade(a, -0.1)}" stroke="${shade(b, 0.2)}" stroke-width="6"/>`;
    for (let i = 0; i < 14; i++) {
      const t = i / 14;
      art += circle(x + 40, y + 40 + (h - 80) * t, 6, c) + circle(x + w - 40, y + 40 + (h - 80) * t, 6, c);
    }
    const mx = ctx.cx;
    const my = 500;
    art += path(
      poly([
        [mx, my - 220],
        [mx + 150, my],
        [mx, my + 220],
        [mx - 150, my],
      ]),
      shade(b, 0.05),
    );
    art += path(
      poly([
        [mx, my - 140],
        [mx + 90, my],
        [mx, my + 140],
        [mx - 90, my],
      ]),
      c,
    );
    art += circle(mx, my, 36, a);
    for (const [qx, qy] of [
      [x + 62, y + 62],
      [x + w - 62, y + 62],
      [x + 62, y + h - 62],
      [x + w - 62, y + h - 62],
    ] as const) {
      art += path(
        poly([
          [qx, qy - 60],
          [qx + 60, qy],
          [qx, qy + 60],
          [qx - 60, qy],
        ]),
        shade(b, 0.05),
      );
    }
    for (let i = 0; i < 18; i++)
      art += circle(x + 100 + (w - 200) * r.next(), y + 100 + (h - 200) * r.next(), 7, shade(c, 0.3), ' fill-opacity="0.8"');
  } else {
    art += rect(x, y, w, h, a);
    for (let i = 0; i < 7; i++) {
      const pts: Pt[] = [];
      const bx = x + w * r.range(0.15, 0.85);
      const by = y + h * r.range(0.15, 0.85);
      const sz = r.range(90, 200);
      for (let k = 0; k < 7; k++) {
        const ang = (k / 7) * Math.PI * 2;
        pts.push([bx + Math.cos(ang) * sz * r.range(0.6, 1.1), by + Math.sin(ang) * sz * r.range(0.6, 1.1)]);
      }
      art += path(smoothClosed(pts), r.pick([b, c, shade(a, 0.25), shade(b, -0.2)]), ' fill-opacity="0.9"');
    }
    for (let i = 0; i < 90; i++) {
      const px = x + w * r.next();
      const py = y + h * r.next();
      art += stroke(
        `M${n(px)},${n(py)}l${n(r.range(-6, 6))},${n(r.range(8, 16))}`,
        r.chance(0.5) ? '#000000' : '#ffffff',
        3,
        ' stroke-opacity="0.12"',
      );
    }
  }
  // Weave texture.
  let weave = '';
  for (let i = 0; i < 40; i++) {
    const yy = y + (h * (i + 0.5)) / 40;
    weave += `M${n(x)},${n(yy)}L${n(x + w)},${n(yy)}`;
  }
  art += stroke(weave, '#000000', 1.5, ' stroke-opacity="0.06"');
  let fringe = '';
  for (let i = 0; i <= 40; i++) {
    const fx = x + 8 + ((w - 16) * i) / 40;
    fringe += `M${n(fx)},${n(y)}l${n(r.range(-3, 3))},-26M${n(fx)},${n(y + h)}l${n(r.range(-3, 3))},26`;
  }
  const clip = ctx.clip(`M${n(x)},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`);
  return (
    flatSurface(ctx, '#d9d2c8') +
    `<g transform="rotate(${n(rot)} 500 500)">` +
    rect(x + 10, y + 14, w, h, '#2d2218', ' fill-opacity="0.16"') +
    stroke(fringe, '#eee6d6', 3) +
    `<g${clip}>${art}</g>` +
    '</g>'
  );
}

function drawTextile(ctx: Ctx): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  ctx.floor = 960;
  const w = r.range(560, 640);
  const x = ctx.cx - w / 2;
  const y = 150;
  const h = r.range(640, 700);
  const bottom: Pt[] = [];
  for (let i = 0; i <= 8; i++) bottom.push([x + w - (w * i) / 8, y + h + (i % 2 ? 14 : -6) + r.range(-4, 4)]);
  const d = `M${n(x)},${n(y)}L${n(x + w)},${n(y)}L${n(x + w + 6)},${n(y + h)}${smoothSegments(bottom)}L${n(x)},${n(y)}Z`;
  const style = ctx.kind(['floral', 'geometric', 'floral', 'stripes']);
  let art = rect(x - 20, y - 10, w + 40, h + 40, a);
  if (style === 'floral') {
    for (let i = 0; i < 9; i++) {
      const sx = x + w * r.next();
      const sy = y + h * r.next();
      const pts: Pt[] = [[sx, sy]];
      for (let k = 1; k < 4; k++) pts.push([sx + r.range(-90, 90), sy - k * 60]);
      art += stroke(smoothOpen(pts), shade(b, -0.3), 5);
      for (const [px, py] of pts) {
        art += ellipse(px + 22, py, 30, 13, b, ` transform="rotate(${n(r.range(-50, 50))} ${n(px)} ${n(py)})"`);
      }
    }
    for (let i = 0; i < 12; i++) {
      const fx = x + w * r.next();
      const fy = y + h * r.next();
      const fr = r.range(18, 36);
      for (let k = 0; k < 6; k++)
        art += ellipse(fx, fy - fr, fr * 0.5, fr, r.chance(0.5) ? c : shade(c, 0.3), ` transform="rotate(${k * 60} ${n(fx)} ${n(fy)})"`);
      art += circle(fx, fy, fr * 0.45, shade(b, 0.4));
    }
  } else if (style === 'geometric') {
    const size = r.range(60, 90);
    for (let yy = y; yy < y + h + size; yy += size) {
      for (let xx = x - size; xx < x + w + size; xx += size) {
        const k = Math.round((xx + yy) / size) % 3;
        if (k === 0) art += circle(xx + size / 2, yy + size / 2, size * 0.3, b);
        else if (k === 1)
          art += path(
            poly([
              [xx + size / 2, yy + 8],
              [xx + size - 8, yy + size - 8],
              [xx + 8, yy + size - 8],
            ]),
            c,
          );
        else art += rect(xx + size * 0.3, yy + size * 0.3, size * 0.4, size * 0.4, shade(b, -0.2));
      }
    }
  } else {
    let xx = x - 20;
    while (xx < x + w + 20) {
      const sw = r.range(18, 70);
      art += rect(xx, y - 10, sw + 1, h + 40, r.pick([a, b, c, shade(a, 0.3)]));
      xx += sw;
    }
  }
  // Fold shading.
  const folds: Stop[] = [];
  const nf = r.int(5, 7);
  for (let i = 0; i <= nf * 2; i++) folds.push([i / (nf * 2), i % 2 ? '#ffffff' : '#000000', i % 2 ? 0.12 : 0.14]);
  const clip = ctx.clip(d);
  const rodY = y - 6;
  return (
    studio(ctx) +
    `<g transform="translate(14 22)">${path(d, '#2d2218', ' fill-opacity="0.12"')}</g>` +
    `<g${clip}>${art}${rect(x - 20, y - 10, w + 40, h + 40, ctx.linear(folds))}${rect(x - 20, y - 10, w + 40, h + 40, ctx.vShade(0.7))}</g>` +
    rect(x - 50, rodY - 11, w + 100, 22, ctx.metal('#8a6240', true)) +
    circle(x - 56, rodY, 18, shade('#8a6240', -0.1)) +
    circle(x + w + 56, rodY, 18, shade('#8a6240', -0.1)) +
    stroke(`M${n(x - 10)},${n(rodY)}L${n(ctx.cx)},${n(rodY - 90)}L${n(x + w + 10)},${n(rodY)}`, '#7a746c', 3)
  );
}

function drawJacket(ctx: Ctx): string {
  const r = ctx.r;
  const [fabric, lining, accent] = ctx.p;
  const cx = ctx.cx;
  ctx.floor = 985;
  const kind = ctx.kind(['blazer', 'trimmed', 'coat', 'blazer']);
  const top = kind === 'coat' ? 150 : 200;
  const shoulder = r.range(210, 240);
  const hem = kind === 'coat' ? r.range(930, 950) : kind === 'trimmed' ? r.range(700, 740) : r.range(820, 870);
  const waist = r.range(175, 200) + (kind === 'coat' ? 15 : 0);
  const armpit = top + 320;
  const cuff = Math.min(hem - 60, top + 620);
  let s = studio(ctx);
  // Hanger.
  s += stroke(`M${n(cx)},${n(top - 20)}L${n(cx)},${n(top - 70)}q0,-30 28,-30q26,0 26,26`, '#8c8a86', 7);
  const body =
    `M${n(cx - 70)},${n(top)}L${n(cx - shoulder)},${n(top + 50)}L${n(cx - shoulder - 40)},${n(armpit)}` +
    `L${n(cx - shoulder - 60)},${n(cuff)}L${n(cx - shoulder + 15)},${n(cuff + 10)}L${n(cx - waist)},${n(armpit + 10)}` +
    `L${n(cx - waist - 12)},${n(hem)}L${n(cx + waist + 12)},${n(hem)}L${n(cx + waist)},${n(armpit + 10)}` +
    `L${n(cx + shoulder - 15)},${n(cuff + 10)}L${n(cx + shoulder + 60)},${n(cuff)}L${n(cx + shoulder + 40)},${n(armpit)}` +
    `L${n(cx + shoulder)},${n(top + 50)}L${n(cx + 70)},${n(top)}Z`;
  s += `<g transform="translate(12 20)">${path(body, '#2d2218', ' fill-opacity="0.12"')}</g>`;
  s += path(`M${n(cx - 70)},${n(top)}L${n(cx + 70)},${n(top)}L${n(cx)},${n(top + 260)}Z`, shade(lining, -0.3));
  s += path(body, fabric);
  if (kind === 'trimmed') {
    // Bouclé-like texture.
    let dots = '';
    for (let i = 0; i < 260; i++) {
      const x = cx - shoulder - 40 + (shoulder * 2 + 80) * r.next();
      const y = top + (hem - top) * r.next();
      dots += `M${n(x)},${n(y)}l${n(r.range(-5, 5))},${n(r.range(-5, 5))}`;
    }
    s += `<g${ctx.clip(body)}>${stroke(dots, shade(fabric, 0.35), 4, ' stroke-opacity="0.5"')}${stroke(dots.replace(/M(\d)/g, 'M1$1'), shade(fabric, -0.3), 3, ' stroke-opacity="0.25"')}</g>`;
  }
  // Sleeve seams.
  s += stroke(
    `M${n(cx - shoulder)},${n(top + 50)}Q${n(cx - waist + 10)},${n(top + 200)} ${n(cx - waist)},${n(armpit + 10)}M${n(cx + shoulder)},${n(top + 50)}Q${n(cx + waist - 10)},${n(top + 200)} ${n(cx + waist)},${n(armpit + 10)}`,
    shade(fabric, -0.35),
    4,
  );
  if (kind === 'trimmed') {
    // Collarless neckline with contrast braid along the edges, four buttons.
    s += path(`M${n(cx - 70)},${n(top)}Q${n(cx)},${n(top + 120)} ${n(cx + 70)},${n(top)}Z`, shade(lining, -0.3));
    const edge = `M${n(cx - 70)},${n(top)}Q${n(cx - 10)},${n(top + 110)} ${n(cx - 4)},${n(top + 110)}L${n(cx - 4)},${n(hem)}`;
    s +=
      stroke(edge, accent, 12) + stroke(`M${n(cx + 70)},${n(top)}Q${n(cx + 10)},${n(top + 110)} ${n(cx + 4)},${n(top + 110)}`, accent, 12);
    s += stroke(`M${n(cx - waist - 12)},${n(hem - 6)}L${n(cx + waist + 12)},${n(hem - 6)}`, accent, 12);
    for (const side of [-1, 1])
      s += stroke(`M${n(cx + side * (shoulder + 60))},${n(cuff - 14)}L${n(cx + side * (shoulder - 15))},${n(cuff - 4)}`, accent, 10);
    for (let i = 0; i < 4; i++) s += circle(cx + 22, top + 170 + i * 110, 12, ctx.metal('#c9a64b'));
    for (const side of [-1, 1]) s += rect(cx + side * 110 - 55, hem - 170, 110, 90, 'none', ` stroke="${accent}" stroke-width="8"`);
  } else {
    const lapelDepth = kind === 'coat' ? 300 : 330;
    const wide = kind === 'coat' ? 160 : 130;
    const lapelL = poly([
      [cx - 70, top],
      [cx - wide, top + 110],
      [cx - wide + 50, top + 130],
      [cx - 6, top + lapelDepth],
      [cx - 30, top + lapelDepth],
    ]);
    const lapelR = poly([
      [cx + 70, top],
      [cx + wide, top + 110],
      [cx + wide - 50, top + 130],
      [cx + 6, top + lapelDepth],
      [cx + 30, top + lapelDepth],
    ]);
    s += path(lapelL, shade(fabric, -0.15)) + path(lapelR, shade(fabric, -0.22));
    s += stroke(`M${n(cx - 70)},${n(top)}L${n(cx - 6)},${n(top + lapelDepth)}L${n(cx - 6)},${n(hem)}`, shade(fabric, -0.5), 3);
    s += path(
      poly([
        [cx - 30, top + 60],
        [cx + 30, top + 60],
        [cx, top + 250],
      ]),
      shade(lining, 0.2),
      ' fill-opacity="0.9"',
    );
    const rows = kind === 'coat' ? 3 : r.int(2, 3);
    const columns = kind === 'coat' ? [-45, 45] : [2];
    for (let i = 0; i < rows; i++) {
      for (const dx of columns)
        s +=
          circle(cx + dx, top + lapelDepth + 60 + i * 95, 13, accent) +
          circle(cx + dx - 2, top + lapelDepth + 56 + i * 95, 4, '#ffffff', ' fill-opacity="0.4"');
    }
    s += rect(cx - waist + 20, hem - 230, 110, 16, shade(fabric, -0.25)) + rect(cx + waist - 130, hem - 230, 110, 16, shade(fabric, -0.25));
    s += rect(cx + waist - 120, top + 200, 80, 8, shade(fabric, -0.25));
  }
  // Fabric shading.
  const folds = ctx.linear([
    [0, '#000000', 0.25],
    [0.2, '#ffffff', 0.08],
    [0.35, '#000000', 0.06],
    [0.5, '#ffffff', 0.05],
    [0.7, '#000000', 0.1],
    [0.85, '#ffffff', 0.04],
    [1, '#000000', 0.3],
  ]);
  s += path(body, folds) + path(body, ctx.vShade(0.6));
  return s;
}

function drawBag(ctx: Ctx): string {
  const r = ctx.r;
  const [leather, second, metalCol] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const kind = ctx.kind(['handbag', 'shoulder', 'handbag']);
  let s = studio(ctx);
  const flapCol = second === leather ? shade(leather, 0.05) : second;
  if (kind === 'shoulder') {
    const halfW = r.range(230, 260);
    const H = r.range(260, 300);
    const top = fl - H;
    s += floorShadow(ctx, cx, fl, halfW * 0.95);
    const strap = `M${n(cx - halfW + 30)},${n(top + 20)}C${n(cx - halfW + 10)},${n(top - 420)} ${n(cx + halfW - 10)},${n(top - 420)} ${n(cx + halfW - 30)},${n(top + 20)}`;
    s +=
      stroke(strap, shade(leather, -0.35), 22) +
      stroke(strap, leather, 15) +
      stroke(strap, shade(leather, 0.35), 3, ' stroke-opacity="0.6"');
    for (const side of [-1, 1]) s += rect(cx + side * (halfW - 30) - 14, top + 4, 28, 30, ctx.metal(metalCol), ' rx="6"');
    const body = `M${n(cx - halfW)},${n(top + 40)}Q${n(cx - halfW)},${n(top)} ${n(cx - halfW + 40)},${n(top)}L${n(cx + halfW - 40)},${n(top)}Q${n(cx + halfW)},${n(top)} ${n(cx + halfW)},${n(top + 40)}L${n(cx + halfW)},${n(fl - 90)}Q${n(cx + halfW)},${n(fl)} ${n(cx + halfW - 90)},${n(fl)}L${n(cx - halfW + 90)},${n(fl)}Q${n(cx - halfW)},${n(fl)} ${n(cx - halfW)},${n(fl - 90)}Z`;
    s += shaded(ctx, body, leather, [ctx.cylShade(0.6), ctx.vShade(0.8)]);
    const flapY = top + H * 0.72;
    const flap = `M${n(cx - halfW - 3)},${n(top + 40)}Q${n(cx - halfW - 3)},${n(top - 4)} ${n(cx - halfW + 40)},${n(top - 4)}L${n(cx + halfW - 40)},${n(top - 4)}Q${n(cx + halfW + 3)},${n(top - 4)} ${n(cx + halfW + 3)},${n(top + 40)}L${n(cx + halfW + 3)},${n(flapY - 60)}Q${n(cx + halfW)},${n(flapY)} ${n(cx + halfW - 80)},${n(flapY)}L${n(cx - halfW + 80)},${n(flapY)}Q${n(cx - halfW)},${n(flapY)} ${n(cx - halfW - 3)},${n(flapY - 60)}Z`;
    s += shaded(ctx, flap, flapCol, [ctx.cylShade(0.5), ctx.vShade(0.5)]);
    s += `<path d="${flap}" fill="none" stroke="${shade(flapCol, 0.45)}" stroke-width="2.5" stroke-dasharray="8 7" opacity="0.7" transform="translate(${n(cx)} ${n((top + flapY) / 2)}) scale(0.95) translate(${n(-cx)} ${n(-(top + flapY) / 2)})"/>`;
    s += circle(cx, flapY - 4, 24, ctx.metal(metalCol)) + circle(cx, flapY - 4, 10, shade(metalCol, -0.3));
    return s;
  }
  const halfTop = r.range(170, 200);
  const halfBot = r.range(210, 240);
  const H = r.range(300, 360);
  const top = fl - H;
  const body = `M${n(cx - halfTop)},${n(top)}L${n(cx + halfTop)},${n(top)}L${n(cx + halfBot)},${n(fl - 40)}Q${n(cx + halfBot)},${n(fl)} ${n(cx + halfBot - 40)},${n(fl)}L${n(cx - halfBot + 40)},${n(fl)}Q${n(cx - halfBot)},${n(fl)} ${n(cx - halfBot)},${n(fl - 40)}Z`;
  s += floorShadow(ctx, cx, fl, halfBot * 0.95);
  // Handle.
  const handle = `M${n(cx - halfTop * 0.6)},${n(top + 4)}C${n(cx - halfTop * 0.6)},${n(top - 220)} ${n(cx + halfTop * 0.6)},${n(top - 220)} ${n(cx + halfTop * 0.6)},${n(top + 4)}`;
  s +=
    stroke(handle, shade(leather, -0.3), 30) +
    stroke(handle, leather, 22) +
    stroke(handle, shade(leather, 0.3), 5, ' stroke-opacity="0.6"');
  s += shaded(ctx, body, leather, [ctx.cylShade(0.7), ctx.vShade(0.8)]);
  // Flap.
  const flapY = top + H * r.range(0.45, 0.55);
  const flap = `M${n(cx - halfTop - 4)},${n(top - 6)}L${n(cx + halfTop + 4)},${n(top - 6)}L${n(cx + halfTop + (halfBot - halfTop) * 0.5)},${n(flapY - 30)}Q${n(cx)},${n(flapY + 50)} ${n(cx - halfTop - (halfBot - halfTop) * 0.5)},${n(flapY - 30)}Z`;
  s += shaded(ctx, flap, flapCol, [ctx.cylShade(0.6), ctx.vShade(0.5)]);
  s += `<path d="${flap}" fill="none" stroke="${shade(flapCol, 0.45)}" stroke-width="2.5" stroke-dasharray="8 7" opacity="0.7"/>`;
  // Clasp.
  const clY = flapY + 10;
  s += rect(cx - 30, clY - 18, 60, 36, ctx.metal(metalCol), ' rx="8"') + circle(cx, clY, 9, shade(metalCol, -0.3));
  s += stroke(
    `M${n(cx - halfBot + 30)},${n(fl - 12)}L${n(cx + halfBot - 30)},${n(fl - 12)}`,
    shade(leather, -0.4),
    3,
    ' stroke-opacity="0.6"',
  );
  return s;
}

// ---------------------------------------------------------------------------------------------
// Jewellery
// ---------------------------------------------------------------------------------------------

function gem(ctx: Ctx, cx: number, cy: number, R: number, color: string): string {
  const pts: Pt[] = [];
  const inner: Pt[] = [];
  const k = 8;
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + Math.PI / 8;
    pts.push([cx + Math.cos(a) * R, cy + Math.sin(a) * R * 0.92]);
    inner.push([cx + Math.cos(a) * R * 0.55, cy + Math.sin(a) * R * 0.5]);
  }
  let s = path(poly(pts), shade(color, -0.2));
  for (let i = 0; i < k; i++) {
    const p1 = pts[i];
    const p2 = pts[(i + 1) % k];
    const q1 = inner[i];
    const q2 = inner[(i + 1) % k];
    if (!p1 || !p2 || !q1 || !q2) continue;
    const t = Math.cos(((i + 0.5) / k) * Math.PI * 2 + 2.2);
    s += path(poly([p1, p2, q2, q1]), shade(color, t * 0.45));
  }
  s += path(poly(inner), shade(color, 0.25));
  s += path(poly([inner[4] ?? [cx, cy], inner[5] ?? [cx, cy], [cx, cy]]), '#ffffff', ' fill-opacity="0.55"');
  s += circle(cx - R * 0.25, cy - R * 0.25, R * 0.08, '#ffffff');
  return s;
}

function drawRing(ctx: Ctx): string {
  const r = ctx.r;
  const [metalCol, stone, accent] = ctx.p;
  const cx = ctx.cx;
  ctx.floor = 830;
  const R = r.range(190, 215);
  const thick = r.range(18, 26);
  const cy = ctx.floor - R * 0.95;
  const kind = ctx.kind(['solitaire', 'solitaire', 'cluster', 'signet', 'band']);
  let s = studio(ctx) + floorShadow(ctx, cx, ctx.floor - 4, R * 0.6);
  const metal = ctx.metal(metalCol);
  const ringD = (oy: number, rx: number, ry: number, ix: number, iy: number): string =>
    `M${n(cx - rx)},${n(oy)}a${n(rx)},${n(ry)} 0 1,0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-2 * rx)},0Z` +
    `M${n(cx - ix)},${n(oy + 6)}a${n(ix)},${n(iy)} 0 1,1 ${n(2 * ix)},0a${n(ix)},${n(iy)} 0 1,1 ${n(-2 * ix)},0Z`;
  const outerRy = R * 0.92;
  const bandW = kind === 'band' ? thick * 1.7 : thick;
  const d = ringD(cy, R, outerRy, R - bandW, outerRy - bandW);
  // Inside of the band, visible at the back.
  s += ellipse(cx, cy + 6, R - bandW, outerRy - bandW, 'none', ` stroke="${shade(metalCol, -0.35)}" stroke-width="${n(bandW * 0.6)}"`);
  s += path(d, metal, ' fill-rule="evenodd"');
  if (kind === 'band') {
    for (let i = 0; i < 3; i++)
      s += ellipse(
        cx,
        cy,
        R - bandW * (0.3 + i * 0.2),
        outerRy - bandW * (0.3 + i * 0.2),
        'none',
        ` stroke="${shade(metalCol, i === 1 ? 0.5 : -0.3)}" stroke-width="2" stroke-opacity="0.6"`,
      );
  }
  const topY = cy - outerRy;
  if (kind === 'solitaire' || kind === 'cluster') {
    const gR = kind === 'solitaire' ? r.range(66, 86) : 50;
    s += path(
      poly([
        [cx - 48, topY + 26],
        [cx + 48, topY + 26],
        [cx + 30, topY - 20],
        [cx - 30, topY - 20],
      ]),
      metal,
    );
    if (kind === 'cluster') {
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        s += circle(
          cx + Math.cos(a) * 70,
          topY - 40 + Math.sin(a) * 62,
          18,
          ctx.radial(
            [
              [0, '#ffffff'],
              [0.5, shade(accent, 0.5)],
              [1, shade(accent, -0.3)],
            ],
            0.5,
            0.5,
            0.5,
            0.35,
            0.35,
          ),
        );
      }
    }
    s += gem(ctx, cx, topY - 40, gR, stone);
    for (const a of [-2.3, -0.8, 0.8, 2.3])
      s += circle(cx + Math.sin(a) * gR * 0.95, topY - 40 + Math.cos(a) * gR * 0.85, 7, shade(metalCol, 0.3));
  } else if (kind === 'signet') {
    s += ellipse(cx, topY + 6, 90, 46, metal);
    s += ellipse(cx, topY + 2, 78, 38, shade(metalCol, -0.15));
    s +=
      stroke(`M${n(cx - 36)},${n(topY + 4)}q36,-28 72,0`, shade(metalCol, -0.45), 5) +
      stroke(`M${n(cx - 20)},${n(topY + 16)}L${n(cx + 20)},${n(topY + 16)}`, shade(metalCol, -0.45), 4);
  }
  s += ellipse(
    cx - R * 0.72,
    cy - outerRy * 0.2,
    8,
    40,
    '#ffffff',
    ` fill-opacity="0.55" transform="rotate(20 ${n(cx - R * 0.72)} ${n(cy)})"`,
  );
  return s;
}

function drawNecklace(ctx: Ctx): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const cx = ctx.cx;
  const cy = r.range(470, 500);
  const rx = r.range(270, 310);
  const ry = r.range(280, 320);
  const kind = ctx.kind(['beads', 'chain', 'beads']);
  let s = flatSurface(ctx, '#e3ddd3');
  const point = (t: number): Pt => {
    const th = t * Math.PI * 2;
    const sq = 1 + 0.18 * Math.max(0, Math.cos(th));
    return [cx + Math.sin(th) * rx, cy - Math.cos(th) * ry * sq];
  };
  const gap = 0.025;
  if (kind === 'beads') {
    const count = r.int(42, 60);
    const pattern = r.int(1, 3);
    const beadR = (Math.PI * 2 * ((rx + ry) / 2)) / count / 2 - 1;
    const grads = [a, b].map((col) =>
      ctx.radial(
        [
          [0, shade(col, 0.6)],
          [0.5, col],
          [1, shade(col, -0.45)],
        ],
        0.5,
        0.5,
        0.5,
        0.35,
        0.3,
      ),
    );
    for (let i = 0; i < count; i++) {
      const t = gap + ((1 - 2 * gap) * i) / (count - 1);
      const [x, y] = point(t);
      s += circle(x + 5, y + 8, beadR, '#2d2218', ' fill-opacity="0.12"');
      s += circle(x, y, beadR, grads[i % (pattern + 1) === 0 ? 1 : 0] ?? a);
    }
  } else {
    const count = 90;
    let links = '';
    let shadow = '';
    for (let i = 0; i < count; i++) {
      const t = gap + ((1 - 2 * gap) * i) / (count - 1);
      const [x, y] = point(t);
      const [x2, y2] = point(t + 0.002);
      const ang = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI;
      const tr = ` transform="rotate(${n(ang)} ${n(x)} ${n(y)})"`;
      shadow += ellipse(x + 4, y + 6, 14, 8, 'none', ` stroke="#2d2218" stroke-opacity="0.12" stroke-width="5"${tr}`);
      links += ellipse(x, y, 14, 8, 'none', ` stroke="${i % 2 ? shade(a, 0.3) : shade(a, -0.1)}" stroke-width="5"${tr}`);
    }
    s += shadow + links;
  }
  // Clasp at top.
  const [tx, ty] = point(0);
  s +=
    circle(tx - 10, ty, 9, 'none', ` stroke="${shade(a, -0.2)}" stroke-width="4"`) + rect(tx + 2, ty - 5, 22, 10, ctx.metal(a), ' rx="4"');
  // Pendant.
  const [px, py] = point(0.5);
  const pr = r.range(40, 60);
  const pend = `M${n(px)},${n(py + 6)}C${n(px + pr)},${n(py + pr * 0.6)} ${n(px + pr * 0.9)},${n(py + pr * 1.9)} ${n(px)},${n(py + pr * 2)}C${n(px - pr * 0.9)},${n(py + pr * 1.9)} ${n(px - pr)},${n(py + pr * 0.6)} ${n(px)},${n(py + 6)}Z`;
  s += `<g transform="translate(6 10)">${path(pend, '#2d2218', ' fill-opacity="0.15"')}</g>`;
  s += path(
    pend,
    ctx.radial(
      [
        [0, shade(c, 0.6)],
        [0.55, c],
        [1, shade(c, -0.45)],
      ],
      0.5,
      0.5,
      0.55,
      0.35,
      0.3,
    ),
  );
  s += `<path d="${pend}" fill="none" stroke="${shade(a, 0.1)}" stroke-width="6"/>`;
  s += circle(px - pr * 0.25, py + pr * 0.7, pr * 0.12, '#ffffff', ' fill-opacity="0.7"');
  return s;
}

function drawBrooch(ctx: Ctx): string {
  const r = ctx.r;
  const [metalCol, stone, accent] = ctx.p;
  const cx = ctx.cx;
  const cy = 480;
  const kind = ctx.kind(['oval', 'flower', 'leaf']);
  let s = flatSurface(ctx, '#e4ded4');
  const metal = ctx.metal(metalCol);
  if (kind === 'oval') {
    const rx = r.range(240, 280);
    const ry = rx * r.range(0.75, 0.85);
    s += ellipse(cx + 14, cy + 22, rx, ry, '#2d2218', ' fill-opacity="0.16"');
    s += ellipse(cx, cy, rx, ry, metal);
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      s +=
        circle(cx + Math.cos(a) * rx * 0.9, cy + Math.sin(a) * ry * 0.9, 9, shade(metalCol, 0.35)) +
        circle(cx + Math.cos(a) * rx * 0.9 + 2, cy + Math.sin(a) * ry * 0.9 + 2, 4, shade(metalCol, -0.3), ' fill-opacity="0.5"');
    }
    s += ellipse(
      cx,
      cy,
      rx * 0.75,
      ry * 0.75,
      ctx.radial(
        [
          [0, shade(stone, 0.55)],
          [0.45, stone],
          [1, shade(stone, -0.55)],
        ],
        0.5,
        0.5,
        0.55,
        0.38,
        0.32,
      ),
    );
    s += ellipse(
      cx - rx * 0.25,
      cy - ry * 0.3,
      rx * 0.2,
      ry * 0.1,
      '#ffffff',
      ` fill-opacity="0.5" transform="rotate(-25 ${n(cx - rx * 0.25)} ${n(cy - ry * 0.3)})"`,
    );
  } else if (kind === 'flower') {
    const petals = r.int(6, 9);
    const pl = r.range(170, 210);
    let pet = '';
    for (let i = 0; i < petals; i++)
      pet += ellipse(cx, cy - pl * 0.55, pl * 0.3, pl * 0.55, 'X', ` transform="rotate(${n((i / petals) * 360)} ${n(cx)} ${n(cy)})"`);
    s += `<g transform="translate(12 20)">${pet.replaceAll('fill="X"', 'fill="#2d2218" fill-opacity="0.14"')}</g>`;
    s += pet.replaceAll('fill="X"', `fill="${metal}"`);
    for (let i = 0; i < petals; i++)
      s += ellipse(
        cx,
        cy - pl * 0.55,
        pl * 0.12,
        pl * 0.36,
        shade(metalCol, -0.2),
        ` fill-opacity="0.45" transform="rotate(${n((i / petals) * 360)} ${n(cx)} ${n(cy)})"`,
      );
    s += circle(cx, cy, pl * 0.32, metal);
    s += circle(
      cx,
      cy,
      pl * 0.22,
      ctx.radial(
        [
          [0, shade(stone, 0.55)],
          [0.45, stone],
          [1, shade(stone, -0.5)],
        ],
        0.5,
        0.5,
        0.55,
        0.38,
        0.32,
      ),
    );
    s += circle(cx - pl * 0.07, cy - pl * 0.08, pl * 0.05, '#ffffff', ' fill-opacity="0.7"');
  } else {
    const L = r.range(330, 380);
    const leaf = `M${n(cx - L)},${n(cy + 120)}C${n(cx - L * 0.4)},${n(cy - 160)} ${n(cx + L * 0.5)},${n(cy - 180)} ${n(cx + L)},${n(cy - 120)}C${n(cx + L * 0.4)},${n(cy + 60)} ${n(cx - L * 0.4)},${n(cy + 190)} ${n(cx - L)},${n(cy + 120)}Z`;
    s += `<g transform="translate(12 20)">${path(leaf, '#2d2218', ' fill-opacity="0.14"')}</g>`;
    s += path(leaf, metal);
    s += stroke(`M${n(cx - L)},${n(cy + 120)}Q${n(cx)},${n(cy - 20)} ${n(cx + L * 0.9)},${n(cy - 115)}`, shade(metalCol, -0.35), 6);
    for (let i = 1; i < 7; i++) {
      const t = i / 7;
      const x = cx - L + 1.9 * L * t;
      const y = cy + 120 - 235 * t;
      s += stroke(
        `M${n(x)},${n(y)}l${n(50)},${n(-70)}M${n(x)},${n(y)}l${n(60)},${n(40)}`,
        shade(metalCol, -0.3),
        3,
        ' stroke-opacity="0.7"',
      );
    }
    for (let i = 0; i < 3; i++)
      s += circle(
        cx - L * 0.2 + i * 90,
        cy - 10 - i * 45,
        22,
        ctx.radial(
          [
            [0, shade(accent, 0.6)],
            [0.5, stone],
            [1, shade(stone, -0.45)],
          ],
          0.5,
          0.5,
          0.55,
          0.38,
          0.32,
        ),
      );
  }
  return s;
}

function drawCandlestick(ctx: Ctx): string {
  const r = ctx.r;
  const [metalCol, candle] = ctx.p;
  const fl = ctx.floor;
  const kind = ctx.kind(['pair', 'pair', 'candelabra']);
  let s = studio(ctx);
  const metal = ctx.metal(metalCol);
  const holder = (x: number, H: number, footR: number): string => {
    const top = fl - H;
    const prof: Pt[] = [
      [top, footR * 0.42],
      [top + 14, footR * 0.36],
      [top + 28, footR * 0.2],
      [top + H * 0.25, footR * 0.14],
      [top + H * 0.42, footR * 0.28],
      [top + H * 0.55, footR * 0.14],
      [top + H * 0.8, footR * 0.2],
      [fl - 34, footR * 0.7],
      [fl - 14, footR],
      [fl, footR],
    ];
    const d = lathe(x, prof);
    const ch = r.range(160, 210);
    const cr = footR * 0.2;
    const cand = `M${n(x - cr)},${n(top - ch)}L${n(x + cr)},${n(top - ch)}L${n(x + cr)},${n(top + 4)}L${n(x - cr)},${n(top + 4)}Z`;
    return (
      floorShadow(ctx, x, fl, footR * 0.9) +
      path(cand, candle) +
      path(cand, ctx.cylShade(0.8)) +
      ellipse(x, top - ch, cr, cr * 0.3, shade(candle, 0.2)) +
      stroke(`M${n(x)},${n(top - ch)}l2,-16`, '#2a221c', 3) +
      path(d, metal) +
      path(d, ctx.vShade(0.5)) +
      ellipse(x, top, footR * 0.42, footR * 0.08, shade(metalCol, 0.3))
    );
  };
  if (kind === 'pair') {
    const H = r.range(300, 380);
    const footR = r.range(85, 105);
    s += holder(410, H, footR) + holder(610, H * r.range(0.85, 1), footR * 0.95);
  } else {
    const H = r.range(330, 380);
    const cx = ctx.cx;
    const armY = fl - H + 40;
    const arm = `M${n(cx - 200)},${n(armY - 60)}C${n(cx - 200)},${n(armY + 80)} ${n(cx + 200)},${n(armY + 80)} ${n(cx + 200)},${n(armY - 60)}`;
    s += stroke(arm, shade(metalCol, -0.3), 24) + stroke(arm, metalCol, 16) + stroke(arm, shade(metalCol, 0.5), 4, ' stroke-opacity="0.6"');
    for (const x of [cx - 200, cx + 200]) {
      const cr = 22;
      const ch = r.range(150, 190);
      const cand = `M${n(x - cr)},${n(armY - 70 - ch)}h${2 * cr}v${n(ch)}h${-2 * cr}Z`;
      s += path(cand, candle) + path(cand, ctx.cylShade(0.8)) + stroke(`M${n(x)},${n(armY - 70 - ch)}l2,-16`, '#2a221c', 3);
      s += path(
        lathe(x, [
          [armY - 76, 40],
          [armY - 60, 30],
          [armY - 40, 16],
        ]),
        metal,
      );
    }
    s += holder(cx, H, 100);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Mirrors, clocks, toys, books, misc
// ---------------------------------------------------------------------------------------------

function mirrorGlass(ctx: Ctx): string {
  return ctx.linear(
    [
      [0, '#cdd5d6'],
      [0.35, '#eef2f2'],
      [0.5, '#c4cdcf'],
      [0.75, '#dfe5e5'],
      [1, '#a9b3b6'],
    ],
    0,
    0,
    1,
    1,
  );
}

function drawMirror(ctx: Ctx): string {
  const r = ctx.r;
  const [frameCol, second] = ctx.p;
  ctx.floor = 1190;
  const cx = ctx.cx;
  const cy = 560;
  const kind = ctx.kind(['round', 'sunburst', 'arch', 'oval']);
  let s = studio(ctx);
  const glass = mirrorGlass(ctx);
  const streak = (clipD: string): string =>
    `<g${ctx.clip(clipD)}>` +
    path(
      poly([
        [cx - 300, cy + 100],
        [cx - 60, cy - 400],
        [cx + 10, cy - 400],
        [cx - 230, cy + 100],
      ]),
      '#ffffff',
      ' fill-opacity="0.35"',
    ) +
    path(
      poly([
        [cx - 160, cy + 260],
        [cx + 100, cy - 300],
        [cx + 130, cy - 300],
        [cx - 130, cy + 260],
      ]),
      '#ffffff',
      ' fill-opacity="0.3"',
    ) +
    rect(cx - 400, cy + 150, 800, 400, '#7a756d', ' fill-opacity="0.12"') +
    '</g>';
  if (kind === 'round' || kind === 'sunburst') {
    const R = kind === 'round' ? r.range(280, 320) : r.range(170, 200);
    if (kind === 'sunburst') {
      const rays = r.int(20, 28);
      let rayD = '';
      for (let i = 0; i < rays; i++) {
        const a = (i / rays) * Math.PI * 2;
        const len = i % 2 ? 380 : 310;
        const wA = 0.06;
        rayD += `M${n(cx + Math.cos(a - wA) * R)},${n(cy + Math.sin(a - wA) * R)}L${n(cx + Math.cos(a) * len)},${n(cy + Math.sin(a) * len)}L${n(cx + Math.cos(a + wA) * R)},${n(cy + Math.sin(a + wA) * R)}Z`;
      }
      s += `<g transform="translate(12 20)">${path(rayD, '#2d2218', ' fill-opacity="0.12"')}</g>`;
      s += path(rayD, ctx.metal(frameCol));
      s += circle(cx, cy, R + 34, ctx.metal(frameCol));
    } else {
      s += wallShadowEllipse(cx, cy, R + 40, R + 40);
      s += circle(cx, cy, R + 40, ctx.metal(frameCol));
      s += circle(cx, cy, R + 20, 'none', ` stroke="${shade(frameCol, -0.35)}" stroke-width="4"`);
    }
    const d = `M${n(cx - R)},${n(cy)}a${n(R)},${n(R)} 0 1,0 ${n(2 * R)},0a${n(R)},${n(R)} 0 1,0 ${n(-2 * R)},0Z`;
    s += path(d, glass) + streak(d);
  } else if (kind === 'oval') {
    const rx = r.range(230, 260);
    const ry = r.range(360, 400);
    s += wallShadowEllipse(cx, cy, rx + 50, ry + 50);
    s += ellipse(cx, cy, rx + 50, ry + 50, ctx.metal(frameCol));
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      s += circle(cx + Math.cos(a) * (rx + 28), cy + Math.sin(a) * (ry + 28), 9, shade(frameCol, 0.35));
    }
    s += ellipse(cx, cy - ry - 50, 60, 30, ctx.metal(frameCol));
    const d = `M${n(cx - rx)},${n(cy)}a${n(rx)},${n(ry)} 0 1,0 ${n(2 * rx)},0a${n(rx)},${n(ry)} 0 1,0 ${n(-2 * rx)},0Z`;
    s += path(d, glass) + streak(d);
  } else {
    const w = r.range(440, 520);
    const h = r.range(760, 840);
    const x = cx - w / 2;
    const y = cy - h / 2;
    const fw = 40;
    const outer = `M${n(x)},${n(y + h)}L${n(x)},${n(y + w / 2)}A${n(w / 2)},${n(w / 2)} 0 0,1 ${n(x + w)},${n(y + w / 2)}L${n(x + w)},${n(y + h)}Z`;
    const inner = `M${n(x + fw)},${n(y + h - fw)}L${n(x + fw)},${n(y + w / 2)}A${n(w / 2 - fw)},${n(w / 2 - fw)} 0 0,1 ${n(x + w - fw)},${n(y + w / 2)}L${n(x + w - fw)},${n(y + h - fw)}Z`;
    s += wallShadow(ctx, x, y + w / 4, w, h - w / 4, w / 4);
    s += path(outer, ctx.metal(frameCol)) + `<path d="${outer}" fill="none" stroke="${shade(frameCol, -0.4)}" stroke-width="3"/>`;
    s += path(inner, glass) + streak(inner);
    s += `<path d="${inner}" fill="none" stroke="${shade(second, -0.1)}" stroke-width="6"/>`;
  }
  return s;
}

function clockFace(ctx: Ctx, cx: number, cy: number, R: number, face: string, hands: string, accent: string): string {
  let s = circle(
    cx,
    cy,
    R,
    ctx.radial(
      [
        [0, shade(face, 0.3)],
        [1, shade(face, -0.08)],
      ],
      0.5,
      0.5,
      0.5,
      0.4,
      0.35,
    ),
  );
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r1 = R * (major ? 0.78 : 0.86);
    ticks += `M${n(cx + Math.cos(a) * r1)},${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * R * 0.92)},${n(cy + Math.sin(a) * R * 0.92)}`;
    if (major)
      s += stroke(
        `M${n(cx + Math.cos(a) * r1)},${n(cy + Math.sin(a) * r1)}L${n(cx + Math.cos(a) * R * 0.92)},${n(cy + Math.sin(a) * R * 0.92)}`,
        hands,
        R * 0.045,
        ' stroke-linecap="butt"',
      );
  }
  s += stroke(ticks, hands, R * 0.012);
  const hr = ctx.r.range(0, Math.PI * 2);
  const mn = ctx.r.range(0, Math.PI * 2);
  const sc = ctx.r.range(0, Math.PI * 2);
  s += stroke(`M${n(cx)},${n(cy)}L${n(cx + Math.sin(hr) * R * 0.5)},${n(cy - Math.cos(hr) * R * 0.5)}`, hands, R * 0.05);
  s += stroke(`M${n(cx)},${n(cy)}L${n(cx + Math.sin(mn) * R * 0.74)},${n(cy - Math.cos(mn) * R * 0.74)}`, hands, R * 0.032);
  s += stroke(
    `M${n(cx - Math.sin(sc) * R * 0.15)},${n(cy + Math.cos(sc) * R * 0.15)}L${n(cx + Math.sin(sc) * R * 0.8)},${n(cy - Math.cos(sc) * R * 0.8)}`,
    accent,
    R * 0.012,
  );
  s += circle(cx, cy, R * 0.035, accent);
  return s;
}

function drawClock(ctx: Ctx): string {
  const r = ctx.r;
  const [case_, face, accent] = ctx.p;
  const cx = ctx.cx;
  const kind = ctx.kind(['wall', 'mantel']);
  const hands = luminance(face) > 0.5 ? '#1e1b18' : '#f1ede6';
  if (kind === 'wall') {
    ctx.floor = 960;
    const R = r.range(280, 320);
    const cy = 470;
    let s = studio(ctx) + wallShadowEllipse(cx, cy, R + 30, R + 30);
    s += circle(cx, cy, R + 32, ctx.metal(case_));
    s += circle(cx, cy, R + 6, shade(case_, -0.4));
    s += clockFace(ctx, cx, cy, R, face, hands, accent);
    s += path(
      `M${n(cx - R)},${n(cy)}A${n(R)},${n(R)} 0 0,1 ${n(cx)},${n(cy - R)}L${n(cx - R * 0.2)},${n(cy - R)}A${n(R)},${n(R)} 0 0,0 ${n(cx - R)},${n(cy - R * 0.1)}Z`,
      '#ffffff',
      ' fill-opacity="0.15"',
    );
    return s;
  }
  const fl = ctx.floor;
  const w = r.range(380, 440);
  const h = r.range(420, 480);
  const x = cx - w / 2;
  const top = fl - 30 - h;
  const body = `M${n(x)},${n(fl - 30)}L${n(x)},${n(top + w * 0.35)}Q${n(x)},${n(top)} ${n(cx)},${n(top)}Q${n(x + w)},${n(top)} ${n(x + w)},${n(top + w * 0.35)}L${n(x + w)},${n(fl - 30)}Z`;
  let s = studio(ctx) + floorShadow(ctx, cx, fl, w * 0.55);
  s += rect(x - 20, fl - 40, w + 40, 26, shade(case_, -0.2));
  for (const fx of [x - 5, x + w - 35]) s += rect(fx, fl - 16, 40, 16, shade(case_, -0.4));
  s += shaded(ctx, body, case_, [ctx.cylShade(0.7), ctx.vShade(0.5)]);
  const R = w * 0.34;
  const cy = top + w * 0.45;
  s += circle(cx, cy, R + 16, ctx.metal('#c2a25a'));
  s += clockFace(ctx, cx, cy, R, face, hands, accent);
  s += rect(
    cx - w * 0.3,
    cy + R + 40,
    w * 0.6,
    fl - 70 - (cy + R + 40),
    shade(case_, -0.2),
    ` stroke="${shade(case_, 0.2)}" stroke-width="3"`,
  );
  return s;
}

function drawToy(ctx: Ctx): string {
  const r = ctx.r;
  const [main, second, accent] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const kind = ctx.kind(['dalahorse', 'car', 'dalahorse']);
  let s = studio(ctx) + floorShadow(ctx, cx, fl, 230);
  if (kind === 'dalahorse') {
    // Horse facing left, drawn in a 100×100 box scaled up.
    const k = r.range(5.4, 6);
    const ox = cx - 50 * k;
    const oy = fl - 100 * k;
    const P = (pts: readonly Pt[]): Pt[] => pts.map(([x, y]) => [ox + x * k, oy + y * k]);
    const horse = poly(
      P([
        [24, 100],
        [38, 100],
        [44, 80],
        [58, 80],
        [64, 100],
        [80, 100],
        [80, 62],
        [84, 52],
        [82, 42],
        [74, 38],
        [46, 40],
        [42, 30],
        [38, 14],
        [33, 6],
        [35, 0],
        [28, 4],
        [20, 9],
        [8, 26],
        [9, 33],
        [16, 34],
        [26, 32],
        [24, 52],
        [22, 62],
      ]),
    );
    s +=
      path(horse, main) +
      path(
        horse,
        ctx.linear(
          [
            [0, '#ffffff', 0.18],
            [0.5, '#ffffff', 0],
            [1, '#000000', 0.22],
          ],
          0,
          0,
          1,
          1,
        ),
      );
    // Bridle, saddle and kurbits painting.
    const line = (pts: readonly Pt[], col: string, w: number): string => stroke(smoothOpen(P(pts)), col, w);
    s += line(
      [
        [33, 7],
        [30, 20],
        [20, 31],
      ],
      accent,
      7,
    );
    s += line(
      [
        [14, 22],
        [25, 24],
      ],
      accent,
      5,
    );
    s += path(
      `${smoothOpen(
        P([
          [47, 41],
          [60, 40],
          [73, 39],
        ]),
      )}L${n(ox + 75 * k)},${n(oy + 56 * k)}${smoothSegments(
        P([
          [75, 56],
          [61, 63],
          [47, 58],
        ]),
      )}Z`,
      second,
    );
    s += stroke(
      smoothOpen(
        P([
          [47, 41],
          [60, 40],
          [73, 39],
        ]),
      ),
      '#f4eedf',
      5,
    );
    for (const [fx, fy] of [
      [54, 50],
      [61, 53],
      [68, 49],
    ] as const) {
      for (let i = 0; i < 5; i++)
        s += ellipse(
          ox + fx * k,
          oy + (fy - 1.6) * k,
          0.9 * k,
          1.6 * k,
          i % 2 ? accent : '#f4eedf',
          ` transform="rotate(${i * 72} ${n(ox + fx * k)} ${n(oy + fy * k)})"`,
        );
      s += circle(ox + fx * k, oy + fy * k, 0.8 * k, accent);
    }
    s += line(
      [
        [44, 62],
        [40, 74],
        [46, 78],
      ],
      '#f4eedf',
      5,
    );
    s += line(
      [
        [78, 62],
        [76, 74],
        [72, 80],
      ],
      '#f4eedf',
      5,
    );
    s += line(
      [
        [34, 44],
        [28, 52],
        [34, 58],
      ],
      '#f4eedf',
      5,
    );
    s += circle(ox + 24 * k, oy + 17 * k, 2 * k, '#f4eedf') + circle(ox + 24 * k, oy + 17 * k, 1 * k, '#1c1a17');
  } else {
    const bodyY = fl - 120;
    const body = `M${n(cx - 280)},${n(bodyY + 40)}L${n(cx - 280)},${n(bodyY - 50)}Q${n(cx - 280)},${n(bodyY - 90)} ${n(cx - 230)},${n(bodyY - 90)}L${n(cx + 240)},${n(bodyY - 90)}Q${n(cx + 290)},${n(bodyY - 90)} ${n(cx + 290)},${n(bodyY - 40)}L${n(cx + 290)},${n(bodyY + 40)}Z`;
    const cabin = `M${n(cx - 160)},${n(bodyY - 88)}L${n(cx - 110)},${n(bodyY - 230)}L${n(cx + 130)},${n(bodyY - 230)}L${n(cx + 190)},${n(bodyY - 88)}Z`;
    s += shaded(ctx, cabin, second, [ctx.vShade(0.7)]);
    s +=
      path(
        poly([
          [cx - 120, bodyY - 100],
          [cx - 92, bodyY - 206],
          [cx + 10, bodyY - 206],
          [cx + 10, bodyY - 100],
        ]),
        '#cfe0e6',
      ) +
      path(
        poly([
          [cx + 30, bodyY - 100],
          [cx + 30, bodyY - 206],
          [cx + 118, bodyY - 206],
          [cx + 160, bodyY - 100],
        ]),
        '#cfe0e6',
      );
    s += shaded(ctx, body, main, [ctx.vShade(1)]);
    s += rect(cx - 290, bodyY - 30, 30, 24, '#f6e7a6') + rect(cx + 276, bodyY - 30, 16, 24, accent);
    for (const wx of [cx - 170, cx + 180]) {
      s += circle(wx, fl - 70, 70, '#2b2724') + circle(wx, fl - 70, 34, ctx.metal(accent)) + circle(wx, fl - 70, 8, '#2b2724');
    }
  }
  return s;
}

function drawBook(ctx: Ctx): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const count = r.int(3, 5);
  const cols = [a, b, c, shade(a, -0.25), shade(b, 0.2)];
  let s = studio(ctx) + floorShadow(ctx, cx, fl, 300);
  let y = fl;
  let lastX = cx;
  let lastW = 0;
  let lastTop = fl;
  for (let i = 0; i < count; i++) {
    const w = r.range(250, 330) * (1 - i * 0.05);
    const th = r.range(50, 90);
    const x = cx + r.range(-30, 30) - w;
    const col = cols[i % cols.length] ?? a;
    const top = y - th;
    // Spine.
    const spine = `M${n(x)},${n(top + 6)}Q${n(x)},${n(top)} ${n(x + 10)},${n(top)}L${n(x + 2 * w - 10)},${n(top)}Q${n(x + 2 * w)},${n(top)} ${n(x + 2 * w)},${n(top + 6)}L${n(x + 2 * w)},${n(y - 6)}Q${n(x + 2 * w)},${n(y)} ${n(x + 2 * w - 10)},${n(y)}L${n(x + 10)},${n(y)}Q${n(x)},${n(y)} ${n(x)},${n(y - 6)}Z`;
    // Page block seen at the right end.
    s += path(
      poly([
        [x + 2 * w, top + 4],
        [x + 2 * w + 40, top - 24],
        [x + 2 * w + 40, y - 28],
        [x + 2 * w, y - 4],
      ]),
      '#efe7d6',
    );
    s += stroke(`M${n(x + 2 * w + 4)},${n(top + th * 0.35)}l34,-24M${n(x + 2 * w + 4)},${n(top + th * 0.65)}l34,-24`, '#c8bda8', 1.5);
    s +=
      path(spine, col) +
      path(
        spine,
        ctx.linear(
          [
            [0, '#ffffff', 0.2],
            [0.5, '#ffffff', 0],
            [1, '#000000', 0.3],
          ],
          0,
          0,
          0,
          1,
        ),
      );
    if (r.chance(0.7)) {
      s += rect(x + 30, top + 8, 6, th - 16, '#c9a64b') + rect(x + 2 * w - 36, top + 8, 6, th - 16, '#c9a64b');
      s += rect(x + w - 70, top + th * 0.25, 140, th * 0.5, shade(col, -0.35), ` stroke="#c9a64b" stroke-width="2"`);
    }
    lastX = x;
    lastW = w;
    lastTop = top;
    y = top;
  }
  // Cover of the top book.
  s += path(
    poly([
      [lastX, lastTop],
      [lastX + 2 * lastW, lastTop],
      [lastX + 2 * lastW + 40, lastTop - 28],
      [lastX + 40, lastTop - 28],
    ]),
    shade(cols[(count - 1) % cols.length] ?? a, 0.15),
  );
  return s;
}

function drawMisc(ctx: Ctx): string {
  const r = ctx.r;
  const [a, b, c] = ctx.p;
  const cx = ctx.cx;
  const fl = ctx.floor;
  const kind = ctx.kind(['box', 'globe', 'jar']);
  let s = studio(ctx);
  if (kind === 'box') {
    const w = r.range(240, 300);
    const h = r.range(170, 220);
    const top = fl - h;
    s += floorShadow(ctx, cx, fl, w * 0.95);
    s += path(
      poly([
        [cx - w, top],
        [cx + w, top],
        [cx + w + 50, top - 50],
        [cx - w + 50, top - 50],
      ]),
      shade(a, 0.2),
    );
    s += path(
      poly([
        [cx + w, top],
        [cx + w + 50, top - 50],
        [cx + w + 50, fl - 50],
        [cx + w, fl],
      ]),
      shade(a, -0.35),
    );
    s += rect(cx - w, top, w * 2, h, a) + rect(cx - w, top, w * 2, h, ctx.vShade(0.6));
    s += rect(cx - w, top, w * 2, 40, shade(a, -0.1)) + rect(cx - w, top + 38, w * 2, 4, shade(a, -0.45));
    // Painted flowers.
    for (let i = 0; i < 3; i++) {
      const fx = cx - w * 0.6 + i * w * 0.6;
      const fy = top + h * 0.6;
      for (let k = 0; k < 5; k++) s += ellipse(fx, fy - 22, 11, 22, k % 2 ? b : c, ` transform="rotate(${k * 72} ${n(fx)} ${n(fy)})"`);
      s += circle(fx, fy, 9, shade(c, 0.4));
    }
    s += rect(cx - 18, top + 30, 36, 34, ctx.metal('#b8975a'), ' rx="4"');
  } else if (kind === 'globe') {
    const R = r.range(200, 230);
    const cy = fl - 90 - R;
    s += floorShadow(ctx, cx, fl, 140);
    s += ellipse(cx, fl - 12, 130, 26, ctx.metal(c)) + rect(cx - 14, cy + R, 28, fl - cy - R - 12, ctx.metal(c));
    s += circle(cx, cy, R, b);
    const clip = ctx.clip(`M${n(cx - R)},${n(cy)}a${n(R)},${n(R)} 0 1,0 ${n(2 * R)},0a${n(R)},${n(R)} 0 1,0 ${n(-2 * R)},0Z`);
    let land = '';
    for (let i = 0; i < 5; i++) {
      const pts: Pt[] = [];
      const bx = cx + r.range(-R * 0.7, R * 0.7);
      const by = cy + r.range(-R * 0.7, R * 0.7);
      const sz = r.range(50, 120);
      for (let k = 0; k < 7; k++) {
        const ang = (k / 7) * Math.PI * 2;
        pts.push([bx + Math.cos(ang) * sz * r.range(0.5, 1.1), by + Math.sin(ang) * sz * r.range(0.5, 1.1)]);
      }
      land += path(smoothClosed(pts), a);
    }
    let grid = '';
    for (let i = 1; i < 6; i++) grid += `M${n(cx - R)},${n(cy - R + (2 * R * i) / 6)}L${n(cx + R)},${n(cy - R + (2 * R * i) / 6)}`;
    for (let i = 1; i < 4; i++)
      grid += `M${n(cx)},${n(cy - R)}A${n((R * i) / 4)},${n(R)} 0 0,0 ${n(cx)},${n(cy + R)}M${n(cx)},${n(cy - R)}A${n((R * i) / 4)},${n(R)} 0 0,1 ${n(cx)},${n(cy + R)}`;
    s += `<g${clip}>${land}${stroke(grid, '#5a4a3a', 1.5, ' stroke-opacity="0.35"')}</g>`;
    s += circle(cx, cy, R, ctx.sphereShade());
    s += `<path d="M${n(cx - R - 24)},${n(cy + 40)}A${n(R + 24)},${n(R + 24)} 0 0,1 ${n(cx + 40)},${n(cy - R - 24)}" fill="none" stroke="${shade(c, -0.1)}" stroke-width="12"/>`;
  } else {
    const H = r.range(330, 400);
    const top = fl - H;
    s += floorShadow(ctx, cx, fl, 150);
    s += drawVaseAt(ctx, cx, fl, H, r.range(150, 175), 'globe');
    const lid = lathe(cx, [
      [top - 70, 12],
      [top - 56, 24],
      [top - 40, 14],
      [top - 30, 70],
      [top, 84],
    ]);
    s += path(lid, a) + path(lid, ctx.cylShade()) + ellipse(cx, top - 70, 12, 5, shade(a, 0.3));
    s += rect(cx - 84, top - 8, 168, 10, b);
  }
  return s;
}

const DRAWERS: Record<Motif, (ctx: Ctx) => string> = {
  vase: drawVase,
  bowl: drawBowl,
  glass: drawGlass,
  plate: drawPlate,
  painting: drawPainting,
  print: drawPrint,
  sculpture: drawSculpture,
  figurine: drawFigurine,
  lamp: drawLamp,
  floorlamp: drawFloorLamp,
  chair: drawChair,
  armchair: drawArmchair,
  table: drawTable,
  cabinet: drawCabinet,
  rug: drawRug,
  textile: drawTextile,
  ring: drawRing,
  necklace: drawNecklace,
  brooch: drawBrooch,
  candlestick: drawCandlestick,
  mirror: drawMirror,
  jacket: drawJacket,
  bag: drawBag,
  clock: drawClock,
  toy: drawToy,
  book: drawBook,
  misc: drawMisc,
};
