import { z } from 'zod';
import { LOT_CATEGORIES } from '@/keys';
import { rowId } from '@/platform/row-id';

/** As the auction list reads a search (parseAuctionSearch): at most 200 characters, whitespace collapsed. */
const MAX_SEARCH_LENGTH = 200;

/**
 * SAVE_SEARCH (docs/product.md §9 "Saved searches and push"): a term, categories, or both; at least one.
 * The categories come back in the keys' order without repeats, so one search has one form.
 */
export const saveSearchInput = z
  .object({
    search: z
      .string({ error: 'Sökordet måste vara text.' })
      .transform((value) =>
        value
          .replace(/[\u0000-\u001f\u007f]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .pipe(z.string().max(MAX_SEARCH_LENGTH, `Högst ${MAX_SEARCH_LENGTH} tecken.`))
      .optional(),
    categories: z
      .array(z.enum(LOT_CATEGORIES, { error: 'Okänd kategori.' }), { error: 'Kategorierna måste vara en lista.' })
      .max(LOT_CATEGORIES.length, 'För många kategorier.')
      .transform((chosen) => LOT_CATEGORIES.filter((key) => chosen.includes(key)))
      .optional(),
  })
  .transform((input) => ({ search: input.search ?? '', categories: input.categories ?? [] }))
  .refine((input) => input.search !== '' || input.categories.length > 0, {
    message: 'Ange ett sökord eller välj en kategori att bevaka.',
    path: ['search'],
  });

/** DELETE_SAVED_SEARCH: the caller's saved search; another user's answers NOT_FOUND. */
export const savedSearchIdInput = z.object({ savedSearchId: rowId('Sökningen finns inte.') });

/** SET_SAVED_SEARCH_MAIL: the caller's daily e-mail of new matches, on or off. */
export const savedSearchMailInput = z.object({ enabled: z.boolean({ error: 'Ange om mejlen ska vara på eller av.' }) });

/** STOP_SAVED_SEARCH_MAIL: the signed token of the e-mail's stop link (no sign-in). */
export const savedSearchMailStopInput = z.object({
  token: z.string({ error: 'Länken är ogiltig.' }).min(1, 'Länken är ogiltig.').max(300, 'Länken är ogiltig.'),
});

/** FOLLOW_MAKER: the maker as the lot names it ("Bertil Vallien"); its key is made by catalog's makerKey. */
export const followMakerInput = z.object({
  maker: z.string({ error: 'Ange formgivaren att följa.' }).trim().min(1, 'Ange formgivaren att följa.').max(160, 'Högst 160 tecken.'),
});

/** UNFOLLOW_MAKER: the key of a maker the caller follows (as LIST_FOLLOWED_MAKERS answers it). */
export const unfollowMakerInput = z.object({
  makerKey: z
    .string({ error: 'Ange formgivaren.' })
    .min(1, 'Ange formgivaren.')
    .max(200, 'Formgivaren finns inte.')
    .regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'Formgivaren finns inte.'),
});
