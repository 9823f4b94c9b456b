import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { home } from '../seed/home';
import { omOss } from '../seed/om-oss';
import { BLOCK_TYPES, canContain, isContainer, type BlockNode, type BlockType, type StoredBlock } from './blocks';
import {
  TreeError,
  duplicateBlock,
  fromTree,
  insertBlock,
  moveBlock,
  nextSiblingId,
  normalizeBlocks,
  removeBlock,
  subtreeIds,
  toTree,
  updateBlockProps,
  type TreeErrorReason,
} from './tree';

/**
 * The block tree's rules (domain/tree.ts) checked two ways: worked examples, and random sequences
 * of operations run side by side on the real flat list and on a separate, deliberately naive model
 * (nested arrays, edited in place on a copy). After every step the flat list must be a valid page
 * (each block once, parents exist and come first, no cycles, `canContain` respected) and must read
 * exactly as the model does; a refused operation must throw a TreeError of the model's reason and
 * leave its (deep-frozen) input untouched.
 */

// ---------------------------------------------------------------------------------------------
// Helpers

function block(id: string, type: BlockType, parentId: string | null = null, props: Record<string, unknown> = {}): StoredBlock {
  return { id, type, parentId, props };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Runs `run` and answers the TreeError it threw (fails the test if it threw anything else or nothing). */
function treeError(run: () => unknown): TreeError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TreeError);
    return error as TreeError;
  }
  throw new Error('expected a TreeError, nothing was thrown');
}

/** A counter-based id source for duplicateBlock. */
function ids(prefix: string, start = 1): () => string {
  let n = start;
  return () => `${prefix}${n++}`;
}

