import { z } from 'zod';
import { personName, singleLine } from '@/platform/text-input';
import { AUTH_MESSAGES } from './domain/messages';
import { phoneError } from './domain/validation';

/** Inputs of the account actions (docs/product.md §4), shared by forms and the callable API. */

export const emailInput = z.object({
  email: z
    .string({ error: 'Ange en e-postadress.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
});

export const updateProfileInput = z
  .object({
    firstName: personName(AUTH_MESSAGES.firstNameRequired, 100).optional(),
    lastName: personName(AUTH_MESSAGES.lastNameRequired, 100).optional(),
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
  // PostgreSQL refuses U+0000 in text (docs/architecture.md pitfall 13): control characters are refused here.
  reason: z
    .string()
    .trim()
    .max(500, 'Högst 500 tecken.')
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), 'Otillåtna tecken.')
    .optional(),
});

export const setUserAdminInput = userIdInput.extend({ admin: z.boolean() });

export const TEAM_INVITE_KINDS = ['team', 'collaboration'] as const;
export type TeamInviteKind = (typeof TEAM_INVITE_KINDS)[number];

/** INVITE_TO_TEAM: an e-mail and the kind; a collaboration says what the invitee is to help with. */
export const inviteToTeamInput = z
  .object({
    email: emailInput.shape.email,
    kind: z.enum(TEAM_INVITE_KINDS, { error: 'Välj Team eller Samarbete.' }),
    what: singleLine('vad inbjudan gäller', 200).optional(),
  })
  .refine((input) => input.kind !== 'collaboration' || Boolean(input.what), {
    path: ['what'],
    error: 'Skriv vad samarbetet gäller.',
  });

export const teamInviteIdInput = z.object({ inviteId: z.string().min(1).max(100) });

/** The token from the link /inbjudan/{token} (43 characters of base64url). */
export const teamInviteTokenInput = z.object({
  token: z
    .string({ error: 'Länken är ofullständig.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Länken är ofullständig.'),
});
