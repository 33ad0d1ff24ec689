import type { TLanguageCode } from '@creatorscope/contracts';
import { fill } from './html.js';

/**
 * The greeting every mail opens with, the one text they share. `{name}` is filled in when the mail
 * is rendered. Arabic is 'ae' (spec section 2); pt is Brazilian Portuguese and zh Simplified
 * Chinese, as the registry's date locales.
 */
type TMailGreetings = {
  /** Greeting when the reader's name is known: contains `{name}`. */
  greetingName: string;
  /** Greeting without a name. */
  greeting: string;
};

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const MAIL_GREETINGS: Readonly<Record<TLanguageCode, TMailGreetings>> = {
  en: { greetingName: 'Hello {name},', greeting: 'Hello,' },
  zh: { greetingName: '{name}，您好：', greeting: '您好：' },
  da: { greetingName: 'Hej {name}', greeting: 'Hej' },
  fr: { greetingName: 'Bonjour {name},', greeting: 'Bonjour,' },
  de: { greetingName: 'Hallo {name},', greeting: 'Hallo,' },
  el: { greetingName: 'Γεια σας {name},', greeting: 'Γεια σας,' },
  hu: { greetingName: 'Kedves {name}!', greeting: 'Üdvözöljük!' },
  it: { greetingName: 'Ciao {name},', greeting: 'Ciao,' },
  ja: { greetingName: '{name} 様', greeting: 'こんにちは' },
  pl: { greetingName: 'Dzień dobry, {name}!', greeting: 'Dzień dobry!' },
  pt: { greetingName: 'Olá, {name}!', greeting: 'Olá!' },
  ru: { greetingName: 'Здравствуйте, {name}!', greeting: 'Здравствуйте!' },
  es: { greetingName: 'Hola, {name}:', greeting: 'Hola:' },
  sv: { greetingName: 'Hej {name}!', greeting: 'Hej!' },
  tr: { greetingName: 'Merhaba {name},', greeting: 'Merhaba,' },
  ae: { greetingName: 'مرحبًا {name}،', greeting: 'مرحبًا،' },
};

/** The greeting in the reader's language, with their name when there is one (blank is none). */
export function greeting(language: TLanguageCode, name?: string | null): string {
  const texts = MAIL_GREETINGS[language];
  const trimmed = name?.trim();
  return trimmed ? fill(texts.greetingName, { name: trimmed }) : texts.greeting;
}
