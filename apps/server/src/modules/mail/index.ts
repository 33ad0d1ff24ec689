/** The mail module's door: the mails other modules send, rendered in the reader's language. */
export { type AdInvitationPay, renderAdInvitationMail } from './ad-invitation-mail.js';
export { CODE_IN_TEXT, renderCodeMail } from './code-mail.js';
export { renderInvitationMail } from './invitation-mail.js';
export { mailLanguage } from './language.js';
export { renderPublisherRequestMail } from './publisher-request-mail.js';
export {
  renderSupportConfirmationMail,
  renderSupportInboxMail,
  type SupportMailInput,
} from './support-mail.js';
export type { TCodeMailKind } from './texts/index.js';
