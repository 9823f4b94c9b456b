/**
 * The kinds of content block a page is built from (docs/product.md §9 "Content"), and which may hold
 * which. Pure data: the server's renderer, the editor and the tree rules all read it.
 */
export const BLOCK_TYPES = [
  'section',
  'hero',
  'pageHeader',
  'heading',
  'richText',
  'table',
  'points',
  'image',
  'lotCarousel',
  'faq',
  'cta',
  'live',
] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

/** Swedish names, for the editor's "Lägg till" menu, outlines and announcements. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  section: 'Avsnitt',
  hero: 'Startbild',
  pageHeader: 'Sidhuvud',
  heading: 'Rubrik',
  richText: 'Text',
  table: 'Tabell',
  points: 'Punkter',
  image: 'Bild',
  lotCarousel: 'Föremål',
  faq: 'Fråga och svar',
  cta: 'Knapp',
  live: 'Uppgift från inställningarna',
};

/**
 * How a section is drawn (its `variant`), with the editor's names: `plain` is a heading and its
 * blocks; `nav` the same as a table of contents (a navigation landmark); `band` one of the sell
 * page's full-width bands (a hairline above, a large heading); `columns` lays its children side by
 * side on wide screens (a main column and a 22rem column); `card` a grey rounded panel.
 */
export const SECTION_VARIANTS = {
  plain: 'Avsnitt',
  nav: 'Innehållsförteckning',
  band: 'Band (stort avsnitt)',
  columns: 'Två spalter',
  card: 'Grå ruta',
} as const;

export type SectionVariant = keyof typeof SECTION_VARIANTS;

/** How a text block is set (its `style`): running text, a larger grey intro, or small print. */
export const TEXT_STYLES = {
  body: 'Brödtext',
  lead: 'Ingress',
  small: 'Liten text',
} as const;

export type TextStyle = keyof typeof TEXT_STYLES;

/** How a hero is laid out: the home page's (text and buttons) or the sell page's (its points beside). */
export const HERO_LAYOUTS = {
  stack: 'Rubrik och knappar',
  split: 'Rubrik och knappar, punkterna bredvid',
} as const;

export type HeroLayout = keyof typeof HERO_LAYOUTS;

/** How a list of points (title and text each) is drawn: numbered steps, or facts in a grey panel. */
export const POINT_STYLES = {
  steps: 'Numrerade steg',
  facts: 'Fakta i en ruta',
} as const;

export type PointStyle = keyof typeof POINT_STYLES;

/**
 * Which block types a parent may hold; `null` is the page itself. A hero holds its buttons and
 * one list of points beside them (the sell page's facts), a section anything but a hero or a page
 * header (those open a page), and sections nest.
 */
export function canContain(parent: BlockType | null, child: BlockType): boolean {
  switch (parent) {
    case null:
      return true;
    case 'hero':
      return child === 'cta' || child === 'points';
    case 'section':
      return child !== 'hero' && child !== 'pageHeader';
    default:
      return false;
  }
}

export function isContainer(type: BlockType): boolean {
  return type === 'section' || type === 'hero';
}

/** Block types an editor may add by hand (a page header and a hero come with their page). */
export const ADDABLE_BLOCK_TYPES: readonly BlockType[] = [
  'section',
  'heading',
  'richText',
  'table',
  'points',
  'image',
  'lotCarousel',
  'faq',
  'cta',
  'live',
];

/**
 * One block as stored: a page's draft and each published version are a flat list in reading order
 * (a parent before its children, siblings in order). `props` are checked per type by the schema.
 */
export interface StoredBlock {
  id: string;
  type: BlockType;
  parentId: string | null;
  props: Record<string, unknown>;
}

/** A block with its children, as GET_PAGE answers it. */
export interface BlockNode extends StoredBlock {
  children: BlockNode[];
}
