/**
 * The address of a console list (the log, the outbox) with its filters and page: empty filters and
 * the first page are left out, and so is the "?" when nothing is left.
 */
export function listHref(path: string, filters: Record<string, string | undefined>, page?: number): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, value);
  if (page && page > 1) search.set('sida', String(page));
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}`;
}
