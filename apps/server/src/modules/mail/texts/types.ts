/** The four code mails: which one is sent depends on whether the address has an account. */
export type TCodeMailKind = 'signUp' | 'signIn' | 'alreadyRegistered' | 'noAccount';

export type TCodeMailTexts = {
  subject: string;
  heading: string;
  /** Says what happened and what the code does; the reader may not be the one who asked. */
  intro: string;
};

/**
 * Every text of the sign-in mails in one language. `{name}` and `{minutes}` are filled in when
 * the mail is rendered; `{minutes}` is OTP_TTL_SECONDS / 60 (10), and plural forms are written for it.
 * The product name Creatorscope is never translated.
 */
export type TMailTexts = {
  /** Greeting when the account's name is known: contains `{name}`. */
  greetingName: string;
  /** Greeting without a name. */
  greeting: string;
  codeLabel: string;
  /** Contains `{minutes}`. */
  expiry: string;
  neverShare: string;
  ignore: string;
  footer: string;
} & Record<TCodeMailKind, TCodeMailTexts>;
