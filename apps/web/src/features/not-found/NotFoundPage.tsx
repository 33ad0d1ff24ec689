import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../shell/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-6xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="metric font-semibold text-accent text-sm">404</p>
      <h1 className="font-semibold text-3xl text-text">{t('notFound.title')}</h1>
      <p className="max-w-md text-text-muted">{t('notFound.text')}</p>
      <Button asChild variant="secondary" className="mt-2">
        <Link to="/">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('notFound.home')}
        </Link>
      </Button>
    </div>
  );
}
