import { readFileSync } from 'node:fs';

/** A text of the web app's translation files, to find it on screen in any language. */
export function translation(language: string, namespace: string, key: string): string {
  const file = new URL(`../../apps/web/public/locales/${language}/${namespace}.json`, import.meta.url);
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof text !== 'string') throw new Error(`no ${namespace}:${key} in ${language}`);
  return text;
}

/** A translated text as a pattern: each {{placeholder}} stands for any value. */
export function translationPattern(language: string, namespace: string, key: string): RegExp {
  const parts = translation(language, namespace, key)
    .split(/\{\{[^}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
