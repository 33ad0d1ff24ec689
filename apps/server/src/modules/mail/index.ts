/**
 * The mail module's door: what a module needs to render its own mails (the layout, escaping and
 * placeholders, the shared greeting) and the choice of the reader's language. Each mail and its
 * texts live in the module that sends it.
 */
export { greeting } from './greetings.js';
export { escapeHtml, fill, fillMarkup, oneLine } from './html.js';
export { mailLanguage } from './language.js';
export { BRAND, MUTED, renderMail, siteLink, textSignature } from './render-mail.js';
