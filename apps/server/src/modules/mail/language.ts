import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type TLanguageCode } from '@creatorscope/contracts';

const SUPPORTED: ReadonlySet<string> = new Set(LANGUAGE_CODES);
/** BCP 47 primary subtags whose product code differs: the product calls Arabic 'ae' (spec section 2). */
const ALIASES: Readonly<Record<string, TLanguageCode>> = { ar: 'ae' };
/** 'ae' in a header is Avestan, not the product's Arabic. */
const NOT_FROM_HEADERS: ReadonlySet<string> = new Set(['ae']);
/** A browser sends a handful; more is noise or abuse, and parsing it is wasted work. */
const MAX_RANGES = 20;

const isLanguageCode = (value: string): value is TLanguageCode => SUPPORTED.has(value);

/**
 * The best supported language of an Accept-Language header ('fr-CH, fr;q=0.9, en;q=0.8'), by
 * quality then order, matching on the primary subtag; null when none is supported.
 */
export function languageFromHeader(header: string | undefined): TLanguageCode | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, MAX_RANGES)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const quality = params.find((p) => p.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0] ?? '';
    if (NOT_FROM_HEADERS.has(primary)) continue;
    const code = ALIASES[primary] ?? primary;
    if (isLanguageCode(code)) return code;
  }
  return null;
}

/** The language to write to someone in: their stored choice, else their browser's, else English. */
export function mailLanguage(
  stored: string | null | undefined,
  acceptLanguage: string | undefined,
): TLanguageCode {
  if (stored && isLanguageCode(stored)) return stored;
  return languageFromHeader(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
