import type { TPayoutReview } from '@creatorscope/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs } from '../../ui/Tabs';
import { ClearReviewDialog } from './ClearReviewDialog';
import { OperatorFrame, useIsOperator } from './OperatorFrame';
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
  const reviews = usePayoutReviews(useIsOperator());
  // In the address, so that a reload or the back button keeps the tab.
  const [search, setSearch] = useSearchParams();
  const tab: TabId = search.get('tab') === 'cleared' ? 'cleared' : 'open';
  const setTab = (next: TabId) => setSearch(next === 'open' ? {} : { tab: next }, { replace: true });
  const [clearing, setClearing] = useState<TPayoutReview | null>(null);

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

  return (
    <OperatorFrame
      title={t('title')}
      description={t('description')}
      errorTitle={t('errorTitle')}
      loadingLabel={t('loading')}
      query={reviews}
      footer={clearing && <ClearReviewDialog review={clearing} onClose={() => setClearing(null)} />}
    >
      {({ open, cleared }) => (
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
      )}
    </OperatorFrame>
  );
}
