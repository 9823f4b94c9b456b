import 'server-only';

export { handleAuthRequest } from './auth-route';
export { getCaller, getSessionUser } from './caller';
export { revokeUserSessions, setUserAdmin, setUserDisabled } from './commands/admin-users';
export { blockBidding, liftBiddingBlock } from './commands/bidding-block';
export {
  acceptTeamInvite,
  getTeamInviteByToken,
  INVITE_DAYS,
  INVITE_PATH,
  inviteRefusal,
  inviteToTeam,
  listTeamInvites,
  revokeTeamInvite,
} from './commands/team-invites';
export type { TeamInviteStatus, TeamInviteView } from './commands/team-invites';
export { listUserSessions } from './queries/user-sessions';
export type { AdminSessionView } from './queries/user-sessions';
export type { AdminUserView } from './queries/get-account';
export { LIMITS } from './commands/attempt-limiter';
export { lookUpSignInMethods } from './commands/look-up-sign-in-methods';
export { ensurePasswordUser } from './commands/ensure-user';
export { updateProfile } from './commands/profile';
export { requestPasswordReset } from './commands/request-password-reset';
export { signUp, signUpInput } from './commands/sign-up';
export { getOwnProfile, getUser, listUsers, signInMethods } from './queries/get-account';
export { getMe, getMeWith } from './queries/get-me';
export { adminMetadata, guardPage, requireAdmin } from './page-guard';
export { accountsActions, requestPasswordResetCallable } from './actions';
export { studioAdminIds } from './queries/studio-admins';
export { userDisplayNames } from './queries/display-names';
export { adminUserPath, searchUsersForAdmin } from './queries/admin-search';
