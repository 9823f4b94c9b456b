import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Ange en e-postadress.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ange en giltig e-postadress.' }));

export const subscribeInput = z.object({ email: emailSchema, source: z.string().trim().max(40).optional() });
