import { Database, RotateCw, Server, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { StatusRow } from './StatusRow';
import { useHealthQuery } from './use-health-query';

/** Calls GET /health and shows whether the API and its database are up: loading, error, success. */
export function HealthCard() {
  const { t } = useTranslation();
  const { dateLocale } = useLanguage();
  const { data, error, isPending, isFetching, dataUpdatedAt, refetch } = useHealthQuery();
  const isAllUp = data ? data.isApiUp && data.isDatabaseUp : undefined;
  const checkedAt = data
    ? new Intl.DateTimeFormat(dateLocale, { timeStyle: 'medium' }).format(dataUpdatedAt)
    : undefined;
  const retry = () => void refetch();

  return (
    <Card
      title={t('health.title')}
      description={t('health.description')}
      aria-busy={isPending || undefined}
      data-testid="api-status"
      data-state={error ? 'unreachable' : isAllUp === undefined ? 'checking' : isAllUp ? 'up' : 'degraded'}
      actions={
        isAllUp === undefined ? null : (
          <Badge tone={isAllUp ? 'success' : 'warning'}>
            {isAllUp ? t('health.allOperational') : t('health.degraded')}
          </Badge>
        )
      }
      footer={
        checkedAt && (
          <div className="flex items-center justify-between gap-3">
            <span className="metric">{t('health.checkedAt', { time: checkedAt })}</span>
            <Button variant="ghost" size="sm" onClick={retry} isLoading={isFetching} className="-me-2">
              {!isFetching && <RotateCw aria-hidden="true" />}
              {t('health.retry')}
            </Button>
          </div>
        )
      }
    >
      {error && !data ? (
        <EmptyState
          icon={ServerCrash}
          tone="danger"
          title={t('health.errorTitle')}
          text={t('health.errorText')}
          className="py-6"
          action={
            <Button variant="secondary" onClick={retry} isLoading={isFetching}>
              {!isFetching && <RotateCw aria-hidden="true" />}
              {t('health.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {isPending && <output className="sr-only">{t('health.checking')}</output>}
          <ul className="-my-1 divide-y divide-border">
            <StatusRow icon={Server} label={t('health.api')} isUp={data?.isApiUp} />
            <StatusRow icon={Database} label={t('health.database')} isUp={data?.isDatabaseUp} />
          </ul>
        </>
      )}
    </Card>
  );
}
