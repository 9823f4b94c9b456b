import type { StoredBlock } from '../../domain/blocks';

/** What the server hands the editor about the page it edits. */
export interface EditorPage {
  pageId: string;
  label: string;
  layout: 'prose' | 'wide';
  /** The draft's revision (SAVE_BLOCK's baseVersion). */
  version: number;
  publishedVersion: number | null;
  dirty: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

export interface EditSurfaceProps {
  page: EditorPage;
  blocks: StoredBlock[];
  /** Every leaf block drawn by the server, by id (and `<heroId>:status` for a hero's sale line). */
  rendered: Record<string, React.ReactNode>;
  selectedBlockId: string | null;
  /** A published version shown read-only instead of the draft, or null. */
  viewingVersion: number | null;
}
