export {
  ADDABLE_BLOCK_TYPES,
  BLOCK_LABELS,
  BLOCK_TYPES,
  canContain,
  isContainer,
  type BlockNode,
  type BlockType,
  type StoredBlock,
} from './domain/blocks';
export { LIVE_BLOCKS, LIVE_VALUES, type LiveBlockName, type LiveValueName } from './domain/live';
export { EMPTY_DOC, type RichTextDoc } from './domain/rich-text';
export { EDIT_MODE_COOKIE, editRedirectTarget } from './edit-mode';
export { CONTENT_PAGE_IDS } from './page-ids';
