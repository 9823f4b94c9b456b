// The catalogue's browser-safe surface: slugs and the item's input rules.
export { lotPath, parseLotParam, slugify } from './domain/slug';
export { MAKER_KEY_MAX_LENGTH, makerKey, makerKeyOfSlug, makerPath, makerSlug } from './domain/maker-key';
export {
  cleanLine,
  cleanText,
  imageKeysInput,
  itemCategory,
  itemChangeInput,
  itemIdInput,
  itemInput,
  itemTextFields,
  shippingPriceInput,
  updateItemInput,
  wholeKronor,
} from './schema';
export type { ItemChangeInput, ItemInput, UpdateItemInput } from './schema';
export type { ItemLots } from './item-lots';
