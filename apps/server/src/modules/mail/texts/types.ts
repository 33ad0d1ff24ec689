import type { TSupportTopic, TTeamPermission } from '@creatorscope/contracts';

/** The four code mails: which one is sent depends on whether the address has an account. */
export type TCodeMailKind = 'signUp' | 'signIn' | 'alreadyRegistered' | 'noAccount';

type TCodeMailTexts = {
  subject: string;
  heading: string;
  /** Says what happened and what the code does; the reader may not be the one who asked. */
  intro: string;
};

/**
 * The confirmation a support requester receives. `{reference}` is filled in when the mail is
 * rendered; the greeting is the sign-in mails' own, so both mails greet alike.
 */
type TSupportConfirmationTexts = {
  /** Contains `{reference}`. */
  subject: string;
  heading: string;
  intro: string;
  referenceLabel: string;
  quoteHint: string;
  topicLabel: string;
  subjectLabel: string;
  messageLabel: string;
  footer: string;
  topics: Record<TSupportTopic, string>;
};

/**
 * The mail that carries a team invitation link. `{inviter}`, `{organization}` and `{role}` are
 * what people typed and stay as typed; `{expires}` is a date in the reader's locale.
 */
type TInvitationTexts = {
  /** Contains `{inviter}` and `{organization}`. */
  subject: string;
  /** Contains `{inviter}`, `{organization}` and `{role}`. */
  invited: string;
  /** The permission names the team page shows. */
  permissionNames: Record<TTeamPermission, string>;
  /** What each permission lets the invitee do: contains `{permission}`. */
  permissions: Record<TTeamPermission, string>;
  /** The button. */
  accept: string;
  /** Above the link in the plain-text mail. */
  acceptHere: string;
  /** Contains `{email}`. */
  signInWith: string;
  /** Contains `{expires}`. */
  validUntil: string;
  buttonFallback: string;
  ignore: string;
};

/**
 * Every mail text in one language. `{name}` and `{minutes}` are filled in when the mail is
 * rendered; `{minutes}` is OTP_TTL_SECONDS / 60 (10), and plural forms are written for it.
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
  supportConfirmation: TSupportConfirmationTexts;
  invitation: TInvitationTexts;
} & Record<TCodeMailKind, TCodeMailTexts>;
