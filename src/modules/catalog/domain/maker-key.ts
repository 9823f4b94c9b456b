/**
 * The key of an item's maker (designer, artist, manufacturer), so that "Bertil Vallien",
 * "Vallien, Bertil", "BERTIL  VALLIEN" and "Bertil Vallièn" are one maker to follow
 * (docs/product.md §9 "Followed makers"). The database keeps the same rule as the IMMUTABLE
 * function klubban_maker_key behind items.maker_key (migration 0034); a test holds the two equal.
 *
 * The rule: fold case and accents as the search does (klubban_fold: lower(unaccent(…))); a name
 * written "Surname, First" (one word before the one comma, one or two after) reads "first surname";
 * every run of characters other than a–z and 0–9 is one space; trimmed. Companies ("Kosta Boda",
 * "Gustavsberg") are kept as they are. An unknown maker ("Okänd", "Okänd konstnär", "Anonym") has
 * no key and cannot be followed.
 */

/** A maker key is at most this long (items.maker holds at most 160 characters). */
export const MAKER_KEY_MAX_LENGTH = 200;

/** Letters unaccent's dictionary spells out rather than strips (NFD leaves them whole). */
const SPELLED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Case and accent folding as klubban_fold does it for the letters a Swedish catalogue meets. */
export function foldMakerText(value: string): string {
  return value
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const UNKNOWN = /^(okand|anonym|oidentifierad|osignerad|okant)( |$)/;
/** "surname, first" or "surname, first second", once every other character is a space. */
const SURNAME_FIRST = /^ ?([a-z0-9]+) ?, ?([a-z0-9]+(?: [a-z0-9]+)?) ?$/;

/** The maker's key, or null for no maker or an unknown one ("Okänd konstnär"). */
export function makerKey(maker: string | null | undefined): string | null {
  if (maker === null || maker === undefined) return null;
  // Only a–z, 0–9 and commas survive, so the rule is plain ASCII in both languages.
  const plain = foldMakerText(maker).replace(/[^a-z0-9,]+/g, ' ');
  if (UNKNOWN.test(plain.replace(/[^a-z0-9]+/g, ' ').trim())) return null;
  const key = plain
    .replace(SURNAME_FIRST, '$2 $1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, MAKER_KEY_MAX_LENGTH)
    .trim();
  return key === '' ? null : key;
}

/** The maker page's slug: the key with hyphens for spaces ("bertil vallien" → "bertil-vallien"). */
export function makerSlug(key: string): string {
  return key.replace(/ /g, '-');
}

/** The key a maker page's slug stands for, or null when the slug cannot be one. */
export function makerKeyOfSlug(slug: string): string | null {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > MAKER_KEY_MAX_LENGTH) return null;
  return slug.replace(/-/g, ' ');
}

/** The maker page: /formgivare/bertil-vallien. */
export function makerPath(key: string): string {
  return `/formgivare/${makerSlug(key)}`;
}
