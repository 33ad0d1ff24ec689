import type { TPayoutReview } from '@creatorscope/contracts';
import { Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { useMe } from '../auth';
import { ClearReviewDialog } from './ClearReviewDialog';
import { PayoutReviewCard } from './PayoutReviewCard';
import { usePayoutReviews } from './use-payout-reviews';

type TabId = 'open' | 'cleared';

/**
 * /operations/payout-reviews: for the platform's operators. Publishers who share a UPI id or bank
 * account are paid by nobody until a person looks; here that person sees who shares what with
 * whom and how much waits, and clears those whose sharing is legitimate.
 */
export function PayoutReviewsPage() {
  const { t } = useTranslation('operations');
  usePageTitle(t('title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const me = useMe();
  const isOperator = me.data?.isOperator === true;
  const reviews = usePayoutReviews(isOperator);
  // In the address, so that a reload or the back button keeps the tab.
  const [search, setSearch] = useSearchParams();
  const tab: TabId = search.get('tab') === 'cleared' ? 'cleared' : 'open';
  const setTab = (next: TabId) => setSearch(next === 'open' ? {} : { tab: next }, { replace: true });
  const [clearing, setClearing] = useState<TPayoutReview | null>(null);
  const skeleton = <Skeleton aria-label={t('loading')} className="h-64 w-full rounded-xl" />;

  const list = (items: readonly TPayoutReview[], empty: { title: string; text: string }) =>
    items.length === 0 ? (
      <Card>
        <EmptyState icon={ShieldCheck} title={empty.title} text={empty.text} />
      </Card>
    ) : (
      <ul className="flex flex-col gap-3">
        {items.map((review) => (
          <PayoutReviewCard key={review.publisherId} review={review} onClear={setClearing} />
        ))}
      </ul>
    );

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('signInText')} />
        </Card>
      );
    // Who is asking failed, or what they asked for: either way the page cannot show, and retries it.
    const failed =
      me.isError && me.data === undefined
        ? me
        : reviews.isError && reviews.data === undefined
          ? reviews
          : null;
    if (failed)
      return (
        <Card>
          <ErrorState
            title={t('errorTitle')}
            text={t('errorText')}
            onRetry={() => void failed.refetch()}
            isRetrying={failed.isFetching}
          />
        </Card>
      );
    if (me.data === undefined) return skeleton;
    if (!isOperator)
      return (
        <Card>
          <EmptyState icon={Lock} title={t('notOperatorTitle')} text={t('notOperatorText')} />
        </Card>
      );
    if (reviews.data === undefined) return skeleton;
    const { open, cleared } = reviews.data;
    return (
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'open',
            label: t('tabs.open'),
            count: open.length,
            content: list(open, { title: t('emptyOpenTitle'), text: t('emptyOpenText') }),
          },
          {
            value: 'cleared',
            label: t('tabs.cleared'),
            content: list(cleared, { title: t('emptyClearedTitle'), text: t('emptyClearedText') }),
          },
        ]}
      />
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('title')} description={t('description')} />
      {body()}
      {clearing && <ClearReviewDialog review={clearing} onClose={() => setClearing(null)} />}
    </div>
  );
}
