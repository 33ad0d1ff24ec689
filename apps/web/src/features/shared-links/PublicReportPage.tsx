import { Eye, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../app/use-format';
import { PRODUCT_NAME, usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { LogoMark } from '../shell';
import { PublicCreatorReport } from './PublicCreatorReport';
import { ShortlistTable } from './ShortlistTable';
import { useSharedReport } from './use-shared-links';

/** Shared reports are for the people given the link, not for search engines. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** /r/:slug: a shared read-only report, outside the app's frame; no sign-in. */
export function PublicReportPage() {
  const { t } = useTranslation('reports');
  const { slug = '' } = useParams();
  const report = useSharedReport(slug);
  const format = useFormat();
  usePageTitle(report.data?.title ?? t('public.title'));
  useNoIndex();

  // A title the sharer typed keeps its own direction inside a right-to-left page, and back.
  const heading = (text: string, description?: string) => (
    <PageHeader title={<bdi>{text}</bdi>} description={description} className="gap-2" />
  );

  const body = () => {
    if (report.isError) {
      // No report to name: the page is still a shared report, and says so in its one heading.
      return (
        <>
          {heading(t('public.title'))}
          {isApiError(report.error) && report.error.status === 404 ? (
            <Card>
              <EmptyState icon={Link2Off} title={t('public.goneTitle')} text={t('public.goneText')} />
            </Card>
          ) : (
            <Card>
              <ErrorState
                title={t('public.errorTitle')}
                text={t('public.errorText')}
                onRetry={() => void report.refetch()}
                isRetrying={report.isFetching}
              />
            </Card>
          )}
        </>
      );
    }
    if (report.isPending) {
      return (
        <LoadingRegion label={t('public.loading')} className="gap-5">
          <Skeleton className="h-10 w-2/3 rounded-md" />
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </LoadingRegion>
      );
    }
    const data = report.data;
    return (
      <>
        {heading(
          data.title,
          data.expiresAt
            ? t('public.sharedUntil', {
                date: format.date(data.createdAt),
                until: format.date(data.expiresAt),
              })
            : t('public.shared', { date: format.date(data.createdAt) }),
        )}
        {data.report ? (
          <PublicCreatorReport report={data.report} />
        ) : (
          <ShortlistTable creators={data.creators} />
        )}
      </>
    );
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-border border-b bg-surface">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" className="focus-ring flex items-center gap-2 rounded font-semibold text-text">
            <LogoMark />
            {PRODUCT_NAME}
          </Link>
          <Badge tone="accent">
            <Eye aria-hidden="true" className="size-3.5" />
            {t('public.readOnly')}
          </Badge>
        </div>
      </header>
      {/* biome-ignore lint/correctness/useUniqueElementIds: the one <main>, target of the skip link */}
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-5 px-4 py-8 sm:px-6">
        {body()}
      </main>
      <footer className="border-border border-t px-4 py-4 text-center text-text-muted text-xs">
        {t('public.footer', { product: PRODUCT_NAME })}
      </footer>
    </div>
  );
}
