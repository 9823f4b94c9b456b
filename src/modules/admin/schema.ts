import { z } from 'zod';
import { ADMIN_SEARCH_MAX_LENGTH } from '@/platform/admin-search';

/**
 * ADMIN_SEARCH's input: any text up to ADMIN_SEARCH_MAX_LENGTH characters; empty or only whitespace
 * answers empty results. Control characters are refused (PostgreSQL refuses U+0000 in text).
 */
export const adminSearchInput = z.object({
  query: z
    .string({ error: 'Skriv vad du söker.' })
    .max(ADMIN_SEARCH_MAX_LENGTH, `Högst ${ADMIN_SEARCH_MAX_LENGTH} tecken.`)
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), 'Otillåtna tecken.'),
});
