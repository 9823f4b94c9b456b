export { AUTH_MESSAGES } from './domain/messages';
export { isPlausibleEmail, normaliseEmail, safeNextPath } from './domain/validation';
export type { AccountMe, Me } from './queries/get-me';
export { emailInput, listUsersInput, setUserAdminInput, setUserDisabledInput, updateProfileInput, userIdInput } from './schema';
export { TEAM_INVITE_KINDS, inviteToTeamInput } from './schema';
export type { TeamInviteKind } from './schema';
