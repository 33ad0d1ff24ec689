import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';

/** The sections of the terms, in reading order; each has a title and a body in the translations. */
const SECTIONS = ['service', 'account', 'use', 'content', 'payments', 'liability'] as const;

/** /auth/terms-and-conditions: what the sign-up checkbox agrees to. Opens in its own tab. */
export function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('terms.title'));

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-3xl text-text">{t('terms.title')}</h1>
        <p className="text-sm text-text-muted">{t('terms.updated')}</p>
        <p className="text-base text-text-muted leading-7">{t('terms.intro')}</p>
      </header>
      <ol className="flex flex-col gap-6">
        {SECTIONS.map((section, index) => (
          <li key={section} className="flex flex-col gap-2">
            <h2 className="font-semibold text-lg text-text">
              <span className="metric me-2 text-text-muted">{index + 1}.</span>
              {t(`terms.sections.${section}.title`)}
            </h2>
            <p className="text-sm text-text-muted leading-6">{t(`terms.sections.${section}.body`)}</p>
          </li>
        ))}
      </ol>
      <p className="border-border border-t pt-6 text-sm text-text-muted">{t('terms.contact')}</p>
    </article>
  );
}
