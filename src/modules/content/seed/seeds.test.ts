import { describe, expect, it } from 'vitest';
import { canContain, type BlockNode, type BlockType } from '../domain/blocks';
import { blockIdSchema, parseBlockProps } from '../schema';
import { CONTENT_PAGES } from '../pages';

/** Every block of a page with its parent's type (null at the top). */
function walk(nodes: readonly BlockNode[], parent: BlockType | null = null): Array<{ node: BlockNode; parent: BlockType | null }> {
  return nodes.flatMap((node) => [{ node, parent }, ...walk(node.children, node.type)]);
}

/** The pages' first versions must be exactly what an editor could have saved: valid props, allowed places, unique ids. */
describe.each(CONTENT_PAGES.map((page) => [page.pageId, page] as const))('the seed of %s', (_pageId, page) => {
  const blocks = walk(page.seed.blocks);

  it('has only blocks whose props pass their schema unchanged in meaning', () => {
    for (const { node } of blocks) {
      const parsed = parseBlockProps(node.type, node.props);
      expect(parsed, `${node.id}: ${parsed.ok ? '' : parsed.message}`).toMatchObject({ ok: true });
    }
  });

  it('puts every block where its parent may hold it', () => {
    for (const { node, parent } of blocks) expect(canContain(parent, node.type), `${node.id} (${node.type}) in ${parent}`).toBe(true);
  });

  it('gives every block a valid id named after the page', () => {
    const prefix = page.pageId === '/' ? 'start.' : `${page.pageId.slice(1)}.`;
    for (const { node } of blocks) {
      expect(blockIdSchema.safeParse(node.id).success, node.id).toBe(true);
      expect(node.id.startsWith(prefix), node.id).toBe(true);
    }
  });

  it('keeps its anchors unique on the page', () => {
    const anchors = blocks.map(({ node }) => node.props.anchor).filter((anchor) => anchor !== undefined);
    expect(new Set(anchors).size).toBe(anchors.length);
  });
});

it('uses every block id once across all pages', () => {
  const ids = CONTENT_PAGES.flatMap((page) => walk(page.seed.blocks).map(({ node }) => node.id));
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
});
