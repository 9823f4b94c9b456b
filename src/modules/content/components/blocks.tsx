import 'server-only';
import { Fragment, cache, type ReactNode } from 'react';
import Image from 'next/image';
import { getDb } from '@/platform/database';
import Link from '@/ui/link';
import type { LotCategoryKey } from '@/keys';
import { LotCard } from '@/modules/auctions/components/lot-card';
import { searchAuctions } from '@/modules/auctions/server';
import { lotPath } from '@/modules/catalog';
import { imageUrl, isPrivateImage } from '@/modules/uploads';
import { CardWatchButton } from '@/modules/watchlist/components/watch-button';
import type { BlockNode, StoredBlock } from '../domain/blocks';
import { BLOCK_FORM_VALUES } from '../domain/live';
import type { RichBlock, RichTextDoc } from '../domain/rich-text';
import { toTree } from '../domain/tree';
import { parseBlockProps, type BlockProps } from '../schema';
import { CtaButton, FaqRun, HeroFrame, LEAF_CLASS, PageFrame, PageHeaderView, ProseLeaf, SectionFrame } from './frames';
import { endingSoonLots, LiveBlock, SaleStatus, liveValueBlock } from './live';
import { RichInlineText, RichText, type LiveValueMap } from './rich-text';

export interface RenderContext {
  values: LiveValueMap;
  /** When the shown version was published: a page header's "Senast uppdaterad". */
  updatedAt: string;
  /** The moment the page is drawn (lot cards' countdowns). */
  now: Date;
  /**
   * Whether the page's frame already carries the information pages' typography (the `prose`
   * layout): then a text leaf does not repeat its long class list (it once made `/om-oss`'s HTML
   * 2.7 times larger than before the blocks).
   */
  inProse: boolean;
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

/** The value a paragraph holds and nothing else, when that value has a block form. */
function blockFormValue(block: RichBlock) {
  if (block.type !== 'paragraph' || block.content?.length !== 1) return null;
  const only = block.content[0];
  return only?.type === 'liveValue' && BLOCK_FORM_VALUES.includes(only.attrs.name) ? only.attrs.name : null;
}

/**
 * A rich-text document, where a paragraph holding nothing but a value with a block form (the
 * increment ladder's first steps) is drawn as that block, between the text around it.
 */
function DocView({ doc, values }: { doc: RichTextDoc; values: LiveValueMap }) {
  const parts: ReactNode[] = [];
  let run: RichBlock[] = [];
  const flush = () => {
    if (run.length > 0) parts.push(<RichText key={parts.length} doc={{ type: 'doc', content: run }} values={values} />);
    run = [];
  };
  for (const block of doc.content) {
    const name = blockFormValue(block);
    if (name === null) {
      run.push(block);
      continue;
    }
    flush();
    parts.push(<Fragment key={parts.length}>{liveValueBlock(name)}</Fragment>);
  }
  flush();
  return <>{parts}</>;
}

/**
 * A text block. `body` carries the information pages' typography itself (so it reads the same on a
 * wide page as in a prose column, where the extra wrapper changes nothing), `lead` is a larger grey
 * intro, `small` small print; all keep a readable measure unless their container sets one.
 */
function TextView({
  doc,
  style,
  values,
  inProse,
}: {
  doc: RichTextDoc;
  style: BlockProps<'richText'>['style'];
  values: LiveValueMap;
  inProse: boolean;
}) {
  if (style === 'body') {
    return (
      <ProseLeaf inProse={inProse} className={`${LEAF_CLASS.text} max-w-2xl`}>
        <DocView doc={doc} values={values} />
      </ProseLeaf>
    );
  }
  const className =
    style === 'lead'
      ? `${LEAF_CLASS.text} ${LEAF_CLASS.lead} max-w-2xl text-lg leading-relaxed text-muted [overflow-wrap:break-word] [&_a]:underline [&_a]:underline-offset-4 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6`
      : `${LEAF_CLASS.text} max-w-2xl text-sm text-muted [overflow-wrap:break-word] [&_a]:font-medium [&_a]:text-ink [&_a]:underline [&_a]:underline-offset-4 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-4 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5`;
  return (
    <div className={className}>
      <DocView doc={doc} values={values} />
    </div>
  );
}

/** A table of plain text; the first cell of each row heads it. */
function TableView({ props, inProse }: { props: BlockProps<'table'>; inProse: boolean }) {
  return (
    <ProseLeaf inProse={inProse} className={`${LEAF_CLASS.text} max-w-2xl`}>
      <table>
        {props.caption ? <caption>{props.caption}</caption> : null}
        <thead>
          <tr>
            {props.header.map((cell, index) => (
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ProseLeaf>
  );
}

/** Columns on wide screens by how many steps there are (Tailwind needs the class names whole). */
const STEP_COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4', 'lg:grid-cols-5', 'lg:grid-cols-6'];
const FACT_COLUMNS = ['', 'sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/**
 * Points, each a title and a text: numbered steps in a row (the sell page's "Så går det till"),
 * or facts in a grey panel that stacks beside a hero's text on wide screens.
 */
function PointsView({ props, values }: { props: BlockProps<'points'>; values: LiveValueMap }) {
  const count = props.items.length;
  if (props.style === 'facts') {
    return (
      <ul className={`grid gap-4 rounded-2xl bg-ground p-6 ${FACT_COLUMNS[Math.min(count, 4)]} lg:grid-cols-1`}>
        {props.items.map((item, index) => (
          <li key={index}>
            <p className="font-serif text-xl font-semibold">
              <RichInlineText doc={item.title} values={values} />
            </p>
            <p className="mt-1 text-sm text-muted">
              <RichInlineText doc={item.text} values={values} />
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className={`mt-8 grid gap-6 ${count > 1 ? 'sm:grid-cols-2' : ''} ${STEP_COLUMNS[Math.min(count, 6)]}`}>
      {props.items.map((item, index) => (
        <li key={index} className="flex gap-4 lg:flex-col">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-serif text-lg font-semibold"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold leading-snug">
              <RichInlineText doc={item.title} values={values} />
            </h3>
            <p className="mt-1 leading-relaxed text-muted">
              <RichInlineText doc={item.text} values={values} />
            </p>
          </div>
        </li>
      ))}
    </ol>
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
        <DocView doc={answer} values={values} />
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
      return (
        <ProseLeaf inProse={context.inProse} className={`${LEAF_CLASS.text} max-w-2xl`}>
          {p.level === 3 ? <h3 id={p.anchor}>{p.text}</h3> : <h2 id={p.anchor}>{p.text}</h2>}
        </ProseLeaf>
      );
    }
    case 'richText': {
      const p = props as BlockProps<'richText'>;
      return <TextView doc={p.doc} style={p.style} values={context.values} inProse={context.inProse} />;
    }
    case 'table':
      return <TableView props={props as BlockProps<'table'>} inProse={context.inProse} />;
    case 'points':
      return <PointsView props={props as BlockProps<'points'>} values={context.values} />;
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
      return <LiveBlock name={p.name} title={p.title} inProse={context.inProse} />;
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
    const props = (parsed.ok ? parsed.props : {}) as Partial<BlockProps<'section'>>;
    return (
      <SectionFrame title={props.title} anchor={props.anchor} variant={props.variant}>
        <Nodes nodes={node.children} context={context} />
      </SectionFrame>
    );
  }
  if (node.type === 'hero') {
    const parsed = parseBlockProps('hero', node.props);
    if (!parsed.ok) return null;
    const props = parsed.props as BlockProps<'hero'>;
    const buttons = node.children.filter((child) => child.type === 'cta');
    const aside = node.children.filter((child) => child.type !== 'cta');
    return (
      <HeroFrame
        eyebrow={props.eyebrow}
        title={props.title}
        layout={props.layout}
        status={props.showSaleStatus ? <HeroStatus /> : null}
        lead={props.lead ? <RichInlineText doc={props.lead} values={context.values} /> : undefined}
        aside={aside.length > 0 ? aside.map((child) => <LeafBlock key={child.id} block={child} context={context} />) : undefined}
      >
        {buttons.map((child) => (
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
