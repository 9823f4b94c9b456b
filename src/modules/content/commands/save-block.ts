import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/db';
import { AppError } from '@/platform/errors';
import { claimUploads } from '@/modules/uploads/server';
import type { BlockType, StoredBlock } from '../domain/blocks';
import { findBlock, insertBlock, updateBlockProps } from '../domain/tree';
import { parseBlockProps } from '../schema';
import { editDraft, lockPage, storedBlocks } from './draft';

export function newBlockId(): string {
  return `b-${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

export interface SaveBlockInput {
  pageId: string;
  block: { id?: string; type: BlockType; parentId?: string | null; props: Record<string, unknown> };
  beforeId?: string | null;
  baseVersion?: number;
  sessionId?: string;
}

/**
 * SAVE_BLOCK (docs/product.md §9): a new block (no id) is added under its parent before `beforeId`; a
 * known block gets the new props (its place is MOVE_BLOCK's). The props are checked for the type;
 * a new image must be the admin's own finished upload, which it then claims.
 */
export async function saveBlock(tx: DbOrTx, actorId: string, input: SaveBlockInput): Promise<{ block: { id: string }; version: number }> {
  const parsed = parseBlockProps(input.block.type, input.block.props);
  if (!parsed.ok) throw new AppError('INVALID_ARGUMENT', parsed.message);
  let props = parsed.props;

  const page = await lockPage(tx, input.pageId);
  const existing = input.block.id ? findBlock(storedBlocks(page.draft), input.block.id) : undefined;
  if (input.block.id && !existing) throw new AppError('NOT_FOUND', 'Blocket finns inte längre på sidan. Ladda om sidan.');
  if (existing && existing.type !== input.block.type) throw new AppError('INVALID_ARGUMENT', 'Ett block kan inte byta typ.');

  if (input.block.type === 'image') props = await claimImage(tx, actorId, props, existing);

  const id = existing?.id ?? newBlockId();
  const { revision } = await editDraft(tx, {
    pageId: input.pageId,
    actorId,
    sessionId: input.sessionId,
    baseVersion: input.baseVersion,
    change: existing ? `ändrade ${id}` : `lade till ${id}`,
    apply: (blocks) => {
      if (existing) return { blocks: updateBlockProps(blocks, id, props), result: null };
      const block: StoredBlock = { id, type: input.block.type, parentId: input.block.parentId ?? null, props };
      return { blocks: insertBlock(blocks, block, input.block.parentId ?? null, input.beforeId), result: null };
    },
  });
  return { block: { id }, version: revision };
}

interface ImageRef {
  key: string;
  width?: number;
  height?: number;
}

async function claimImage(tx: DbOrTx, actorId: string, props: Record<string, unknown>, existing: StoredBlock | undefined) {
  const image = props.image as ImageRef | null;
  const previous = (existing?.props.image ?? null) as ImageRef | null;
  if (!image) return props;
  if (previous && previous.key === image.key) return { ...props, image: previous };
  // A new picture is always one of the admin's own uploads (docs/product.md §9: keys are private to their uploader).
  const [claimed] = await claimUploads(tx, { ownerId: actorId, keys: [image.key] });
  if (!claimed) throw new AppError('NOT_FOUND', 'Bilden hittades inte.');
  return { ...props, image: { key: claimed.key, width: claimed.width, height: claimed.height } };
}
