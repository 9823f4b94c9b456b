import 'server-only';
import type { DbOrTx } from '@/db';
import { AppError } from '@/platform/errors';
import type { StoredBlock } from '../domain/blocks';
import { duplicateBlock, moveBlock, removeBlock } from '../domain/tree';
import { pageIdOfBlock } from '../queries/get-page';
import { editDraft } from './draft';
import { newBlockId } from './save-block';

interface BlockEdit {
  blockId: string;
  baseVersion?: number;
  sessionId?: string;
}

/**
 * The page a block belongs to (ids never move between pages): the block index, else the seed of a
 * page the database does not have yet (whose ids GET_PAGE and GET_BLOCK already answer); NOT_FOUND
 * for an unknown id.
 */
export async function pageOfBlock(tx: DbOrTx, blockId: string): Promise<string> {
  const pageId = await pageIdOfBlock(tx, blockId);
  if (!pageId) throw new AppError('NOT_FOUND', 'Blocket finns inte.');
  return pageId;
}

/** One change to the draft of the page the block is on (editDraft: locked, stale bases refused, audited). */
async function editBlock<T>(
  tx: DbOrTx,
  actorId: string,
  input: BlockEdit,
  change: string,
  apply: (blocks: StoredBlock[]) => { blocks: StoredBlock[]; result: T },
) {
  const pageId = await pageOfBlock(tx, input.blockId);
  return editDraft(tx, { pageId, actorId, sessionId: input.sessionId, baseVersion: input.baseVersion, change, apply });
}

/** MOVE_BLOCK: the block and everything in it under `parentId`, before `beforeId` (last when absent). */
export async function moveContentBlock(
  tx: DbOrTx,
  actorId: string,
  input: BlockEdit & { parentId: string | null; beforeId?: string | null },
) {
  const { revision } = await editBlock(tx, actorId, input, `flyttade ${input.blockId}`, (blocks) => ({
    blocks: moveBlock(blocks, input.blockId, input.parentId, input.beforeId),
    result: null,
  }));
  return { block: { id: input.blockId }, version: revision };
}

/** DELETE_BLOCK: the block and everything in it leave the draft (a published version keeps them). */
export async function deleteContentBlock(tx: DbOrTx, actorId: string, input: BlockEdit) {
  const { result, revision } = await editBlock(tx, actorId, input, `tog bort ${input.blockId}`, (blocks) => {
    const { blocks: rest, removed } = removeBlock(blocks, input.blockId);
    return { blocks: rest, result: removed };
  });
  return { removed: result, version: revision };
}

/** DUPLICATE_BLOCK: a copy (new ids) right after the original. */
export async function duplicateContentBlock(tx: DbOrTx, actorId: string, input: BlockEdit) {
  const { result, revision } = await editBlock(tx, actorId, input, `kopierade ${input.blockId}`, (blocks) => {
    const copy = duplicateBlock(blocks, input.blockId, newBlockId);
    return { blocks: copy.blocks, result: copy.id };
  });
  return { block: { id: result }, version: revision };
}
