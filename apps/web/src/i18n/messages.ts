import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n as appI18n } from './i18n';
import { useLoadedNamespace } from './use-loaded-namespace';

/**
 * The contracts word their field messages in English, for the web forms' own checks and the
 * server's 400 answers alike, and the server words its error answers in English too
 * (build/messages-catalog.ts finds both). This namespace holds them in every language, keyed by
 * the English text; a key with {{placeholders}} is a template that stands for every message of
 * its shape ('{{label}} is required', '{{what}} not found').
 */
export const MESSAGES_NAMESPACE = 'messages';

type Template = { key: string; pattern: RegExp; names: string[] };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const templatesByBundle = new WeakMap<Record<string, string>, Template[]>();

/** The bundle's template keys as patterns, the most specific (longest fixed text) first. */
function templatesOf(bundle: Record<string, string>): Template[] {
  let templates = templatesByBundle.get(bundle);
  if (!templates) {
    templates = Object.keys(bundle)
      .filter((key) => key.includes('{{'))
      .map((key) => {
        const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
        const source = key
          .split(PLACEHOLDER)
          .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
          .join('');
        return { key, pattern: new RegExp(`^${source}$`, 's'), names };
      })
      .sort((a, b) => b.key.replace(PLACEHOLDER, '').length - a.key.replace(PLACEHOLDER, '').length);
    templatesByBundle.set(bundle, templates);
  }
  return templates;
}

/**
 * A message from the contracts or the server in the reader's language: as it is when the catalog
 * lacks it (or has not loaded yet). A template's values are translated too when the catalog has
 * them ('Address line 2' in 'Address line 2 cannot exceed 200 characters').
 */
export function translateMessage(message: string, instance: I18n = appI18n): string {
  const language = instance.resolvedLanguage ?? instance.language;
  const bundle = language
    ? (instance.getResourceBundle(language, MESSAGES_NAMESPACE) as Record<string, string> | undefined)
    : undefined;
  if (!bundle) return message;
  const exact = bundle[message];
  if (exact !== undefined) return exact;
  for (const template of templatesOf(bundle)) {
    const match = template.pattern.exec(message);
    const translated = bundle[template.key];
    if (!match || translated === undefined) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return translated.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return bundle[value] ?? value;
    });
  }
  return message;
}

/**
 * A component's message in the reader's language. The catalog is fetched when the browser is idle
 * after start (main.tsx), or here once a message is shown, not as a form mounts: the sign-in modal
 * that opens as the page starts has fields. Until it is in, the English message shows.
 */
export function useTranslatedMessage(message: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  useLoadedNamespace(MESSAGES_NAMESPACE, Boolean(message));
  return message === undefined ? undefined : translateMessage(message, i18n);
}
