import { BLOCK_LABELS, canContain, type BlockNode, type BlockType, type StoredBlock } from './blocks';

/**
 * The rules of a page's block tree, as pure functions over the flat list a page stores (a parent
 * before its children, siblings in reading order). Every operation returns a new list in that
 * order, keeps every other block exactly once, and refuses — with a Swedish message — a move that
 * would lose a block, put it inside itself or under a parent that may not hold it.
 */

export type TreeErrorReason = 'not-found' | 'refused';

export class TreeError extends Error {
  constructor(
    readonly reason: TreeErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'TreeError';
  }
}

type Children = Map<string | null, StoredBlock[]>;

function childrenMap(blocks: readonly StoredBlock[]): Children {
  const ids = new Set(blocks.map((block) => block.id));
  const map: Children = new Map([[null, []]]);
  for (const block of blocks) {
    // A block whose parent is gone would be unreachable: it is kept at the top instead of lost.
    const parent = block.parentId !== null && ids.has(block.parentId) ? block.parentId : null;
    const list = map.get(parent) ?? [];
    list.push(parent === block.parentId ? block : { ...block, parentId: null });
    map.set(parent, list);
  }
  return map;
}

function flatten(map: Children): StoredBlock[] {
  const out: StoredBlock[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null) => {
    for (const block of map.get(parent) ?? []) {
      if (seen.has(block.id)) continue;
      seen.add(block.id);
      out.push(block);
      walk(block.id);
    }
  };
  walk(null);
  return out;
}

/** The list in canonical order: parents before children, each block once, no dangling parent. */
export function normalizeBlocks(blocks: readonly StoredBlock[]): StoredBlock[] {
  const unique = new Map<string, StoredBlock>();
  for (const block of blocks) if (!unique.has(block.id)) unique.set(block.id, block);
  // A parent chain that loops back would hide its blocks from the walk: cut it at the top.
  const list = [...unique.values()].map((block) => (inCycle(unique, block.id) ? { ...block, parentId: null } : block));
  return flatten(childrenMap(list));
}

