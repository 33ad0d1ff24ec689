import type { UseQueryResult } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useMe } from '../auth';

/** Whether the signed-in person is one of the platform's operators (asked once, shared). */
export const useIsOperator = (): boolean => useMe().data?.isOperator === true;

type OperatorFrameProps<T> = {
  title: string;
  description: string;
  /** Its error state's words, and the skeleton's label. */
  errorTitle: string;
  loadingLabel: string;
  /** The page's data, asked only once the person is known to be an operator. */
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Dialogs the page opens. */
  footer?: ReactNode;
};

/**
 * An operators' page: its heading, then sign in, loading, a failure (of who is asking or of the
 * data) with Retry, "operators only" for anyone else, or the page's content.
 */
export function OperatorFrame<T>({
  title,
  description,
  errorTitle,
  loadingLabel,
  query,
  children,
  footer,
}: OperatorFrameProps<T>) {
  const { t } = useTranslation('operations');
  usePageTitle(title);
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const me = useMe();
  const skeleton = <Skeleton aria-label={loadingLabel} className="h-64 w-full rounded-xl" />;

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('signInText')} />
        </Card>
      );
    const failed =
      me.isError && me.data === undefined ? me : query.isError && query.data === undefined ? query : null;
    if (failed)
      return (
        <Card>
          <ErrorState
            title={errorTitle}
            text={t('errorText')}
            onRetry={() => void failed.refetch()}
            isRetrying={failed.isFetching}
          />
        </Card>
      );
    if (me.data === undefined) return skeleton;
    if (!me.data.isOperator)
      return (
        <Card>
          <EmptyState icon={Lock} title={t('notOperatorTitle')} text={t('notOperatorText')} />
        </Card>
      );
    return query.data === undefined ? skeleton : children(query.data);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={title} description={description} />
      {body()}
      {footer}
    </div>
  );
}
