import 'server-only';

// The catalogue's server surface: items (the objects lots are made of) and their photos.

export { createItem, parseOrRefuse } from './commands/create-item';
export type { CreateItemInput } from './commands/create-item';
export { createItemFromUploads } from './commands/create-item-from-uploads';
export { publishItemImages } from './commands/publish-item-images';
export type { ImagePublisher } from './commands/publish-item-images';
export { applyItemUpdate, updateItem } from './commands/update-item';
export { getItem } from './queries/get-item';
export type { ItemImageView, ItemView } from './queries/get-item';
export { catalogActions } from './actions';
export { searchItemsForAdmin } from './queries/admin-search';
export type { AdminItemHit } from './queries/admin-search';
