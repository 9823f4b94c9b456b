import 'server-only';
import { getDb } from '@/platform/database';
import { subscribeNewsletter, unsubscribeNewsletter } from '@/modules/newsletter/server';
import { runAsAdminAction } from '@/platform/audit';
import { defineCallable, emptyInput } from '@/platform/callable/define';
import { revokeUserSessions, setUserAdmin, setUserDisabled } from './commands/admin-users';
import { liftBiddingBlock } from './commands/bidding-block';
import { acceptTeamInvite, inviteToTeam, listTeamInvites, revokeTeamInvite } from './commands/team-invites';
import { updateProfile } from './commands/profile';
import { requestPasswordReset } from './commands/request-password-reset';
import { listUsers } from './queries/get-account';
import {
  emailInput,
  inviteToTeamInput,
  listUsersInput,
  setUserAdminInput,
  setUserDisabledInput,
  teamInviteIdInput,
  teamInviteTokenInput,
  updateProfileInput,
  userIdInput,
} from './schema';

/** `requestPasswordReset`: the one callable function besides `connector` (docs/product.md §4). */
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
    handler: async (input, { caller, clientAddress }) => {
      const db = await getDb();
      const profile = await updateProfile(db, caller.id, input);
      if (input.newsletter === true) {
        await subscribeNewsletter(db, {
          email: caller.email,
          userId: caller.id,
          source: 'account',
          ownVerifiedAddress: caller.emailVerified === true,
          clientAddress,
        });
      }
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
  // GET_USER, which composes the user's bids, purchases, valuations and lots, is the console's (src/modules/admin/actions.ts).
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
  REVOKE_USER_SESSIONS: defineCallable({
    access: 'admin',
    input: userIdInput,
    handler: async (input) => revokeUserSessions(await getDb(), input),
  }),
  // A buyer blocked after repeated unpaid purchases may bid again (docs/decisions/0042).
  LIFT_BIDDING_BLOCK: defineCallable({
    access: 'admin',
    input: userIdInput,
    handler: async (input) => liftBiddingBlock(await getDb(), input),
  }),
  INVITE_TO_TEAM: defineCallable({
    access: 'admin',
    input: inviteToTeamInput,
    handler: async (input, { caller }) => inviteToTeam(await getDb(), { actorId: caller.id, ...input }),
  }),
  LIST_TEAM_INVITES: defineCallable({
    access: 'admin',
    input: emptyInput,
    handler: async () => listTeamInvites(await getDb()),
  }),
  REVOKE_TEAM_INVITE: defineCallable({
    access: 'admin',
    input: teamInviteIdInput,
    handler: async (input) => revokeTeamInvite(await getDb(), input),
  }),
  ACCEPT_TEAM_INVITE: defineCallable({
    access: 'user',
    input: teamInviteTokenInput,
    // Becoming admin is the studio's business: the audit row names the invitee as its actor.
    handler: async (input, { caller }) =>
      runAsAdminAction({ actorId: caller.id, action: 'ACCEPT_TEAM_INVITE' }, async () =>
        acceptTeamInvite(await getDb(), { userId: caller.id, token: input.token }),
      ),
  }),
};
