/**
 * The kinds of content block a page is built from (PRODUCT.md §9 "Content"), and which may hold
 * which. Pure data: the server's renderer, the editor and the tree rules all read it.
 */
export const BLOCK_TYPES = ['section', 'hero', 'pageHeader', 'heading', 'richText', 'image', 'lotCarousel', 'faq', 'cta', 'live'] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

/** Swedish names, for the editor's "Lägg till" menu, outlines and announcements. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  section: 'Avsnitt',
  hero: 'Startbild',
  pageHeader: 'Sidhuvud',
  heading: 'Rubrik',
  richText: 'Text',
  image: 'Bild',
  lotCarousel: 'Föremål',
  faq: 'Fråga och svar',
  cta: 'Knapp',
  live: 'Uppgift från inställningarna',
};

/**
 * Which block types a parent may hold; `null` is the page itself. A hero holds only its buttons, a
 * section anything but a hero or a page header (those open a page), and sections nest.
 */
export function canContain(parent: BlockType | null, child: BlockType): boolean {
  switch (parent) {
    case null:
      return true;
    case 'hero':
      return child === 'cta';
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
export const ADDABLE_BLOCK_TYPES: readonly BlockType[] = ['section', 'heading', 'richText', 'image', 'lotCarousel', 'faq', 'cta', 'live'];

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
