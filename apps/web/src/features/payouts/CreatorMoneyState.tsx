import type { UseQueryResult } from '@tanstack/react-query';
import { UserRoundPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { isApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';

/** The creator hub's profile page, where the publisher registration and payout details are edited. */
export const PROFILE_PATH = '/creator-hub/profile';

type CreatorMoneyStateProps<TData> = {
  query: UseQueryResult<TData>;
  skeleton: ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * The states of a page of the signed-in publisher's own money, in the order they win: signed out,
 * not registered as a publisher yet (the server's 404), failed (with Retry), loading, the content.
 * No organisation is needed: the money is the person's.
 */
export function CreatorMoneyState<TData>({ query, skeleton, children }: CreatorMoneyStateProps<TData>) {
  const { t } = useTranslation('earnings');
  const hasToken = useSessionStore((state) => Boolean(state.token));
  if (!hasToken)
    return (
      <Card>
        <SignInRequired text={t('state.signInText')} />
      </Card>
    );
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return (
      <Card>
        <EmptyState
          icon={UserRoundPlus}
          title={t('state.notPublisherTitle')}
          text={t('state.notPublisherText')}
          action={
            <Button asChild>
              <Link to={PROFILE_PATH}>{t('state.register')}</Link>
            </Button>
          }
        />
      </Card>
    );
  if (query.isError && query.data === undefined)
    return (
      <Card>
        <ErrorState
          title={t('state.errorTitle')}
          text={t('state.errorText')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Card>
    );
  if (query.data === undefined) return skeleton;
  return children(query.data);
}
