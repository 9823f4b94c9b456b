import type { ReactNode } from 'react';

const longDate = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Typography for the running text of an information page. The children are plain elements
 * (h2, h3, p, ul, ol, table, a …) and get their spacing here, so the pages stay free of layout.
 */
const PROSE = [
  'text-base leading-relaxed [overflow-wrap:break-word]',
  // Headings: sections in the serif, sub-sections in the sans.
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:hyphens-auto',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_p]:mt-4',
  // Lists keep their markers.
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 marker:text-muted',
  '[&_li>ul]:mt-2 [&_li>ol]:mt-2',
  // Tables: full width, hairline borders, column headers on the grey ground.
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_table]:leading-snug [&_table]:tabular-nums [&_table]:hyphens-auto',
  '[&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-muted',
  '[&_th]:border [&_th]:border-line [&_th]:p-2.5 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold [&_thead_th]:bg-ground [&_tbody_th]:font-medium',
  '[&_td]:border [&_td]:border-line [&_td]:p-2.5 [&_td]:align-top',
  // Inline elements.
  '[&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:decoration-2',
  '[&_strong]:font-semibold',
  '[&_code]:rounded [&_code]:bg-ground [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:hyphens-none',
  '[&_address]:mt-4 [&_address]:not-italic',
].join(' ');

/** Running text with the information pages' typography, for pages that are not a single ProsePage. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE} ${className}`}>{children}</div>;
}

export interface ProsePageProps {
  title: string;
  lead: ReactNode;
  /** The date the text last changed, as an ISO date (`YYYY-MM-DD`). */
  updated: string;
  children: ReactNode;
}

/** A readable single column for the information pages: terms, privacy, cookies, FAQ, about. */
export function ProsePage({ title, lead, updated, children }: ProsePageProps) {
  const updatedDate = new Date(`${updated}T00:00:00Z`);
  const updatedLabel = Number.isNaN(updatedDate.getTime()) ? updated : longDate.format(updatedDate);
  return (
    <article className="mx-auto max-w-2xl px-4 py-10">
      <header>
        <h1 className="font-serif text-4xl font-semibold leading-tight hyphens-auto [overflow-wrap:break-word]">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>
        <p className="mt-3 text-sm text-muted">
          Senast uppdaterad <time dateTime={updated}>{updatedLabel}</time>
        </p>
      </header>
      <Prose>{children}</Prose>
    </article>
  );
}
