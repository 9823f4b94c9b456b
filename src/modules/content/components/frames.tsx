import type { ReactNode } from 'react';
import Link from '@/ui/link';
import { Prose } from '@/ui/prose-page';

/**
 * The markup of the blocks that hold other blocks (a section, the home page's hero) and of a
 * page's frame, shared by the server's page and the editor (which draws containers itself so it
 * can move their children), so a page looks the same in both.
 */

export function SectionFrame({ title, anchor, children }: { title?: string; anchor?: string; children: ReactNode }) {
  const id = anchor ?? undefined;
  return (
    <section aria-labelledby={title && id ? id : undefined}>
      {title ? <h2 id={id}>{title}</h2> : null}
      {children}
    </section>
  );
}

/** A run of questions under one hairline, as the Q&A groups them. */
export function FaqRun({ children }: { children: ReactNode }) {
  return <div className="mt-4 border-t border-line">{children}</div>;
}

export function HeroFrame({
  eyebrow,
  title,
  status,
  children,
}: {
  eyebrow?: string;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="py-10 sm:py-16">
      {eyebrow ? <p className="text-sm font-medium uppercase tracking-widest text-muted">{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold leading-tight sm:text-6xl">{title}</h1>
      {status}
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

const BUTTON_STYLES = {
  primary: 'bg-ink text-white hover:bg-black',
  accent: 'bg-accent text-ink hover:bg-accent-strong',
  outline: 'border border-ink text-ink hover:bg-ground',
} as const;

export function CtaButton({ label, href, style }: { label: string; href: string; style: keyof typeof BUTTON_STYLES }) {
  const className = `inline-flex min-h-12 items-center rounded-full px-6 font-medium no-underline ${BUTTON_STYLES[style]}`;
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
      <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
      <p className="mt-3 text-sm text-muted">
        Senast uppdaterad <time dateTime={updatedAt.slice(0, 10)}>{Number.isNaN(date.getTime()) ? updatedAt : longDate.format(date)}</time>
      </p>
    </header>
  );
}
