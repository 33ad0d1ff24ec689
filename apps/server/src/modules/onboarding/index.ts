/*
 * The onboarding module's door. The 'Tell Us About Yourself' step creates or completes an
 * organisation (org, with its credit ledger), makes it the user's current one (auth) and
 * announces it (notifications): it sits above those, so that org depends on none of them but
 * auth, and notifications and credits can depend on org.
 */
export { openOrganization } from './service/open-organization.js';
