import { CATEGORY_KEYS } from '@/db/schema/catalog';
import { parseCategories } from './domain/search-params';

export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export type LotCategoryKey = Exclude<CategoryKey, 'ALLA_AUKTIONER'>;

/** Swedish labels (spec §3 "Auction category"), in display order. */
export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  ALLA_AUKTIONER: 'Alla auktioner',
  TAVLOR_TRYCK: 'Tavlor & tryck',
  SKULPTURER_FIGURINER: 'Skulpturer & figuriner',
  GLAS_PORSLIN_DUKNING: 'Glas, porslin & dukning',
  BELYSNING: 'Belysning',
  VASER_KRUKOR: 'Vaser & krukor',
  KLADER_ACCESSOARER: 'Kläder & accessoarer',
  MATTOR_TEXTIL: 'Mattor & textil',
  SMYCKEN: 'Smycken',
  LJUSSTAKAR: 'Ljusstakar',
  SAMLARFOREMAL: 'Samlarföremål',
  SPEGLAR: 'Speglar',
  MOBLER: 'Möbler',
  TEMAAUKTION: 'Temaauktion',
  OVRIGT: 'Övrigt',
};

export const LOT_CATEGORIES = CATEGORY_KEYS.filter((key): key is LotCategoryKey => key !== 'ALLA_AUKTIONER');

export function isLotCategory(value: string): value is LotCategoryKey {
  return (LOT_CATEGORIES as readonly string[]).includes(value);
}

/** The URL's comma-separated `category`: valid values only, ALLA_AUKTIONER dropped, no repeats. */
export function parseCategoryParam(value: string | null | undefined): LotCategoryKey[] {
  return parseCategories(value, LOT_CATEGORIES);
}

/** Header chips: every lot category, sorted by Swedish label. */
export function chipCategories(): LotCategoryKey[] {
  return [...LOT_CATEGORIES].sort((a, b) => CATEGORY_LABELS[a].localeCompare(CATEGORY_LABELS[b], 'sv'));
}
