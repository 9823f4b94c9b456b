import 'server-only';
import { getDb } from '@/db';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/modules/newsletter/server';
import { defineCallable } from '@/platform/callable/define';
import { AppError } from '@/platform/errors';
import { setUserAdmin, setUserDisabled } from './commands/admin-users';
import { updateProfile } from './commands/profile';
import { requestPasswordReset } from './commands/request-password-reset';
import { getUser, listUsers } from './queries/get-account';
import { emailInput, listUsersInput, setUserAdminInput, setUserDisabledInput, updateProfileInput, userIdInput } from './schema';

/** `requestPasswordReset`: the one callable function besides `connector` (PRODUCT.md §4). */
export const requestPasswordResetCallable = defineCallable({
  access: 'anyone',
  input: emailInput,
  handler: async (input) => requestPasswordReset(input.email),
});

/** The accounts module's connector actions: the signed-in user's profile and the admins' user list. */
export const accountsActions = {
  UPDATE_PROFILE: defineCallable({
    access: 'user',
    input: updateProfileInput,
    handler: async (input, { caller }) => {
      const db = await getDb();
      const profile = await updateProfile(db, caller.id, input);
      if (input.newsletter === true) await subscribeNewsletter(db, { email: caller.email, userId: caller.id, source: 'account' });
      if (input.newsletter === false) await unsubscribeNewsletter(db, caller.email);
      return {
        displayName: profile.displayName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        fullName: profile.fullName,
        phoneRaw: profile.phoneRaw,
        phoneE164: profile.phoneE164,
        newsletterConsent: profile.newsletterConsent,
      };
    },
  }),
  LIST_USERS: defineCallable({
    access: 'admin',
    input: listUsersInput,
    handler: async (input) => listUsers(await getDb(), input),
  }),
  GET_USER: defineCallable({
    access: 'admin',
    input: userIdInput,
    handler: async (input) => {
      const user = await getUser(await getDb(), input.userId);
      if (!user) throw new AppError('NOT_FOUND', 'Användaren finns inte.');
      return user;
    },
  }),
  SET_USER_DISABLED: defineCallable({
    access: 'admin',
    input: setUserDisabledInput,
    handler: async (input, { caller }) => setUserDisabled(await getDb(), { actorId: caller.id, ...input }),
  }),
  SET_USER_ADMIN: defineCallable({
    access: 'admin',
    input: setUserAdminInput,
    handler: async (input, { caller }) => setUserAdmin(await getDb(), { actorId: caller.id, ...input }),
  }),
};
