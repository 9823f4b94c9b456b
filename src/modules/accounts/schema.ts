import { z } from 'zod';
import { AUTH_MESSAGES } from './domain/messages';
import { phoneError } from './domain/validation';

/** Inputs of the account actions (PRODUCT.md §4), shared by forms and the callable API. */

export const emailInput = z.object({
  email: z
    .string({ error: 'Ange en e-postadress.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
});

export const updateProfileInput = z
  .object({
    firstName: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(100).optional(),
    lastName: z.string().trim().min(1, AUTH_MESSAGES.lastNameRequired).max(100).optional(),
    phone: z
      .string()
      .max(40)
      .superRefine((value, ctx) => {
        const problem = phoneError(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    newsletter: z.boolean().optional(),
  })
  .strict();

export const listUsersInput = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.number().int().min(1).max(10_000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
});

export const userIdInput = z.object({ userId: z.string().min(1).max(100) });

export const setUserDisabledInput = userIdInput.extend({
  disabled: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});

export const setUserAdminInput = userIdInput.extend({ admin: z.boolean() });
