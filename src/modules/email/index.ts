export type { TemplateProps } from './render';
export type { SavedSearchMatchGroup } from './templates/saved-search-matches';
