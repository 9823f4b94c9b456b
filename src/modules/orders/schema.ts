import { z } from 'zod';
import { PROBLEM_RESOLUTIONS } from './domain/problem';
import { personName, singleLine } from '@/platform/text-input';
import { DELIVERY_METHODS, DELIVERY_STATUSES, WITHDRAWAL_RETURN_KINDS } from '@/keys';
import { coercedRowId } from '@/platform/row-id';

/** An optional free text, trimmed, at most `max` characters; `typeError` when it is not text at all. */
const optionalText = (max: number, typeError: string) =>
  z
    .string({ error: typeError })
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `Högst ${max} tecken.`))
    .optional();

/** Browser-safe inputs of the orders actions (docs/product.md §9), shared by forms and the callable API. */

/** A Swedish postal code: five digits, the first not 0; written "118 21" whatever was typed. */
export const postalCodeSchema = z
  .string({ error: 'Fyll i postnummer.' })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^SE/i, ''))
  .pipe(
    z
      .string()
      .min(1, 'Fyll i postnummer.')
      .regex(/^[1-9]\d{4}$/, 'Ange ett svenskt postnummer med fem siffror, t.ex. 118 21.'),
  )
  .transform((digits) => `${digits.slice(0, 3)} ${digits.slice(3)}`);

export const shippingAddressSchema = z.object({
  name: personName('Fyll i namn.', 100),
  street: singleLine('gatuadress', 120),
  postalCode: postalCodeSchema,
  city: singleLine('ort', 60),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^(\+46|0)\d{6,12}$/, 'Ange ett svenskt telefonnummer, t.ex. 070-123 45 67.'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

const orderId = coercedRowId('Ogiltigt köp.');

export const orderIdInput = z.object({ orderId });

/**
 * RELEASE_FUNDS: `reason` is required (RELEASE_REASON_MIN characters) only when the studio pays out
 * before the buyer's inspection window has ended or despite a reported problem (docs/decisions/0032).
 */
export const releaseFundsInput = z.object({
  orderId,
  reason: optionalText(1000, 'Skriv skälet som text.'),
});

/** CANCEL_ORDER: `reason` is required (CANCEL_REASON_MIN characters) only before the due date (docs/decisions/0042). */
export const cancelOrderInput = z.object({
  orderId,
  reason: optionalText(1000, 'Skriv skälet som text.'),
});

/** OFFER_SECOND_CHANCE: the lot whose winner's order was cancelled. */
export const secondChanceAuctionInput = z.object({ auctionId: coercedRowId('Ogiltig auktion.') });

/** ACCEPT_SECOND_CHANCE, DECLINE_SECOND_CHANCE. */
export const secondChanceOfferInput = z.object({ offerId: coercedRowId('Ogiltigt erbjudande.') });

export const checkoutInput = z
  .object({
    orderId,
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: 'Välj avhämtning eller frakt.' }),
    address: shippingAddressSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.deliveryMethod === 'shipping' && !value.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'Fyll i adressen vi ska skicka till.' });
    }
  });
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const shippingInfoInput = z.object({
  orderId,
  carrier: singleLine('fraktbolag', 60),
  trackingNumber: z
    .string({ error: 'Fyll i kollinummer.' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(4, 'Fyll i kollinummer (minst 4 tecken).')
        .max(40, 'Högst 40 tecken.')
        .regex(/^[A-Z0-9-]+$/, 'Kollinumret får bara innehålla bokstäver, siffror och bindestreck.'),
    ),
});

export const deliveryStatusInput = z.object({
  orderId,
  deliveryStatus: z.enum(DELIVERY_STATUSES, { error: 'Okänd leveransstatus.' }),
});

/** The most photos one message of a problem thread carries. */
export const MAX_MESSAGE_PHOTOS = 5;

const threadText = (missing: string) =>
  z
    .string({ error: missing })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, missing).max(2000, 'Högst 2000 tecken.'));