/** Everything a valid page's flat list must satisfy, whatever produced it. */
function expectValidPage(blocks: readonly StoredBlock[]): void {
  const position = new Map<string, number>();
  blocks.forEach((b, index) => {
    expect(position.has(b.id), `block ${b.id} appears twice`).toBe(false);
    position.set(b.id, index);
  });
  const byId = new Map(blocks.map((b) => [b.id, b]));
  blocks.forEach((b, index) => {
    if (b.parentId !== null) {
      expect(position.has(b.parentId), `parent ${b.parentId} of ${b.id} is missing`).toBe(true);
      expect(position.get(b.parentId)!, `parent ${b.parentId} comes after its child ${b.id}`).toBeLessThan(index);
    }
    const parent = b.parentId === null ? null : byId.get(b.parentId)!;
    expect(canContain(parent ? parent.type : null, b.type), `${parent?.type ?? 'page'} may not hold ${b.type}`).toBe(true);
    // No cycles: the parent chain reaches the page within as many steps as there are blocks.
    let steps = 0;
    for (let current: StoredBlock | undefined = b; current?.parentId != null; current = byId.get(current.parentId)) {
      expect(++steps, `the parents of ${b.id} loop`).toBeLessThanOrEqual(blocks.length);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The model: a page as nested arrays of nodes, each operation written the obvious way.

interface MNode {
  id: string;
  type: BlockType;
  props: Record<string, unknown>;
  children: MNode[];
}
type Model = MNode[];
type Outcome<T = null> = { ok: true; model: Model; result: T } | { ok: false; reason: TreeErrorReason };

const refuse = (reason: TreeErrorReason): { ok: false; reason: TreeErrorReason } => ({ ok: false, reason });

interface Located {
  node: MNode;
  parent: MNode | null;
  siblings: MNode[];
}

function locate(nodes: MNode[], id: string, parent: MNode | null = null): Located | null {
  for (const node of nodes) {
    if (node.id === id) return { node, parent, siblings: nodes };
    const found = locate(node.children, id, node);
    if (found) return found;
  }
  return null;
}

function modelFlat(nodes: readonly MNode[], parentId: string | null = null): StoredBlock[] {
  return nodes.flatMap((node) => [{ id: node.id, type: node.type, parentId, props: node.props }, ...modelFlat(node.children, node.id)]);
}

function modelTree(nodes: readonly MNode[], parentId: string | null = null): BlockNode[] {
  return nodes.map((node) => ({ id: node.id, type: node.type, parentId, props: node.props, children: modelTree(node.children, node.id) }));
}

function modelOf(nodes: readonly BlockNode[]): Model {
  return nodes.map((node) => ({ id: node.id, type: node.type, props: node.props, children: modelOf(node.children) }));
}

function preorder(node: MNode): MNode[] {
  return [node, ...node.children.flatMap(preorder)];
}

/** Where a new child of `parentId` goes, or why it cannot: the parent's child list and type. */
function slot(model: Model, parentId: string | null): { siblings: MNode[]; type: BlockType | null } | null {
  if (parentId === null) return { siblings: model, type: null };
  const parent = locate(model, parentId);
  return parent ? { siblings: parent.node.children, type: parent.node.type } : null;
}

function putBefore(siblings: MNode[], node: MNode, beforeId: string | null | undefined): boolean {
  if (beforeId === undefined || beforeId === null) {
    siblings.push(node);
    return true;
  }
  const index = siblings.findIndex((sibling) => sibling.id === beforeId);
  if (index === -1) return false;
  siblings.splice(index, 0, node);
  return true;
}

const model = {
  insert(before: Model, b: StoredBlock, parentId: string | null, beforeId: string | null | undefined): Outcome {
    const next = structuredClone(before);
    if (locate(next, b.id)) return refuse('refused');
    const place = slot(next, parentId);
    if (!place) return refuse('not-found');
    if (!canContain(place.type, b.type)) return refuse('refused');
    if (!putBefore(place.siblings, { id: b.id, type: b.type, props: b.props, children: [] }, beforeId)) return refuse('not-found');
    return { ok: true, model: next, result: null };
  },

  move(before: Model, id: string, parentId: string | null, beforeId: string | null | undefined): Outcome {
    const next = structuredClone(before);
    const here = locate(next, id);
    if (!here) return refuse('not-found');
    // "Before itself, where it is" means stay put.
    if (beforeId === id && parentId === (here.parent?.id ?? null)) return { ok: true, model: next, result: null };
    if (parentId !== null && locate([here.node], parentId)) return refuse('refused');
    const place = slot(next, parentId);
    if (!place) return refuse('not-found');
    if (!canContain(place.type, here.node.type)) return refuse('refused');
    here.siblings.splice(here.siblings.indexOf(here.node), 1);
    if (!putBefore(place.siblings, here.node, beforeId)) return refuse('not-found');
    return { ok: true, model: next, result: null };
  },

  remove(before: Model, id: string): Outcome<string[]> {
    const next = structuredClone(before);
    const here = locate(next, id);
    if (!here) return refuse('not-found');
    here.siblings.splice(here.siblings.indexOf(here.node), 1);
    return { ok: true, model: next, result: preorder(here.node).map((node) => node.id) };
  },

  update(before: Model, id: string, props: Record<string, unknown>): Outcome {
    const next = structuredClone(before);
    const here = locate(next, id);
    if (!here) return refuse('not-found');
    here.node.props = props;
    return { ok: true, model: next, result: null };
  },

  /** New ids in reading order of the copied subtree (the order the real one asks for them). */
  duplicate(before: Model, id: string, newId: () => string): Outcome<string> {
    const next = structuredClone(before);
    const here = locate(next, id);
    if (!here) return refuse('not-found');
    const copy = (node: MNode): MNode => {
      const fresh = newId();
      return { ...structuredClone({ type: node.type, props: node.props }), id: fresh, children: node.children.map(copy) };
    };
    const root = copy(here.node);
    if (preorder(root).some((node) => locate(next, node.id))) return refuse('refused');
    here.siblings.splice(here.siblings.indexOf(here.node) + 1, 0, root);
    return { ok: true, model: next, result: root.id };
  },
};

// ---------------------------------------------------------------------------------------------
// Worked examples

/**
 *   hero h (cta c1, cta c2)
 *   section s1 (heading s1h, richText s1t, section s2 (faq s2f))
 *   heading x
 */
function samplePage(): StoredBlock[] {
  return deepFreeze([
    block('h', 'hero', null, { title: 'Start' }),
    block('c1', 'cta', 'h', { label: 'Ett' }),
    block('c2', 'cta', 'h', { label: 'Två' }),
    block('s1', 'section', null, { title: 'Avsnitt' }),
    block('s1h', 'heading', 's1', { text: 'Rubrik' }),
    block('s1t', 'richText', 's1', { doc: { type: 'doc', content: [] } }),
    block('s2', 'section', 's1'),
    block('s2f', 'faq', 's2', { question: 'Varför?' }),
    block('x', 'heading', null, { text: 'Sist' }),
  ]);
}

const order = (blocks: readonly StoredBlock[]) => blocks.map((b) => `${b.parentId ?? '-'}/${b.id}`);

describe('which block may hold which', () => {
  it('lets the page hold anything, a hero only buttons and points, a section anything but page openers, and nothing else hold blocks', () => {
    for (const child of BLOCK_TYPES) {
      expect(canContain(null, child)).toBe(true);
      expect(canContain('hero', child)).toBe(child === 'cta' || child === 'points');
      expect(canContain('section', child)).toBe(child !== 'hero' && child !== 'pageHeader');
      for (const parent of BLOCK_TYPES) if (!isContainer(parent)) expect(canContain(parent, child)).toBe(false);
    }
  });
});

describe('insertBlock', () => {
  it('adds last by default, or before a sibling, keeping parents before children', () => {
    const page = samplePage();
    expect(order(insertBlock(page, block('n', 'richText'), 's1'))).toEqual([
      '-/h',
      'h/c1',
      'h/c2',
      '-/s1',
      's1/s1h',
      's1/s1t',
      's1/s2',
      's2/s2f',
      's1/n',
      '-/x',
    ]);
    expect(order(insertBlock(page, block('n', 'richText'), 's1', 's1t')).slice(4, 7)).toEqual(['s1/s1h', 's1/n', 's1/s1t']);
    expect(order(insertBlock(page, block('n', 'cta'), 'h', 'c1')).slice(0, 3)).toEqual(['-/h', 'h/n', 'h/c1']);
    expect(order(insertBlock(page, block('n', 'section'), null, null)).at(-1)).toBe('-/n');
    expect(order(insertBlock(page, block('n', 'pageHeader'), null, 'h'))[0]).toBe('-/n');
  });

  it('refuses, in Swedish, a block its parent may not hold, an unknown parent or sibling, and an id already there', () => {
    const page = samplePage();
    const wrong = treeError(() => insertBlock(page, block('n', 'richText'), 'h'));
    expect([wrong.reason, wrong.message]).toEqual(['refused', 'Text kan inte ligga i startbild.']);
    expect(treeError(() => insertBlock(page, block('n', 'hero'), 's1')).message).toBe('Startbild kan inte ligga i avsnitt.');
    expect(treeError(() => insertBlock(page, block('n', 'cta'), 'x')).message).toBe('Knapp kan inte ligga i rubrik.');
    expect(treeError(() => insertBlock(page, block('n', 'cta'), 'ghost')).reason).toBe('not-found');
    expect(treeError(() => insertBlock(page, block('n', 'cta'), 'h', 'ghost')).reason).toBe('not-found');
    // A sibling that exists but under another parent is not a place under this one.
    expect(treeError(() => insertBlock(page, block('n', 'cta'), 'h', 's1h')).reason).toBe('not-found');
    expect(treeError(() => insertBlock(page, block('s2f', 'faq'), null)).reason).toBe('refused');
  });
});

describe('moveBlock', () => {
  it('moves within a parent, across parents and to the page, taking the subtree along', () => {
    const page = samplePage();
    expect(order(moveBlock(page, 'c2', 'h', 'c1')).slice(0, 3)).toEqual(['-/h', 'h/c2', 'h/c1']);
    expect(order(moveBlock(page, 's2', null, 'h'))).toEqual(['-/s2', 's2/s2f', '-/h', 'h/c1', 'h/c2', '-/s1', 's1/s1h', 's1/s1t', '-/x']);
    expect(order(moveBlock(page, 'x', 's2'))).toEqual(['-/h', 'h/c1', 'h/c2', '-/s1', 's1/s1h', 's1/s1t', 's1/s2', 's2/s2f', 's2/x']);
    expect(order(moveBlock(page, 's1h', 's1'))).toEqual(order(page.filter((b) => b.id !== 's1h')).toSpliced(7, 0, 's1/s1h'));
  });

  it('leaves the page as it is when a block is put before itself where it already is', () => {
    const page = samplePage();
    expect(moveBlock(page, 's1t', 's1', 's1t')).toEqual(page);
  });

  it('refuses a move into the block itself or its own descendant, and one its new parent may not hold', () => {
    const page = samplePage();
    const inside = treeError(() => moveBlock(page, 's1', 's2'));
    expect([inside.reason, inside.message]).toEqual(['refused', 'Ett block kan inte flyttas in i sig självt.']);
    expect(treeError(() => moveBlock(page, 's1', 's1')).reason).toBe('refused');
    expect(treeError(() => moveBlock(page, 'h', 's1')).message).toBe('Startbild kan inte ligga i avsnitt.');
    expect(treeError(() => moveBlock(page, 's1h', 'h')).message).toBe('Rubrik kan inte ligga i startbild.');
    expect(treeError(() => moveBlock(page, 'ghost', null)).reason).toBe('not-found');
    expect(treeError(() => moveBlock(page, 'x', 'ghost')).reason).toBe('not-found');
    expect(treeError(() => moveBlock(page, 'x', 's1', 'c1')).reason).toBe('not-found');
  });

  it('refuses a move "before itself" under a parent the block is not in, instead of answering as if it had moved', () => {
    const page = samplePage();
    expect(treeError(() => moveBlock(page, 'x', 's1', 'x')).reason).toBe('not-found');
    expect(treeError(() => moveBlock(page, 'x', 'ghost', 'x')).reason).toBe('not-found');
  });
});

describe('removeBlock, updateBlockProps, duplicateBlock', () => {
  it('removes a block with everything in it and names what went', () => {
    const { blocks, removed } = removeBlock(samplePage(), 's1');
    expect(order(blocks)).toEqual(['-/h', 'h/c1', 'h/c2', '-/x']);
    expect(removed).toEqual(['s1', 's1h', 's1t', 's2', 's2f']);
    expect(treeError(() => removeBlock(samplePage(), 'ghost')).reason).toBe('not-found');
  });

  it('changes only the props of one block', () => {
    const page = samplePage();
    const next = updateBlockProps(page, 's1h', { text: 'Ny' });
    expect(next.find((b) => b.id === 's1h')).toEqual(block('s1h', 'heading', 's1', { text: 'Ny' }));
    expect(next.filter((b) => b.id !== 's1h')).toEqual(page.filter((b) => b.id !== 's1h'));
    expect(treeError(() => updateBlockProps(page, 'ghost', {})).reason).toBe('not-found');
  });

  it('copies a block and its subtree with new ids right after the original', () => {
    const page = samplePage();
    const { blocks, id } = duplicateBlock(page, 's1', ids('k'));
    expect(id).toBe('k1');
    expect(order(blocks)).toEqual([
      '-/h',
      'h/c1',
      'h/c2',
      '-/s1',
      's1/s1h',
      's1/s1t',
      's1/s2',
      's2/s2f',
      '-/k1',
      'k1/k2',
      'k1/k3',
      'k1/k4',
      'k4/k5',
      '-/x',
    ]);
    const original = page.filter((b) => subtreeIds(page, 's1').includes(b.id));
    const copy = blocks.filter((b) => subtreeIds(blocks, 'k1').includes(b.id));
    expect(copy.map((b) => [b.type, b.props])).toEqual(original.map((b) => [b.type, b.props]));
    expect(order(duplicateBlock(page, 'c1', ids('k')).blocks).slice(0, 4)).toEqual(['-/h', 'h/c1', 'h/k1', 'h/c2']);
  });

  it('refuses a copy whose new ids are already on the page or repeat each other (a block would be lost)', () => {
    const page = samplePage();
    expect(treeError(() => duplicateBlock(page, 's2', ids('c'))).reason).toBe('refused');
    expect(treeError(() => duplicateBlock(page, 's2', () => 'same')).reason).toBe('refused');
    expect(treeError(() => duplicateBlock(page, 'ghost', ids('k'))).reason).toBe('not-found');
  });

  it('tells the sibling after a block (where an undo puts it back)', () => {
    const page = samplePage();
    expect(nextSiblingId(page, 's1h')).toBe('s1t');
    expect(nextSiblingId(page, 's2')).toBeNull();
    expect(nextSiblingId(page, 'h')).toBe('s1');
    expect(treeError(() => nextSiblingId(page, 'ghost')).reason).toBe('not-found');
  });
});

describe('toTree, fromTree and normalizeBlocks', () => {
  it('turns the flat list into GET_PAGE’s tree and back', () => {
    const page = samplePage();
    const tree = toTree(page);
    expect(tree.map((node) => node.id)).toEqual(['h', 's1', 'x']);
    expect(tree[1]!.children.map((node) => node.id)).toEqual(['s1h', 's1t', 's2']);
    expect(tree[1]!.children[2]!.children[0]).toEqual({ ...block('s2f', 'faq', 's2', { question: 'Varför?' }), children: [] });
    expect(fromTree(tree)).toEqual(page);
  });

  it('reads the seeded pages as valid pages', () => {
    for (const seed of [home, omOss]) {
      const blocks = normalizeBlocks(fromTree(seed.blocks));
      expect(blocks).toEqual(fromTree(seed.blocks));
      expectValidPage(blocks);
    }
  });

  it('mends a damaged list: duplicates once, children after parents, lost and looping parents at the top', () => {
    const damaged = [
      block('child', 'heading', 'parent'),
      block('parent', 'section'),
      block('parent', 'section', null, { second: true }),
      block('orphan', 'heading', 'gone'),
      block('a', 'section', 'b'),
      block('b', 'section', 'a'),
      block('self', 'section', 'self'),
    ];
    const fixed = normalizeBlocks(deepFreeze(damaged));
    expect(order(fixed)).toEqual(['-/parent', 'parent/child', '-/orphan', '-/a', '-/b', '-/self']);
    expect(fixed.find((b) => b.id === 'parent')!.props).toEqual({});
  });

  it('keeps every distinct id exactly once, parents first, and is idempotent, for any list', () => {
    const idArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: idArb, type: fc.constant<BlockType>('section'), parentId: fc.option(fc.oneof(idArb, fc.constant('ghost'))) }),
          {
            maxLength: 12,
          },
        ),
        (raw) => {
          const list = deepFreeze(raw.map((b) => ({ ...b, props: {} })));
          const fixed = normalizeBlocks(list);
          expect(new Set(fixed.map((b) => b.id))).toEqual(new Set(list.map((b) => b.id)));
          expectValidPage(fixed);
          expect(normalizeBlocks(fixed)).toEqual(fixed);
          // A block whose parent chain was sound keeps its parent.
          for (const b of fixed) {
            const first = list.find((other) => other.id === b.id)!;
            if (b.parentId !== null) expect(b.parentId).toBe(first.parentId);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Random sequences against the model

type Command =
  | { kind: 'insert'; type: BlockType; fresh: boolean; pick: number; parent: number; before: number }
  | { kind: 'move'; target: number; parent: number; before: number }
  | { kind: 'remove'; target: number }
  | { kind: 'duplicate'; target: number }
  | { kind: 'update'; target: number; value: number }
  | { kind: 'restore'; back: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      // Sections often, so trees grow deep.
      type: fc.oneof(
        { weight: 2, arbitrary: fc.constant<BlockType>('section') },
        { weight: 3, arbitrary: fc.constantFrom(...BLOCK_TYPES) },
      ),
      // Mostly a new id; sometimes one already on the page (refused).
      fresh: fc.nat(5).map((n) => n > 0),
      pick: fc.nat(),
      parent: fc.nat(),
      before: fc.nat(),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), target: fc.nat(), parent: fc.nat(), before: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), target: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('update' as const), target: fc.nat(), value: fc.integer() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), back: fc.nat() }) },
);

const GHOST = 'ghost';

function pickFrom<T>(options: readonly T[], n: number): T {
  return options[n % options.length]!;
}

interface State {
  blocks: StoredBlock[];
  model: Model;
}

/**
 * Runs one command on both sides. The picks index into what the model holds right now, weighted
 * towards places that work (containers as parents, a parent's own children as `beforeId`) with
 * unknown ids and wrong places mixed in.
 */
function step(state: State, command: Command, counter: { n: number }, history: State[]): State {
  const flat = modelFlat(state.model);
  const allIds = flat.map((b) => b.id);
  const containers = flat.filter((b) => isContainer(b.type)).map((b) => b.id);
  // One pick in ten names a block that is not there.
  const orGhost = <T>(options: readonly T[], n: number): T | typeof GHOST =>
    n % 10 === 0 || options.length === 0 ? GHOST : pickFrom(options, Math.floor(n / 10));
  const target = () => orGhost(allIds, 'target' in command ? command.target : 0);
  const parentFor = (n: number) => orGhost<string | null>([null, ...containers, ...containers, ...containers, ...allIds], n);
  const beforeFor = (parentId: string | null, n: number) => {
    const children =
      parentId === null ? state.model.map((node) => node.id) : (locate(state.model, parentId)?.node.children.map((c) => c.id) ?? []);
    // Mostly the parent's own children; sometimes any block on the page (usually a wrong place).
    const other = allIds.length > 0 ? [pickFrom(allIds, Math.floor(n / 70))] : [];
    return orGhost<string | null | undefined>([undefined, null, ...children, ...children, ...children, ...other], n);
  };

  let real: () => { blocks: StoredBlock[]; result: unknown };
  let expected: Outcome<unknown>;
  const label = JSON.stringify(command);

  switch (command.kind) {
    case 'insert': {
      const id = command.fresh || allIds.length === 0 ? `n${counter.n++}` : pickFrom(allIds, command.pick);
      const parentId = parentFor(command.parent);
      const beforeId = beforeFor(parentId, command.before);
      const b = deepFreeze(block(id, command.type, parentId, { n: counter.n }));
      real = () => ({ blocks: insertBlock(state.blocks, b, parentId, beforeId), result: null });
      expected = model.insert(state.model, b, parentId, beforeId);
      break;
    }
    case 'move': {
      const id = target();
      const parentId = parentFor(command.parent);
      const beforeId = beforeFor(parentId, command.before);
      real = () => ({ blocks: moveBlock(state.blocks, id, parentId, beforeId), result: null });
      expected = model.move(state.model, id, parentId, beforeId);
      break;
    }
    case 'remove': {
      const id = target();
      real = () => {
        const { blocks, removed } = removeBlock(state.blocks, id);
        return { blocks, result: removed };
      };
      expected = model.remove(state.model, id);
      break;
    }
    case 'update': {
      const id = target();
      const props = deepFreeze({ value: command.value });
      real = () => ({ blocks: updateBlockProps(state.blocks, id, props), result: null });
      expected = model.update(state.model, id, props);
      break;
    }
    case 'duplicate': {
      const id = target();
      const start = counter.n;
      real = () => {
        const { blocks, id: copy } = duplicateBlock(state.blocks, id, ids('d', start));
        return { blocks, result: copy };
      };
      expected = model.duplicate(state.model, id, ids('d', start));
      counter.n += 1_000;
      break;
    }
    case 'restore': {
      // Replace the page with an earlier snapshot (RESTORE_CONTENT_VERSION): both sides go back.
      if (history.length === 0) return state;
      return history[command.back % history.length]!;
    }
  }

  const before = structuredClone(state.blocks);
  if (!expected.ok) {
    const error = treeError(real);
    expect(error.reason, label).toBe(expected.reason);
    expect(error.message, label).toMatch(/^[A-ZÅÄÖ].*\.$/);
    expect(state.blocks, label).toEqual(before);
    return state;
  }
  let outcome: { blocks: StoredBlock[]; result: unknown };
  try {
    outcome = real();
  } catch (error) {
    throw new Error(`${label} was refused (${(error as Error).message}) but the model allows it`);
  }
  expect(state.blocks, `${label} changed its input`).toEqual(before);
  const next: State = { blocks: deepFreeze(outcome.blocks), model: expected.model };
  expectValidPage(next.blocks);
  expect(next.blocks, label).toEqual(modelFlat(next.model));
  if (command.kind === 'remove') {
    expect(new Set(outcome.result as string[]), label).toEqual(new Set(expected.result as string[]));
    expect((outcome.result as string[])[0]).toBe(expected.result && (expected.result as string[])[0]);
  } else {
    expect(outcome.result, label).toEqual(expected.result);
  }
  return next;
}

describe('random edits against a nested-array model', () => {
  it('keeps the page valid and equal to the model after every step; refusals match and change nothing', () => {
    const starts = [[], fromTree(omOss.blocks), fromTree(home.blocks)];
    fc.assert(
      fc.property(fc.nat(starts.length - 1), fc.array(commandArb, { minLength: 1, maxLength: 60 }), (startIndex, commands) => {
        const blocks = deepFreeze(normalizeBlocks(starts[startIndex]!));
        let state: State = { blocks, model: modelOf(toTree(blocks)) };
        const history: State[] = [state];
        const counter = { n: 0 };
        for (const command of commands) {
          state = step(state, command, counter, history);
          history.push(state);
          // The tree GET_PAGE answers is the model's, and converts back to the same list.
          expect(toTree(state.blocks)).toEqual(modelTree(state.model));
          expect(fromTree(toTree(state.blocks))).toEqual(state.blocks);
          expect(normalizeBlocks(state.blocks)).toEqual(state.blocks);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gets somewhere: random runs build deep trees and exercise every refusal', () => {
    // Guards the generator itself: a model test whose commands are almost all refused proves little.
    const stats = { ok: 0, refused: 0, maxDepth: 0 };
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 40, maxLength: 60 }), (commands) => {
        let state: State = { blocks: [], model: [] };
        const counter = { n: 0 };
        for (const command of commands) {
          const before = state;
          state = step(state, command, counter, [before]);
          if (command.kind === 'restore') continue;
          // A refused command hands back the very same state.
          if (state === before) stats.refused++;
          else stats.ok++;
          const depth = (id: string | null): number => (id === null ? 0 : 1 + depth(state.blocks.find((b) => b.id === id)!.parentId));
          for (const b of state.blocks) stats.maxDepth = Math.max(stats.maxDepth, depth(b.id));
        }
      }),
      { numRuns: 50, seed: 16 },
    );
    expect(stats.ok).toBeGreaterThan(600);
    expect(stats.refused).toBeGreaterThan(600);
    expect(stats.maxDepth).toBeGreaterThanOrEqual(5);
  });
});
