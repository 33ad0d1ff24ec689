import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Shown when a page throws while rendering or fails to load its code (e.g. after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('routeError.title'));

  useEffect(() => {
    console.error('[route]', error);
  }, [error]);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-6xl items-center justify-center px-4">
      <EmptyState
        icon={TriangleAlert}
        tone="danger"
        title={t('routeError.title')}
        text={t('routeError.text')}
        action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
      />
    </div>
  );
}
