import type { ReactNode } from 'react';
import Link from '@/ui/link';
import { Prose } from '@/ui/prose-page';
import type { HeroLayout, SectionVariant } from '../domain/blocks';

/**
 * The markup of the blocks that hold other blocks (a section, the home page's hero) and of a
 * page's frame, shared by the server's page and the editor (which draws containers itself so it
 * can move their children), so a page looks the same in both.
 */

/**
 * Class names that say what a leaf is, so a container's frame can set its children (a text's
 * measure in a band, a button's width in a card) without knowing how the leaf is drawn.
 */
export const LEAF_CLASS = { text: 'block-text', lead: 'block-lead', cta: 'block-cta' } as const;

/** Running text in a band keeps a readable measure; in columns and cards the column sets it. */
const UNMEASURED = '[&_.block-text]:max-w-none';

const SECTION_CLASSES: Record<SectionVariant, string> = {
  plain: '',
  nav: '',
  band: 'border-t border-line pt-12 pb-4 not-last:pb-12 sm:pt-16 sm:not-last:pb-16',
  // A heading at the top of a column sits level with a card beside it; stacked, it follows the gap.
  columns: `grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 ${UNMEASURED} [&>*>.block-text:first-child>h3:first-child]:mt-0 lg:[&>*>.block-text:first-child>h3:first-child]:mt-6`,
  // A card's first line starts at its padding, its intro is in ink, a button spans it on a phone.
  card: `mt-6 rounded-2xl bg-ground p-6 sm:p-8 ${UNMEASURED} [&>.block-text:first-child>:first-child]:mt-0 [&_.block-lead]:text-ink [&_.block-cta]:mt-6 [&_.block-cta]:w-full sm:[&_.block-cta]:w-auto`,
};

/**
 * A section: its title (if any) as a heading with the anchor as its id, then its blocks. The
 * variant decides the element and the look (domain/blocks.ts SECTION_VARIANTS); `columns` shows
 * no title of its own (it only lays out its children). An untitled table of contents is named
 * "Avsnitt" for screen readers; an untitled plain section is a bare group.
 */
export function SectionFrame({
  title,
  anchor,
  variant = 'plain',
  children,
}: {
  title?: string;
  anchor?: string;
  variant?: SectionVariant;
  children: ReactNode;
}) {
  const id = anchor ?? undefined;
  const className = SECTION_CLASSES[variant] || undefined;
  if (variant === 'columns') return <div className={className}>{children}</div>;
  const heading = title ? (
    variant === 'band' ? (
      <h2 id={id} className="scroll-mt-24 font-serif text-3xl font-semibold leading-tight">
        {title}
      </h2>
    ) : variant === 'card' ? (
      <h3 id={id} className="font-serif text-xl font-semibold">
        {title}
      </h3>
    ) : (
      <h2 id={id}>{title}</h2>
    )
  ) : null;
  const labelledBy = title && id ? id : undefined;
  if (variant === 'nav') {
    return (
      <nav aria-labelledby={labelledBy} aria-label={title ? undefined : 'Avsnitt'}>
        {heading}
        {children}
      </nav>
    );
  }
  // A card, or a plain section without a title (a column), is only a group: no landmark.
  if (variant === 'card' || !title) {
    return (
      <div className={className}>
        {heading}
        {children}
      </div>
    );
  }
  return (
    <section aria-labelledby={labelledBy} className={className}>
      {heading}
      {children}
    </section>
  );
}

/** A run of questions under one hairline, as the Q&A groups them. */
export function FaqRun({ children }: { children: ReactNode }) {
  return <div className="mt-4 border-t border-line">{children}</div>;
}

/**
 * A page's opening: eyebrow, title, the sale's status or an intro, and the buttons. `split` (the
 * sell page's) marks the eyebrow with a dot, stacks the buttons full-width on a phone and puts the
 * aside (its points) beside the text on wide screens.
 */
export function HeroFrame({
  eyebrow,
  title,
  status,
  lead,
  aside,
  layout = 'stack',
  children,
}: {
  eyebrow?: string;
  title: string;
  status?: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  layout?: HeroLayout;
  children: ReactNode;
}) {
  const split = layout === 'split';
  const text = (
    <>
      {eyebrow ? (
        split ? (
          <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-widest text-muted">
            <span aria-hidden className="size-2.5 rounded-full bg-accent-strong" />
            {eyebrow}
          </p>
        ) : (
          <p className="text-sm font-medium uppercase tracking-widest text-muted">{eyebrow}</p>
        )
      ) : null}
      <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight sm:text-6xl">{title}</h1>
      {status}
      {lead ? <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted">{lead}</p> : null}
      <div className={split ? 'mt-6 flex flex-col gap-3 sm:flex-row' : 'mt-6 flex flex-wrap gap-3'}>{children}</div>
    </>
  );
  if (!split) return <section className="py-10 sm:py-16">{text}</section>;
  return (
    <section className="grid gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
      <div>{text}</div>
      {aside}
    </section>
  );
}

const BUTTON_STYLES = {
  primary: 'bg-ink text-white hover:bg-black',
  accent: 'bg-accent text-ink hover:bg-accent-strong',
  outline: 'border border-ink text-ink hover:bg-ink hover:text-white',
} as const;

export function CtaButton({ label, href, style }: { label: string; href: string; style: keyof typeof BUTTON_STYLES }) {
  const className = `${LEAF_CLASS.cta} inline-flex min-h-12 items-center justify-center rounded-full px-6 text-center font-medium no-underline transition-colors ${BUTTON_STYLES[style]}`;
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {label}
    </a>
  );
}

/** A leaf's running text with the information pages' typography, unless its page frame has it. */
export function ProseLeaf({ inProse, className, children }: { inProse: boolean; className?: string; children: ReactNode }) {
  return inProse ? <div className={className}>{children}</div> : <Prose className={className}>{children}</Prose>;
}

/**
 * A page's frame: `prose` is the information pages' single readable column (the page header
 * outside the running text's typography), `wide` the home page's grid.
 */
export function PageFrame({ layout, header, children }: { layout: 'prose' | 'wide'; header?: ReactNode; children: ReactNode }) {
  if (layout === 'wide') return <div className="mx-auto max-w-6xl px-4">{children}</div>;
  return (
    <article className="mx-auto max-w-2xl px-4 py-10">
      {header}
      <Prose>{children}</Prose>
    </article>
  );
}

const longDate = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' });

export function PageHeaderView({ title, lead, updatedAt }: { title: string; lead: ReactNode; updatedAt: string }) {
  const date = new Date(updatedAt);
  return (
    <header>
      <h1 className="font-serif text-4xl font-semibold leading-tight hyphens-auto [overflow-wrap:break-word]">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted [&_a]:underline [&_a]:underline-offset-4">{lead}</p>
      <p className="mt-3 text-sm text-muted">
        Senast uppdaterad <time dateTime={updatedAt.slice(0, 10)}>{Number.isNaN(date.getTime()) ? updatedAt : longDate.format(date)}</time>
      </p>
    </header>
  );
}
