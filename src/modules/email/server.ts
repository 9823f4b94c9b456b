import 'server-only';

export { sendEmail } from './commands/send-email';
export { listOutbox, OUTBOX_PAGE_SIZE } from './queries/list-outbox';
export { resendEmail } from './commands/resend-email';
export { countFailedEmails } from './queries/count-failed';
export { emailActions } from './actions';
export { emailSendJob, USER_EMAIL_TEMPLATES } from './jobs';
export { EMAIL_TEMPLATES, emailSubject } from './render';
export type { EmailTemplateName } from './render';
export { renderEmailOffThread } from './render-thread';
export { DEFAULT_SAMPLE_LOT, EMAIL_TEMPLATE_INFO, emailSamples, templateFromSlug, templateSlug } from './samples';
export type { EmailSamples, SampleLot } from './samples';