/** Photos with a message: the writer's own finished uploads, by key (the uploader sends them). */
const messagePhotos = z
  .array(z.string({ error: 'Ogiltig bild.' }).min(1, { error: 'Ogiltig bild.' }).max(300, { error: 'Ogiltig bild.' }), {
    error: 'Ogiltiga bilder.',
  })
  .max(MAX_MESSAGE_PHOTOS, { error: `Högst ${MAX_MESSAGE_PHOTOS} bilder.` })
  .refine((keys) => new Set(keys).size === keys.length, { error: 'Samma bild finns två gånger.' })
  .optional()
  .transform((keys) => keys ?? []);

export const problemInput = z.object({
  orderId,
  message: z
    .string({ error: 'Beskriv problemet.' })
    .transform((value) => value.trim())
    .pipe(z.string().min(10, 'Beskriv problemet med minst 10 tecken.').max(2000, 'Högst 2000 tecken.')),
  images: messagePhotos,
});

/** POST_ORDER_MESSAGE (the buyer) and ANSWER_ORDER_PROBLEM (the studio): one message in an open problem's thread. */
export const orderMessageInput = z.object({
  orderId,
  message: threadText('Skriv ett meddelande.'),
  images: messagePhotos,
});

/** RESOLVE_ORDER_PROBLEM: the studio closes the problem with its resolution and a note to the buyer. */
export const resolveProblemInput = z.object({
  orderId,
  resolution: z.enum(PROBLEM_RESOLUTIONS, { error: 'Välj hur ärendet avslutas.' }),
  note: optionalText(2000, 'Ogiltig text.'),
});

/** WITHDRAW_ORDER: the buyer's "Ångra köp", with an optional message (docs/decisions/0043). */
export const withdrawInput = z.object({
  orderId,
  message: optionalText(2000, 'Skriv meddelandet som text.'),
});

/** RECORD_WITHDRAWAL (admin): a notice the buyer sent by e-mail, with the time it arrived. */
export const recordWithdrawalInput = z.object({
  orderId,
  receivedAt: z.coerce.date({ error: 'Ange när mejlet kom.' }),
  note: z
    .string({ error: 'Skriv en anteckning.' })
    .transform((value) => value.trim())
    .pipe(z.string().min(3, 'Skriv vad köparen skrev, med minst 3 tecken.').max(2000, 'Högst 2000 tecken.')),
});

/** MARK_WITHDRAWAL_RETURNED (admin): the object is back, sent by the buyer or collected. */
export const withdrawalReturnedInput = z.object({
  orderId,
  kind: z.enum(WITHDRAWAL_RETURN_KINDS, { error: 'Välj hur föremålet kom tillbaka.' }),
});

export const ORDER_FILTERS = ['unpaid', 'to-ship', 'to-release', 'payout-waiting', 'withdrawn'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const listOrdersInput = z.object({
  filter: z.enum(ORDER_FILTERS, { error: 'Okänt filter.' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

/**
 * REFUND_ORDER (admin, docs/decisions/0041): `amountOre` in öre, omitted for the whole of what is
 * left; a reason the buyer reads in their e-mail; `sellerBears` false when the studio takes a
 * partial refund as its own cost.
 */
export const refundOrderInput = z.object({
  orderId,
  amountOre: z
    .number({ error: 'Ange beloppet i öre som ett heltal.' })
    .int('Ange beloppet i öre som ett heltal.')
    .positive('Ange ett belopp större än 0 kr.')
    .max(Number.MAX_SAFE_INTEGER, 'Beloppet är för stort.')
    .optional(),
  reason: z
    .string({ error: 'Skriv varför pengarna återbetalas.' })
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(3, 'Skriv varför pengarna återbetalas (minst 3 tecken).')
        .max(500, 'Högst 500 tecken.')
        .refine((value) => !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>]/.test(value), 'Otillåtna tecken.'),
    ),
  sellerBears: z.boolean({ error: 'Ange ja eller nej.' }).optional(),
});
export type RefundOrderInput = z.infer<typeof refundOrderInput>;

/**
 * The refund form's amount in kronor as the studio types it ("300", "300,50", "1 200.5"), in öre;
 * "resten" or empty means the rest (undefined). Null when it is not an amount.
 */
export function refundAmountOre(text: string): number | undefined | null {
  const value = text
    .trim()
    .toLowerCase()
    .replace(/\s|\u00a0/g, '')
    .replace(/kr$/, '');
  if (value === '' || value === 'resten') return undefined;
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const ore = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return ore > 0 ? ore : null;
}