function inCycle(byId: Map<string, StoredBlock>, id: string): boolean {
  const seen = new Set<string>();
  let current: string | null = id;
  while (current !== null) {
    if (seen.has(current)) return true;
    seen.add(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return false;
}

export function findBlock(blocks: readonly StoredBlock[], id: string): StoredBlock | undefined {
  return blocks.find((block) => block.id === id);
}

function findOrThrow(blocks: readonly StoredBlock[], id: string): StoredBlock {
  const block = findBlock(blocks, id);
  if (!block) throw new TreeError('not-found', 'Blocket finns inte längre på sidan. Ladda om sidan.');
  return block;
}

/** The ids of a block and everything below it, the block first. */
export function subtreeIds(blocks: readonly StoredBlock[], id: string): string[] {
  const map = childrenMap(blocks);
  const out: string[] = [];
  const walk = (current: string) => {
    out.push(current);
    for (const child of map.get(current) ?? []) walk(child.id);
  };
  walk(id);
  return out;
}

function parentType(blocks: readonly StoredBlock[], parentId: string | null): BlockType | null {
  if (parentId === null) return null;
  return findOrThrow(blocks, parentId).type;
}

function checkPlace(blocks: readonly StoredBlock[], type: BlockType, parentId: string | null): void {
  const parent = parentId === null ? null : findBlock(blocks, parentId);
  if (parentId !== null && !parent) throw new TreeError('not-found', 'Platsen finns inte längre på sidan. Ladda om sidan.');
  if (!canContain(parentType(blocks, parentId), type)) {
    const where = parent ? `i ${BLOCK_LABELS[parent.type].toLowerCase()}` : 'här';
    throw new TreeError('refused', `${BLOCK_LABELS[type]} kan inte ligga ${where}.`);
  }
}

/** Puts `block` among `parentId`'s children, before `beforeId` (last when absent or null). */
function place(map: Children, block: StoredBlock, parentId: string | null, beforeId: string | null | undefined): void {
  const siblings = [...(map.get(parentId) ?? [])];
  const placed = { ...block, parentId };
  if (beforeId === undefined || beforeId === null) {
    siblings.push(placed);
  } else {
    const index = siblings.findIndex((sibling) => sibling.id === beforeId);
    if (index === -1) throw new TreeError('not-found', 'Platsen finns inte längre på sidan. Ladda om sidan.');
    siblings.splice(index, 0, placed);
  }
  map.set(parentId, siblings);
}

/** Adds a new block (its id not yet on the page) under `parentId`, before `beforeId`. */
export function insertBlock(
  blocks: readonly StoredBlock[],
  block: StoredBlock,
  parentId: string | null,
  beforeId?: string | null,
): StoredBlock[] {
  if (findBlock(blocks, block.id)) throw new TreeError('refused', 'Blocket finns redan på sidan.');
  checkPlace(blocks, block.type, parentId);
  const map = childrenMap(blocks);
  place(map, block, parentId, beforeId);
  return flatten(map);
}

/** Moves a block and everything in it under `parentId`, before `beforeId` (last when absent). */
export function moveBlock(blocks: readonly StoredBlock[], id: string, parentId: string | null, beforeId?: string | null): StoredBlock[] {
  const block = findOrThrow(blocks, id);
  // "Before itself" is staying put only where it already is; under another parent it names no place.
  if (beforeId === id && parentId === block.parentId) return [...blocks];
  if (parentId !== null && subtreeIds(blocks, id).includes(parentId)) {
    throw new TreeError('refused', 'Ett block kan inte flyttas in i sig självt.');
  }
  checkPlace(blocks, block.type, parentId);
  const map = childrenMap(blocks);
  const from = map.get(block.parentId) ?? [];
  map.set(
    block.parentId,
    from.filter((sibling) => sibling.id !== id),
  );
  place(map, block, parentId, beforeId);
  return flatten(map);
}

/** Removes a block and everything in it; answers the new list and the removed ids. */
export function removeBlock(blocks: readonly StoredBlock[], id: string): { blocks: StoredBlock[]; removed: string[] } {
  findOrThrow(blocks, id);
  const removed = new Set(subtreeIds(blocks, id));
  return { blocks: blocks.filter((block) => !removed.has(block.id)), removed: [...removed] };
}

/** Changes one block's props (its place and type stay). */
export function updateBlockProps(blocks: readonly StoredBlock[], id: string, props: Record<string, unknown>): StoredBlock[] {
  findOrThrow(blocks, id);
  return blocks.map((block) => (block.id === id ? { ...block, props } : block));
}

/**
 * Copies a block and everything in it right after the original, with new ids from `newId`;
 * answers the new list and the copy's id.
 */
export function duplicateBlock(blocks: readonly StoredBlock[], id: string, newId: () => string): { blocks: StoredBlock[]; id: string } {
  const original = findOrThrow(blocks, id);
  const ids = subtreeIds(blocks, id);
  const rename = new Map(ids.map((old) => [old, newId()]));
  const fresh = new Set(rename.values());
  // A new id already on the page, or handed out twice, would silently drop a block from the copy.
  if (fresh.size !== rename.size || [...fresh].some((freshId) => findBlock(blocks, freshId))) {
    throw new TreeError('refused', 'Kopian fick ett id som redan finns.');
  }
  const copies = ids.map((old) => {
    const source = findOrThrow(blocks, old);
    return {
      ...source,
      id: rename.get(old) as string,
      parentId: old === id ? original.parentId : (rename.get(source.parentId as string) ?? null),
    };
  });
  const map = childrenMap(blocks);
  const siblings = map.get(original.parentId) ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const root = copies[0] as StoredBlock;
  map.set(original.parentId, [...siblings.slice(0, index + 1), root, ...siblings.slice(index + 1)]);
  for (const copy of copies.slice(1)) {
    const list = map.get(copy.parentId) ?? [];
    list.push(copy);
    map.set(copy.parentId, list);
  }
  return { blocks: flatten(map), id: root.id };
}

/** The flat list as a tree (GET_PAGE's `blocks`). */
export function toTree(blocks: readonly StoredBlock[]): BlockNode[] {
  const map = childrenMap(blocks);
  const build = (parent: string | null): BlockNode[] => (map.get(parent) ?? []).map((block) => ({ ...block, children: build(block.id) }));
  return build(null);
}

/** A tree back to the flat list. */
export function fromTree(nodes: readonly BlockNode[], parentId: string | null = null): StoredBlock[] {
  return nodes.flatMap(({ children, ...block }) => [{ ...block, parentId }, ...fromTree(children, block.id)]);
}

/** The sibling that follows a block (null when it is last): where an undo puts it back. */
export function nextSiblingId(blocks: readonly StoredBlock[], id: string): string | null {
  const block = findOrThrow(blocks, id);
  const siblings = blocks.filter((other) => other.parentId === block.parentId);
  const index = siblings.findIndex((sibling) => sibling.id === id);
  return siblings[index + 1]?.id ?? null;
}
