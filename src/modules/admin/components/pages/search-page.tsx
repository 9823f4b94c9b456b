import 'server-only';
import Link from '@/ui/link';
import { getDb } from '@/platform/database';
import { AdminNav } from '../admin-nav';
import { groupResults, hitsStatus, countHits } from '../search-groups';
import { adminSearch } from '../../queries/admin-search';
import { ADMIN_SEARCH_MAX_LENGTH } from '@/platform/admin-search';

/** How many hits of each kind the page lists ("Visa alla" from the box leads here). */
const PAGE_LIMIT = 20;

/**
 * The console search as a page: where the search box's form goes without
 * JavaScript, and where "Visa alla" leads. The same ADMIN_SEARCH groups, more hits per kind.
 */
export async function AdminSearchPage({ searchParams: params }: { searchParams: { q?: string | string[] } }) {
  const raw = Array.isArray(params.q) ? (params.q[0] ?? '') : (params.q ?? '');
  // What the box would send: control characters dropped, at most the schema's length.
  const query = raw
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, ADMIN_SEARCH_MAX_LENGTH)
    .trim();
  const { results } = await adminSearch(await getDb(), query, PAGE_LIMIT);
  const groups = groupResults(results);
  const count = countHits(results);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <AdminNav query={query} />
      <h1 className="font-serif text-3xl font-semibold">Sök</h1>
      {query === '' ? (
        <p className="mt-2 text-muted">Sök bland användare, auktioner, värderingar, föremål och köp med rutan ovan.</p>
      ) : (
        <p className="mt-2 text-muted" data-testid="search-summary">
          {count === 0 ? hitsStatus(0, query) : `${count === 1 ? '1 träff' : `${count} träffar`} för ”${query}”.`}
        </p>
      )}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`grupp-${group.kind}`}>
            <h2 id={`grupp-${group.kind}`} className="text-xs font-semibold uppercase tracking-widest text-muted">
              {group.label}
            </h2>
            <ul className="mt-2 divide-y divide-line border-y border-line">
              {group.options.map(({ hit }) => (
                <li key={`${group.kind}-${hit.id}`}>
                  <Link href={hit.href} className="block min-h-11 py-2 hover:bg-ground">
                    <span className="block font-medium underline-offset-4 hover:underline">{hit.title}</span>
                    {hit.subtitle ? <span className="block text-sm text-muted">{hit.subtitle}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
