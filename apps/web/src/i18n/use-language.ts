import { useTranslation } from 'react-i18next';
import { getLanguage, type Language } from './languages';

/** The registry entry of the language on screen (label, direction, date locale). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return getLanguage(i18n.resolvedLanguage ?? i18n.language);
}
