import { z } from 'zod';
import { LOT_CATEGORIES, VALUATION_STATUSES } from '@/keys';
import { rowId } from '@/platform/row-id';

/**
 * The valuation actions' inputs (docs/product.md §9 "Valuations"), shared by the forms and the callable
 * API: strings are trimmed, control characters refused (PostgreSQL refuses U+0000 and none belongs
 * in a title), amounts are whole kronor. The messages are the ones the forms show at each field.
 */

export const MAX_VALUATION_IMAGES = 10;
export const MAX_PRICE_SEK = 100_000_000;

// Any C0/C1 control character but tab and line breaks (which multi-line fields keep).
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_SINGLELINE = /[\u0000-\u001F\u007F-\u009F]/;

function text(options: { label: string; min?: number; max: number; multiline?: boolean; required?: string }) {
  const control = options.multiline ? CONTROL_MULTILINE : CONTROL_SINGLELINE;
  const min = options.min ?? 1;
  return z
    .string({ error: options.required ?? `Fyll i ${options.label}.` })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .refine((value) => !control.test(value), { error: `${capitalise(options.label)} innehåller otillåtna tecken.` })
        .refine((value) => value.length >= min, {
          error: options.required ?? (min > 1 ? `Skriv minst ${min} tecken.` : `Fyll i ${options.label}.`),
        })
        // .max (not a refine) so the form reads the limit from the schema (src/ui/schema-field.tsx).
        .max(options.max, { error: `Högst ${options.max} tecken.` }),
    );
}

