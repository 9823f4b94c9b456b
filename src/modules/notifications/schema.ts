import { z } from 'zod';
import { PUSH_KINDS } from './push-kinds';

export const notificationIdInput = z.object({ notificationId: z.number().int().positive() });

/** What browsers' push services hand out fits easily; anything longer is not an endpoint. */
const MAX_ENDPOINT_LENGTH = 2048;

const endpoint = z
  .string({ error: 'Pushtjänstens adress saknas.' })
  .trim()
  .min(1, 'Pushtjänstens adress saknas.')
  .max(MAX_ENDPOINT_LENGTH, 'Pushtjänstens adress är för lång.');

/** A key as PushSubscription.toJSON() writes it: base64url, padding tolerated, of exactly `bytes` bytes. */
const base64UrlKey = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Math.floor((value.length * 6) / 8) === bytes, message);

/**
 * SUBSCRIBE_PUSH (docs/product.md §9): the browser's PushSubscription as JSON and the kinds of news it
 * wants (all of them when left out; repeats dropped, in PUSH_KINDS' order). The endpoint's address is
 * checked by the command (https, the public internet), the key's curve point too.
 */
export const subscribePushInput = z.object({
  subscription: z.object(
    {
      endpoint,
      keys: z.object(
        {
          p256dh: base64UrlKey(65, 'Webbläsarens nyckel (p256dh) är ogiltig.'),
          auth: base64UrlKey(16, 'Webbläsarens hemlighet (auth) är ogiltig.'),
        },
        { error: 'Webbläsarens nycklar saknas.' },
      ),
    },
    { error: 'Prenumerationen saknas.' },
  ),
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: 'Okänd sorts pushnotis.' }), { error: 'Sorterna måste vara en lista.' })
    .max(PUSH_KINDS.length * 2, 'För många sorter.')
    .transform((chosen) => PUSH_KINDS.filter((kind) => chosen.includes(kind)))
    .optional()
    .transform((chosen) => chosen ?? [...PUSH_KINDS]),
});

/** UNSUBSCRIBE_PUSH and GET_PUSH_SUBSCRIPTION: one of the caller's subscriptions, by its endpoint. */
export const pushEndpointInput = z.object({ endpoint });
