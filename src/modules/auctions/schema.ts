import { z } from 'zod';
import { itemChangeInput } from '@/modules/catalog';
import { rowId } from '@/platform/row-id';

/** A positive whole id, with the Swedish message users see when it is missing or wrong. */
export const idInput = (message: string) => rowId(message);

/** Which lot an action is about. */
export const auctionIdInput = z.object({ auctionId: idInput('Ange vilken auktion.') });

/** HIDE_FROM_ARCHIVE's input (docs/decisions/0047): the lot, and whether it is hidden from the archive of what sold. */
export const hideFromArchiveInput = z
  .object({
    auctionId: idInput('Ange vilken auktion.'),
    hidden: z.boolean({ error: 'Ange om föremålet ska döljas bland sålda föremål.' }),
  })
  .strict();

const kronor = (label: string) =>
  z
    .number({ error: `${label} måste vara ett belopp i hela kronor.` })
    .int({ error: `${label} måste vara i hela kronor.` })
    .positive({ error: `${label} måste vara större än 0 kr.` })
    .max(100_000_000, { error: `${label} är orimligt högt.` });

/** An instant as an ISO 8601 string with a zone (the browser sends Stockholm time converted to UTC). */
const instant = (label: string) =>
  z
    .string({ error: `${label} måste vara en tidpunkt.` })
    .max(40)
    .pipe(z.iso.datetime({ offset: true, error: `${label} måste vara en giltig tidpunkt.` }))
    .transform((value) => new Date(value));

const startPrice = kronor('Startpriset');
const reservePrice = kronor('Reservationspriset').nullable();
const buyNowPrice = kronor('Köp nu-priset').nullable();
const estimateLow = kronor('Det lägre utropet');
const estimateHigh = kronor('Det högre utropet');
const startsAt = instant('Starttiden');
const endsAt = instant('Sluttiden').nullable();

/** A lot's terms, each optional: what CREATE_AUCTION_FROM_ITEM may override and UPDATE_AUCTION_INFO may change. */
const optionalLotTerms = {
  startPrice: startPrice.optional(),
  reservePrice: reservePrice.optional(),
  buyNowPrice: buyNowPrice.optional(),
  estimateLow: estimateLow.nullable().optional(),
  estimateHigh: estimateHigh.nullable().optional(),
  startsAt: startsAt.optional(),
  endsAt: endsAt.optional(),
};

/**
 * CREATE_AUCTION_FROM_ITEM (docs/product.md §9); prices left out default to the accepted valuation's.
 * `item`: the studio's corrections of the item, UPDATE_ITEM's fields, saved with the lot.
 */
export const createAuctionFromItemInput = z
  .object({ itemId: idInput('Ange vilket föremål.'), ...optionalLotTerms, item: itemChangeInput.optional() })
  .strict();

/** The lot part of CREATE_AUCTION_WITH_ITEM. */
export const auctionTermsInput = z
  .object({
    startPrice,
    reservePrice: reservePrice.optional(),
    buyNowPrice: buyNowPrice.optional(),
    startsAt: startsAt.optional(),
    endsAt: endsAt.optional(),
    /** A rehearsal lot ("Provauktion", docs/decisions/0033): not public; needs its own end, which may be minutes away. */
    rehearsal: z.boolean({ error: 'Ange om auktionen är en provauktion (true eller false).' }).optional(),
  })
  .strict();

/** UPDATE_AUCTION_INFO: any of the lot's prices, estimates, start and end. */
export const updateAuctionInfoInput = z.object({ auctionId: idInput('Ange vilken auktion.'), ...optionalLotTerms }).strict();

/** RELIST_AUCTION: without endsAt the new lot joins the next weekly sale. */
export const relistAuctionInput = z.object({ auctionId: idInput('Ange vilken auktion.'), endsAt: endsAt.optional() }).strict();

/** REORDER_LOTS: one Sunday sale's open lots, in their new catalogue order. */
export const reorderLotsInput = z
  .object({
    auctionIds: z
      .array(idInput('Varje lot anges med sitt id.'), { error: 'Ange lotterna i sin nya ordning.' })
      .min(1, { error: 'Ange lotterna i sin nya ordning.' })
      .max(2000, { error: 'För många lotter i en söndagsauktion.' }),
  })
  .strict();

/** LIST_ADMIN_AUCTIONS. */
export const listAdminAuctionsInput = z.object({
  status: z.enum(['draft', 'scheduled', 'live', 'ended'], { error: 'Okänd status.' }).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
  /** Only lots nobody has bid on yet (the dashboard's "Utan bud"). */
  withoutBids: z.boolean().optional(),
});

export { estimateHigh as estimateHighInput, estimateLow as estimateLowInput };
