import type { TApiKeyScope } from '@creatorscope/contracts';

/**
 * The translation key of each scope's name and hint (`scopes.<key>`, `scopeHints.<key>`): the
 * scopes themselves hold a colon, which i18next reads as a namespace separator.
 */
export const SCOPE_KEYS: Readonly<Record<TApiKeyScope, string>> = {
  'conversions:write': 'conversionsWrite',
};
