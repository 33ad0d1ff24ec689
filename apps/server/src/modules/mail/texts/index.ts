import type { TLanguageCode } from '@creatorscope/contracts';
import { ae } from './ae.js';
import { da } from './da.js';
import { de } from './de.js';
import { el } from './el.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hu } from './hu.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { sv } from './sv.js';
import { tr } from './tr.js';
import type { TMailTexts } from './types.js';
import { zh } from './zh.js';

export type { TCodeMailKind } from './types.js';

/** The mail texts of the 16 UI languages; the type makes a missing language a compile error. */
export const MAIL_TEXTS: Readonly<Record<TLanguageCode, TMailTexts>> = {
  zh,
  da,
  en,
  fr,
  de,
  el,
  hu,
  it,
  ja,
  pl,
  pt,
  ru,
  es,
  sv,
  tr,
  ae,
};
