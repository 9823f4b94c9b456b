import Link from '@/ui/link';

/** "Föregående · Sida 2 av 5 · Nästa" under a paged list; nothing when there is one page. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sidor" className="mt-6 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className="inline-flex min-h-11 items-center underline">
          Föregående
        </Link>
      ) : null}
      <span className="text-muted">
        Sida {page} av {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className="inline-flex min-h-11 items-center underline">
          Nästa
        </Link>
      ) : null}
    </nav>
  );
}
