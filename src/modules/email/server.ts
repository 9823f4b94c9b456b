import 'server-only';

export { sendEmail } from './commands/send-email';
export { listOutbox } from './queries/list-outbox';
export { emailActions } from './actions';
export { emailSendJob, USER_EMAIL_TEMPLATES } from './jobs';
