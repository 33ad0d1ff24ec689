import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Button } from '../../ui/Button';
import { Deferred } from './Deferred';

// Each header control built on Radix (select, popover, menu) loads when the browser is idle or the
// pointer reaches it; until then a look-alike button from the entry's own code stands in.
const loadLanguagePicker = async () => (await import('./LanguagePicker')).LanguagePicker;

export function DeferredLanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Deferred
      load={loadLanguagePicker}
      fallback={
        <Button variant="ghost" size="sm" aria-label={t('header.language')} className="px-2.5">
          <Languages aria-hidden="true" className="text-text-muted" />
          <span lang={language.htmlLang} className="max-sm:sr-only">
            {language.label}
          </span>
          <ChevronDown aria-hidden="true" className="text-text-muted" />
        </Button>
      }
    />
  );
}
