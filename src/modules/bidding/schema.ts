import { z } from 'zod';
import { auctionIdInput, idInput } from '@/modules/auctions';

/** The amount is checked by the engine (whole kronor, cap) so its message is the one users see. */
export const bidInput = auctionIdInput.extend({ amount: z.number({ error: 'Ange budet i hela kronor.' }) });
export const bidIdInput = z.object({ bidId: idInput('Ange vilket bud.') });
export const removeBidInput = bidIdInput.extend({
  reason: z
    .string({ error: 'Ange ett skäl.' })
    .trim()
    .min(3, { error: 'Ange ett skäl (minst 3 tecken).' })
    .max(500, { error: 'Skälet får vara högst 500 tecken.' }),
});