/** An optional text: absent, null or blank means none (null). */
function optionalText(options: { label: string; max: number; multiline?: boolean }) {
  const control = options.multiline ? CONTROL_MULTILINE : CONTROL_SINGLELINE;
  return z
    .union([z.string({ error: `Ogiltigt värde för ${options.label}.` }), z.null()])
    .transform((value) => (value === null ? null : value.replace(/\r\n?/g, '\n').trim() || null))
    .pipe(
      z
        .string()
        .refine((value) => !control.test(value), { error: `${capitalise(options.label)} innehåller otillåtna tecken.` })
        .max(options.max, { error: `Högst ${options.max} tecken.` })
        .nullable(),
    )
    .optional();
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A positive whole number of kronor. */
export function sek(label: string) {
  const message = `Ange ${label} i hela kronor.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: `${capitalise(label)} måste vara större än 0 kr.` })
    .max(MAX_PRICE_SEK, { error: `${capitalise(label)} är orimligt högt.` });
}

const id = (message: string) => rowId(message);
export const valuationIdInput = z.object({ valuationId: id('Ange vilken värdering.') });

/** An upload key as the upload answers it (the last segment of its Location). */
const uploadKey = z.string({ error: 'Ogiltig bild.' }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, { error: 'Ogiltig bild.' });

const images = z
  .array(uploadKey, { error: 'Lägg till minst en bild.' })
  .min(1, { error: 'Lägg till minst en bild.' })
  .max(MAX_VALUATION_IMAGES, { error: `Högst ${MAX_VALUATION_IMAGES} bilder.` })
  .refine((keys) => new Set(keys).size === keys.length, { error: 'Samma bild finns med två gånger.' });

const fields = {
  title: text({ label: 'en rubrik', min: 2, max: 120, required: 'Skriv vad föremålet är, t.ex. ”Vas, Kosta Boda”.' }),
  description: text({ label: 'en beskrivning', max: 5000, multiline: true, required: 'Beskriv föremålet.' }),
  category: z.enum(LOT_CATEGORIES, { error: 'Välj en kategori.' }),
  dimensions: optionalText({ label: 'måtten', max: 200 }),
  condition: optionalText({ label: 'skicket', max: 2000, multiline: true }),
  maker: optionalText({ label: 'konstnär/formgivare/tillverkare', max: 200 }),
  hopedPrice: sek('önskat pris').nullable().optional(),
  handover: z.enum(['dropoff', 'pickup'], { error: 'Välj om du lämnar in föremålet eller vill att vi hämtar det.' }),
  pickupAddress: optionalText({ label: 'hämtadressen', max: 500, multiline: true }),
};

const PICKUP_ADDRESS_REQUIRED = 'Skriv adressen där vi ska hämta föremålet.';

/** SUBMIT_VALUATION_REQUEST. */
export const submitValuationInput = z.object({ ...fields, images }).superRefine((value, ctx) => {
  if (value.handover === 'pickup' && !value.pickupAddress) {
    ctx.addIssue({ code: 'custom', path: ['pickupAddress'], message: PICKUP_ADDRESS_REQUIRED });
  }
});
export type SubmitValuationInput = z.infer<typeof submitValuationInput>;

/**
 * UPDATE_VALUATION_INFO: only the fields given change (null or blank clears an optional one).
 * `images` is the seller's; the studio edits the text.
 */
export const updateValuationInput = z
  .object({
    valuationId: valuationIdInput.shape.valuationId,
    title: fields.title.optional(),
    description: fields.description.optional(),
    category: fields.category.optional(),
    dimensions: fields.dimensions,
    condition: fields.condition,
    maker: fields.maker,
    hopedPrice: fields.hopedPrice,
    handover: fields.handover.optional(),
    pickupAddress: fields.pickupAddress,
    images: images.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.handover === 'pickup' && value.pickupAddress === null) {
      ctx.addIssue({ code: 'custom', path: ['pickupAddress'], message: PICKUP_ADDRESS_REQUIRED });
    }
  });
export type UpdateValuationInput = z.infer<typeof updateValuationInput>;

/** ANSWER_VALUATION_REQUEST's accepting answer; its fields are the studio form's (src/ui/schema-field.tsx). */
export const acceptAnswer = z
  .object({
    valuationId: valuationIdInput.shape.valuationId,
    decision: z.literal('accept'),
    estimateLow: sek('det lägre utropet'),
    estimateHigh: sek('det högre utropet'),
    startPrice: sek('startpriset'),
    reservePrice: sek('reservationspriset').nullable().optional(),
    message: optionalText({ label: 'meddelandet', max: 2000, multiline: true }),
  })
  .superRefine((value, ctx) => {
    if (value.estimateLow > value.estimateHigh) {
      ctx.addIssue({ code: 'custom', path: ['estimateHigh'], message: 'Det högre utropet får inte vara lägre än det lägre.' });
    }
    if (value.reservePrice != null && value.reservePrice < value.startPrice) {
      ctx.addIssue({ code: 'custom', path: ['reservePrice'], message: 'Reservationspriset får inte vara lägre än startpriset.' });
    }
  });

/** ANSWER_VALUATION_REQUEST's declining answer. */
export const rejectAnswer = z.object({
  valuationId: valuationIdInput.shape.valuationId,
  decision: z.literal('reject'),
  reason: text({ label: 'ett skäl', min: 3, max: 2000, multiline: true, required: 'Skriv varför ni tackar nej.' }),
});

/** ANSWER_VALUATION_REQUEST (the studio). */
export const answerValuationInput = z.discriminatedUnion('decision', [acceptAnswer, rejectAnswer], {
  error: 'Välj om ni värderar föremålet eller tackar nej.',
});
export type AnswerValuationInput = z.infer<typeof answerValuationInput>;

/** SET_VALUATION_STATUS: every status is accepted here, so the table (not the schema) refuses an illegal move. */
export const setValuationStatusInput = z.object({
  valuationId: valuationIdInput.shape.valuationId,
  status: z.enum(VALUATION_STATUSES, { error: 'Ogiltig status.' }),
});

/** LIST_VALUATIONS (the studio's queue). */
export const listValuationsInput = z.object({
  status: z.enum(VALUATION_STATUSES, { error: 'Ogiltig status.' }).optional(),
  page: z.number({ error: 'Ogiltig sida.' }).int({ error: 'Ogiltig sida.' }).min(1, { error: 'Ogiltig sida.' }).max(10_000).optional(),
});
