import type { TSupportRequestStatus } from '@creatorscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { useSupportRequests } from './use-support';

const STATUS_TONES: Record<TSupportRequestStatus, BadgeTone> = {
  open: 'accent',
  answered: 'success',
  closed: 'neutral',
};

/** A signed-in user's latest requests, with their reference and status. */
export function SupportHistory() {
  const { t } = useTranslation('support');
  const format = useFormat();
  const requests = useSupportRequests();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="border-border border-t px-5 py-4">
      <h3 id={titleId} className="mb-3 font-medium text-sm text-text">
        {t('history')}
      </h3>
      {requests.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : requests.isError ? (
        <ErrorState
          title={t('historyError')}
          text={t('historyErrorText')}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : requests.data.length === 0 ? (
        <p className="text-sm text-text-muted">{t('historyEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {requests.data.map((request) => (
            <li key={request._id} className="flex items-start justify-between gap-3 py-2">
              <div className="flex min-w-0 flex-col">
                <span className="truncate text-sm text-text">{request.subject}</span>
                <span className="text-text-muted text-xs">
                  <span dir="ltr" className="font-mono">
                    {request.reference}
                  </span>
                  {' · '}
                  {format.date(request.createdAt)}
                </span>
              </div>
              <Badge tone={STATUS_TONES[request.status]} hasDot>
                {t(`status.${request.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
