/**
 * The console's one search box (docs/product.md §9 "Console" ADMIN_SEARCH): what each module's
 * small admin search query takes and answers. The admin module parses the query once and composes
 * the modules' answers; each module matches its own rows (docs: src/modules/admin/queries/admin-search.ts).
 */

/** One result: what the console shows and where it leads. */
export interface AdminSearchHit {
  id: string | number;
  title: string;
  /** A second line: an e-mail, a status, a price. */
  subtitle?: string;
  href: string;
}

/** The query, parsed once for every kind. */
export interface AdminSearchTerms {
  /** As typed: inner whitespace collapsed, trimmed, never empty. */
  text: string;
  /** `%text%` for (I)LIKE, with LIKE's own characters escaped. */
  pattern: string;
  /** `text%` for (I)LIKE, escaped: a prefix ranks first. */
  prefix: string;
  /** A whole number the query is (`123`, `#123`, `nr 123`): ids and lot numbers match it exactly. */
  id: number | null;
  /** A phone-like query's digits (4+), the Swedish trunk 0 as 46: `070-12` → `467012`. */
  phoneDigits: string | null;
}

/** The longest query the box accepts (the input schema refuses longer). */
export const ADMIN_SEARCH_MAX_LENGTH = 200;

const MAX_ID = 2_147_483_647;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Parses a query; null when there is nothing to search for (empty or only whitespace). */
export function parseAdminSearch(query: string): AdminSearchTerms | null {
  const text = query.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const numeric = /^(?:#|nr\.? ?)?(\d{1,10})$/i.exec(text);
  const id = numeric && Number(numeric[1]) > 0 && Number(numeric[1]) <= MAX_ID ? Number(numeric[1]) : null;
  let phoneDigits: string | null = null;
  if (/^[\d\s+()-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 4)
      phoneDigits = digits.startsWith('0') && !digits.startsWith('00') ? `46${digits.slice(1)}` : digits.replace(/^00/, '');
  }
  return { text, pattern: `%${escapeLike(text)}%`, prefix: `${escapeLike(text)}%`, id, phoneDigits };
}
