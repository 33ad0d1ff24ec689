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
};
