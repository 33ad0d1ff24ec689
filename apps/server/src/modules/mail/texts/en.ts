import type { TMailTexts } from './types.js';

/** The source language: every other file translates these keys. */
export const en: TMailTexts = {
  greetingName: 'Hello {name},',
  greeting: 'Hello,',
  codeLabel: 'Your code',
  expiry: 'The code is valid for {minutes} minutes and can be used once.',
  neverShare: 'Never share this code. Creatorscope will never ask you for it.',
  ignore: 'If you did not ask for this code, you can ignore this email: nothing happens without it.',
  footer: 'Creatorscope sent this email because this address was entered on our sign-in page.',
  signUp: {
    subject: 'Your Creatorscope sign-up code',
    heading: 'Confirm your email address',
    intro: 'Enter this code to finish creating your Creatorscope account.',
  },
  signIn: {
    subject: 'Your Creatorscope sign-in code',
    heading: 'Sign in to Creatorscope',
    intro: 'Enter this code to sign in to your Creatorscope account.',
  },
  alreadyRegistered: {
    subject: 'You already have an account — here is a sign-in code',
    heading: 'You already have an account',
    intro:
      'Someone asked to create a Creatorscope account with this address, but it already has one, so no new account was made. If it was you, enter this code to sign in.',
  },
  noAccount: {
    subject: 'No account uses this address — here is a code to create one',
    heading: 'No account uses this address yet',
    intro:
      'Someone asked to sign in to Creatorscope with this address, but no account uses it. If it was you, enter this code to create your account.',
  },
  supportConfirmation: {
    subject: 'We received your support request {reference}',
    heading: 'We received your request',
    intro:
      'Thank you for contacting Creatorscope support. Your request is open and our team will answer by email, usually within one business day.',
    referenceLabel: 'Your reference',
    quoteHint: 'Quote this reference if you write to us again about the same request.',
    topicLabel: 'Topic',
    subjectLabel: 'Subject',
    messageLabel: 'Your message',
    footer: 'Creatorscope sent this email because a support request was sent with this address.',
    topics: {
      billing: 'Billing and plans',
      insights: 'Insights and data',
      account: 'Account and sign-in',
      bug: 'Something is broken',
      other: 'Something else',
    },
  },
  invitation: {
    subject: '{inviter} invited you to join {organization} on Creatorscope',
    invited: '{inviter} invited you to join {organization} on Creatorscope as {role}.',
    permissionNames: {
      Read: 'Read',
      Write: 'Write',
      Admin: 'Admin',
    },
    permissions: {
      Read: 'Your permission will be {permission}: you can view the team’s data.',
      Write: 'Your permission will be {permission}: you can view and edit the team’s data.',
      Admin:
        'Your permission will be {permission}: you can view and edit the team’s data and manage the team.',
    },
    accept: 'Accept invitation',
    acceptHere: 'Accept the invitation here (sign in with this email address):',
    signInWith: 'Sign in with {email} to accept.',
    validUntil: 'The link works until {expires}.',
    buttonFallback: 'If the button does not work, open this address:',
    ignore: 'If you did not expect this invitation, ignore this mail: nothing happens until you accept.',
  },
};
