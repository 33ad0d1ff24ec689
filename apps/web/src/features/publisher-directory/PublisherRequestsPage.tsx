import type { TIncomingPublisherRequest } from '@creatorscope/contracts';
import { Check, Inbox, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { errorMessage } from '../../lib/query-client';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useAnswerRequest, useIncomingRequests } from './use-publisher-directory';

const STATUS_TONES: Readonly<Record<TIncomingPublisherRequest['status'], BadgeTone>> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'neutral',
};

/** /creator-hub/requests: what brands asked the signed-in publisher, answered yes or no here. */
export function PublisherRequestsPage() {
  const { t } = useTranslation('publisher-directory');
  usePageTitle(t('requests.title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const requests = useIncomingRequests();
  const rows = requests.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('requests.title')} description={t('requests.description')} />
      {!hasToken ? (
        <Card>
          <SignInRequired text={t('requests.signInText')} />
        </Card>
      ) : requests.isError && requests.data === undefined ? (
        <Card>
          <ErrorState
            title={t('requests.errorTitle')}
            text={t('requests.errorText')}
            onRetry={() => void requests.refetch()}
            isRetrying={requests.isFetching}
          />
        </Card>
      ) : requests.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={Inbox}
            title={t('requests.emptyTitle')}
            text={t('requests.emptyText')}
            action={
              <Button asChild variant="secondary">
                <Link to="/creator-hub/profile">{t('requests.profile')}</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('requests.title')}>
            {rows.map((request) => (
              <RequestCard key={request._id} request={request} />
            ))}
          </ul>
          {requests.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              isLoading={requests.isFetchingNextPage}
              onClick={() => {
                if (!requests.isFetchingNextPage) void requests.fetchNextPage();
              }}
            >
              {t('requests.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function RequestCard({ request }: { request: TIncomingPublisherRequest }) {
  const { t } = useTranslation('publisher-directory');
  const { t: tt } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const answer = useAnswerRequest();

  const reply = (verdict: 'accepted' | 'declined') =>
    answer.mutate(
      { requestId: request._id, answer: verdict },
      {
        onSuccess: (answered) => {
          toast.success(t(`requests.answered.${verdict}`));
          if (verdict === 'accepted' && answered.joinPath) void navigate(answered.joinPath);
        },
        onError: (failure) => toast.error(errorMessage(failure, () => tt('errors.unexpected'))),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <p className="font-medium">{t(`requests.kind.${request.kind}`, { brand: request.orgName })}</p>
          <p className="text-text-muted text-xs">
            {format.date(request.createdAt)}
            {request.adName && (
              <>
                {' · '}
                {t('requests.ad')} <bdi>{request.adName}</bdi>
              </>
            )}
          </p>
        </div>
        <Badge tone={STATUS_TONES[request.status]} hasDot>
          {t(`requestStatus.${request.status}`)}
        </Badge>
      </div>
      {request.message && <p className="whitespace-pre-line text-sm">{request.message}</p>}
      {request.kind === 'contact' && request.status === 'pending' && (
        <p className="text-text-muted text-xs">{t('requests.contactNote')}</p>
      )}
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => reply('accepted')}
            isLoading={answer.isPending && answer.variables?.answer === 'accepted'}
          >
            <Check aria-hidden="true" />
            {request.kind === 'invite' ? t('requests.seeAd') : t('requests.yes')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => reply('declined')}
            isLoading={answer.isPending && answer.variables?.answer === 'declined'}
          >
            <X aria-hidden="true" />
            {t('requests.no')}
          </Button>
        </div>
      ) : (
        request.joinPath &&
        request.status === 'accepted' && (
          <Button asChild size="sm" variant="secondary" className="w-fit">
            <Link to={request.joinPath}>{t('requests.seeAd')}</Link>
          </Button>
        )
      )}
    </li>
  );
}
