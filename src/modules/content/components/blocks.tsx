import 'server-only';
import { cache, type ReactNode } from 'react';
import Image from 'next/image';
import { getDb } from '@/db';
import Link from '@/ui/link';
import type { LotCategoryKey } from '@/keys';
import { LotCard } from '@/modules/auctions/components/lot-card';
import { searchAuctions } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { imageUrl, isPrivateImage } from '@/modules/uploads';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';
import type { BlockNode, StoredBlock } from '../domain/blocks';
import type { RichTextDoc } from '../domain/rich-text';
import { toTree } from '../domain/tree';
import { parseBlockProps, type BlockProps } from '../schema';
import { CtaButton, FaqRun, HeroFrame, PageFrame, PageHeaderView, SectionFrame } from './frames';
import { endingSoonLots, LiveBlock, SaleStatus } from './live';
import { RichInlineText, RichText, type LiveValueMap } from './rich-text';

export interface RenderContext {
  values: LiveValueMap;
  /** When the shown version was published: a page header's "Senast uppdaterad". */
  updatedAt: string;
  /** The moment the page is drawn (lot cards' countdowns). */
  now: Date;
}

/** The lots a carousel shows, once per request however many blocks ask (React's request cache). */
const carouselLots = cache(async (source: string, limit: number, category: string | undefined, ids: string) => {
  const db = await getDb();
  if (source === 'ending-soon') return (await endingSoonLots(limit)).items;
  if (source === 'newest') return (await searchAuctions(db, { sort: 'nyast', pageSize: limit })).items;
  if (source === 'category' && category)
    return (await searchAuctions(db, { sort: 'slutar-snart', pageSize: limit, categories: [category as LotCategoryKey] })).items;
  const chosen = ids ? ids.split(',').map(Number) : [];
  const found = (await searchAuctions(db, { sort: 'slutar-snart', pageSize: Math.min(chosen.length || 1, 24), auctionIds: chosen })).items;
  // The studio's order, not the closing order; lots that have ended or were withdrawn drop out.
  return chosen.flatMap((id) => found.filter((lot) => lot.id === id));
});

