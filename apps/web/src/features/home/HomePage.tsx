import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { usePageTitle } from '../shell/use-page-title';
import { HealthCard } from './HealthCard';

export function HomePage() {
  const { t } = useTranslation();
  const headingId = useId();
  usePageTitle(t('home.title'));

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16 lg:py-24">
      <section aria-labelledby={headingId} className="flex flex-col items-start gap-5">
        <Badge tone="accent">{t('home.tagline')}</Badge>
        <h1 id={headingId} className="font-semibold text-4xl text-text sm:text-5xl">
          {t('app.name')}
        </h1>
        <p className="max-w-xl text-base text-text-muted leading-7 sm:text-lg sm:leading-8">
          {t('home.description')}
        </p>
      </section>
      <HealthCard />
    </div>
  );
}
