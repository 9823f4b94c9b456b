/** A URL slug from a Swedish title: "Vas, \"Satellit\", Kosta Boda" → "vas-satellit-kosta-boda". */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'foremal';
}

/** The path of a lot page: /auktioner/{id}-{slug}. */
export function lotPath(auction: { id: number; slug: string }): string {
  return `/auktioner/${auction.id}-${auction.slug}`;
}

/** Parses "123-vas-satellit" → 123; null when it is not of that form. */
export function parseLotParam(param: string): number | null {
  const match = /^(\d{1,10})(?:-[a-z0-9-]*)?$/.exec(param);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
