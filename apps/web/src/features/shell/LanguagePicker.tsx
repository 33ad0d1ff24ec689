import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { Select, type SelectOption } from '../../ui/Select';

const OPTIONS: readonly SelectOption<LanguageCode>[] = LANGUAGES.map((language) => ({
  value: language.code,
  label: language.label,
  lang: language.htmlLang,
}));

/** Switches the interface language; the choice is remembered and flips the layout for Arabic. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();

  return (
    <Select
      options={OPTIONS}
      value={language.code}
      onValueChange={(code) => void i18n.changeLanguage(code)}
      aria-label={t('header.language')}
      leading={<Languages aria-hidden="true" />}
      size="sm"
      isValueHiddenOnSmallScreens
      className="w-auto min-w-0 border-transparent bg-transparent shadow-none hover:bg-surface-muted"
    />
  );
}
