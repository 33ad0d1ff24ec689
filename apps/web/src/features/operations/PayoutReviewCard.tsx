import type { TPayoutReview } from '@creatorscope/contracts';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';

type PayoutReviewCardProps = {
  review: TPayoutReview;
  /** Open reviews only: asks to clear this one. */
  onClear?: (review: TPayoutReview) => void;
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-text-muted text-xs">{term}</dt>
      <dd className="min-w-0 text-sm text-text">{children}</dd>
    </div>
  );
}

/**
 * One flagged publisher: who they are, the payout method they share and with whom, the money the
 * review holds back, and when it was flagged (or cleared, and by whom).
 */
export function PayoutReviewCard({ review, onClear }: PayoutReviewCardProps) {
  const { t } = useTranslation('operations');
  const format = useFormat();
  const isOpen = review.status === 'open';

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 className="truncate font-semibold text-base text-text">
            <bdi>{review.name}</bdi>
          </h2>
          <span dir="ltr" className="truncate text-start text-sm text-text-muted">
            {review.email}
          </span>
        </div>
        {isOpen ? (
          <Badge tone="warning" hasDot>
            {t('card.onHold')}
          </Badge>
        ) : (
          <Badge tone="success" hasDot>
            {t('card.cleared')}
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Fact term={t('card.sharedMethods')}>
          {review.methods.length === 0 ? (
            <span className="text-text-muted">{t('card.methodChanged')}</span>
          ) : (
            <ul className="flex flex-col gap-0.5">
              {review.methods.map((method) => (
                <li key={method.kind}>
                  {t(`card.${method.kind}`)}{' '}
                  <span dir="ltr" className="font-mono text-text-muted">
                    {method.masked}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term={t('card.sharedWith')}>
          {review.sharedWith.length === 0 ? (
            <span className="text-text-muted">{t('card.nobodyElse')}</span>
          ) : (
            <ul className="flex flex-col gap-2">
              {review.sharedWith.map((other) => (
                <li key={other.publisherId} className="flex min-w-0 flex-col">
                  <bdi className="truncate">{other.name}</bdi>
                  <span dir="ltr" className="truncate text-start text-text-muted text-xs">
                    {other.email}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Fact>
        {isOpen && (
          <Fact term={t('card.heldBack')}>
            <span className="metric">{format.money(review.available, 'INR')}</span>
          </Fact>
        )}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-4 text-sm text-text-muted">
        {isOpen || !review.clearedAt ? (
          <time dateTime={review.openedAt} title={format.dateTime(review.openedAt)}>
            {t('card.flagged', { time: format.ago(review.openedAt) })}
          </time>
        ) : (
          <time dateTime={review.clearedAt} title={format.dateTime(review.clearedAt)}>
            {t('card.clearedBy', { who: review.clearedBy ?? '', time: format.ago(review.clearedAt) })}
          </time>
        )}
        {isOpen && onClear && (
          <Button size="sm" variant="secondary" onClick={() => onClear(review)}>
            <ShieldCheck aria-hidden="true" />
            {t('card.clear')}
          </Button>
        )}
      </div>
    </li>
  );
}