async function LotCarousel({ props, now }: { props: BlockProps<'lotCarousel'>; now: Date }) {
  const lots = await carouselLots(props.source, props.limit, props.category, props.auctionIds.join(','));
  return (
    <section className="py-8">
      <div className="mb-5 flex items-baseline justify-between">
        <h2 className="font-serif text-2xl font-semibold">{props.title}</h2>
        {props.moreHref ? (
          <Link href={props.moreHref} className="text-sm font-medium underline-offset-4 hover:underline">
            Visa alla
          </Link>
        ) : null}
      </div>
      {lots.length === 0 ? (
        <p className="text-muted">Inga föremål att visa just nu.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {lots.map((lot, index) => (
            <LotCard
              key={lot.id}
              lot={lot}
              now={now}
              priority={props.source === 'ending-soon' && index < 2}
              corner={<CardWatchButton auctionId={lot.id} href={lotPath(lot)} />}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A question and its answer: a native disclosure, so it works without JavaScript and with the keyboard. */
function FaqView({ question, answer, values }: { question: string; answer: RichTextDoc; values: LiveValueMap }) {
  return (
    <details className="group border-b border-line">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium hover:underline hover:underline-offset-4 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border border-line text-lg leading-none transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="pb-5 [&>*:first-child]:mt-1">
        <RichText doc={answer} values={values} />
      </div>
    </details>
  );
}

function ImageView({ props }: { props: BlockProps<'image'> }) {
  if (!props.image) return <p className="text-muted">(Ingen bild vald.)</p>;
  const { key, width = 1600, height = 1200 } = props.image;
  return (
    <figure className="mt-6">
      <Image
        src={imageUrl(key)}
        alt={props.alt}
        width={width}
        height={height}
        sizes="(min-width: 768px) 42rem, 100vw"
        className="h-auto w-full rounded-sm bg-ground"
        // A draft's picture is still the admin's private upload, which the optimiser cannot fetch.
        unoptimized={isPrivateImage(key)}
      />
      {props.caption ? <figcaption className="mt-2 text-sm text-muted">{props.caption}</figcaption> : null}
    </figure>
  );
}

/**
 * One block that holds no other block, drawn on the server. Props are checked again on the way
 * out: a block whose props do not pass (an older shape) is left out rather than breaking the page.
 */
export function LeafBlock({ block, context }: { block: StoredBlock; context: RenderContext }): ReactNode {
  const parsed = parseBlockProps(block.type, block.props);
  if (!parsed.ok) return null;
  const props = parsed.props;
  switch (block.type) {
    case 'heading': {
      const p = props as BlockProps<'heading'>;
      return p.level === 3 ? <h3 id={p.anchor}>{p.text}</h3> : <h2 id={p.anchor}>{p.text}</h2>;
    }
    case 'richText':
      return <RichText doc={(props as BlockProps<'richText'>).doc} values={context.values} />;
    case 'pageHeader': {
      const p = props as BlockProps<'pageHeader'>;
      return (
        <PageHeaderView title={p.title} lead={<RichInlineText doc={p.lead} values={context.values} />} updatedAt={context.updatedAt} />
      );
    }
    case 'faq': {
      const p = props as BlockProps<'faq'>;
      return <FaqView question={p.question} answer={p.answer} values={context.values} />;
    }
    case 'cta': {
      const p = props as BlockProps<'cta'>;
      return <CtaButton label={p.label} href={p.href} style={p.style} />;
    }
    case 'image':
      return <ImageView props={props as BlockProps<'image'>} />;
    case 'lotCarousel':
      return <LotCarousel props={props as BlockProps<'lotCarousel'>} now={context.now} />;
    case 'live': {
      const p = props as BlockProps<'live'>;
      return <LiveBlock name={p.name} title={p.title} />;
    }
    default:
      return null;
  }
}

/** Consecutive questions share one hairline; everything else stands alone. */
export function groupRuns<T extends { type: string }>(nodes: readonly T[]): Array<{ faq: boolean; nodes: T[] }> {
  const runs: Array<{ faq: boolean; nodes: T[] }> = [];
  for (const node of nodes) {
    const faq = node.type === 'faq';
    const last = runs.at(-1);
    if (last && last.faq && faq) last.nodes.push(node);
    else runs.push({ faq, nodes: [node] });
  }
  return runs;
}

function Nodes({ nodes, context }: { nodes: readonly BlockNode[]; context: RenderContext }) {
  return (
    <>
      {groupRuns(nodes).map((run) =>
        run.faq ? (
          <FaqRun key={run.nodes[0]?.id}>
            {run.nodes.map((node) => (
              <LeafBlock key={node.id} block={node} context={context} />
            ))}
          </FaqRun>
        ) : (
          run.nodes.map((node) => <NodeView key={node.id} node={node} context={context} />)
        ),
      )}
    </>
  );
}

function NodeView({ node, context }: { node: BlockNode; context: RenderContext }) {
  if (node.type === 'section') {
    const parsed = parseBlockProps('section', node.props);
    const props = (parsed.ok ? parsed.props : {}) as BlockProps<'section'>;
    return (
      <SectionFrame title={props.title} anchor={props.anchor}>
        <Nodes nodes={node.children} context={context} />
      </SectionFrame>
    );
  }
  if (node.type === 'hero') {
    const parsed = parseBlockProps('hero', node.props);
    if (!parsed.ok) return null;
    const props = parsed.props as BlockProps<'hero'>;
    return (
      <HeroFrame eyebrow={props.eyebrow} title={props.title} status={props.showSaleStatus ? <HeroStatus /> : null}>
        {node.children.map((child) => (
          <LeafBlock key={child.id} block={child} context={context} />
        ))}
      </HeroFrame>
    );
  }
  return <LeafBlock block={node} context={context} />;
}

export function HeroStatus() {
  return <SaleStatus className="mt-4 max-w-xl text-lg text-muted" />;
}

/** A page's blocks as visitors see them, in the page's frame. */
export function ContentBlocks({
  blocks,
  layout,
  context,
}: {
  blocks: readonly StoredBlock[];
  layout: 'prose' | 'wide';
  context: RenderContext;
}) {
  const tree = toTree(blocks);
  const headers = layout === 'prose' ? tree.filter((node) => node.type === 'pageHeader') : [];
  const body = layout === 'prose' ? tree.filter((node) => node.type !== 'pageHeader') : tree;
  return (
    <PageFrame
      layout={layout}
      header={headers.map((node) => (
        <LeafBlock key={node.id} block={node} context={context} />
      ))}
    >
      <Nodes nodes={body} context={context} />
    </PageFrame>
  );
}
