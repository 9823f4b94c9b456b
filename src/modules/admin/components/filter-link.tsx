import Link from '@/ui/link';

/** One of a console list's filters ("Alla", "Misslyckade (3)"): a link, marked as the page when it is the one shown. */
export function FilterLink({ active, href, children }: { active: boolean; href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm aria-[current=page]:border-ink aria-[current=page]:font-semibold"
    >
      {children}
    </Link>
  );
}
