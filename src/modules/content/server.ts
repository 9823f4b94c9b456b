import 'server-only';

export { contentActions } from './actions';
export { ensureContentPages } from './commands/draft';
export { reviseSeededBlocks, SEED_REVISIONS } from './commands/revise-seeds';
export { deleteContentBlock, duplicateContentBlock, moveContentBlock } from './commands/arrange-blocks';
export { pingContentEditor } from './commands/ping-editor';
export { publishContent, restoreContentVersion } from './commands/publish-content';
export { saveBlock } from './commands/save-block';
export {
  getContentBlock,
  getContentVersion,
  getDraftPage,
  getPublishedPage,
  listContentVersions,
  pageIdOfBlock,
  searchBlocksForAdmin,
  type DraftPage,
  type PublishedPage,
} from './queries/get-page';
export { CONTENT_PAGES, contentPageDefinition } from './pages';
export { listBarrierReports } from './queries/list-barrier-reports';
export type { BarrierReport } from './queries/list-barrier-reports';
