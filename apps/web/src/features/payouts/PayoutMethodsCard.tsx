import type { TPayoutMethod, TPayoutMethods, TPayoutMethodVerification } from '@creatorscope/contracts';
import { ShieldCheck, UserRoundPen, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Alert } from '../../ui/Alert';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { PROFILE_PATH } from './CreatorMoneyState';
import { usePayoutMethods, useVerifyPayoutMethod } from './use-creator-money';

const VERIFICATION_TONES: Readonly<Record<TPayoutMethodVerification, BadgeTone>> = {
  unverified: 'neutral',
  pending: 'accent',
  verified: 'success',
  mismatch: 'warning',
  failed: 'danger',
};

/**
 * The publisher's UPI id and bank account, masked, each with its verification (the account exists
 * and is in the publisher's name) and a Verify button to ask again; a review notice when the same details are on another publisher. The details themselves
 * are changed on the profile page.
 */
export function PayoutMethodsCard() {
  const { t } = useTranslation('earnings');
  const methods = usePayoutMethods();
  const profileLink = (label: string) => (
    <Button asChild variant="secondary" size="sm">
      <Link to={PROFILE_PATH}>
        <UserRoundPen aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );

  const body = () => {
    if (methods.isError && methods.data === undefined)
      return (
        <ErrorState
          title={t('methods.errorTitle')}
          text={t('state.errorText')}
          onRetry={() => void methods.refetch()}
          isRetrying={methods.isFetching}
        />
      );
    if (methods.data === undefined) return <Skeleton className="h-24 w-full rounded-lg" />;
    const { methods: list, isFlagged, tax } = methods.data;
    return (
      <div className="flex flex-col gap-4">
        {isFlagged && (
          <Alert tone="warning" title={t('methods.flaggedTitle')}>
            {/* The one reason there is (a shared UPI id or account), in the reader's words. */}
            {t('methods.flaggedText')}
          </Alert>
        )}
        {list.length === 0 ? (
          <EmptyState
            icon={Wallet}
            title={t('methods.emptyTitle')}
            text={t('methods.emptyText')}
            action={profileLink(t('methods.add'))}
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((method) => (
              <MethodRow key={method.kind} method={method} />
            ))}
          </ul>
        )}
        <TaxRow tax={tax} action={tax.pan ? undefined : profileLink(t('methods.tax.addPan'))} />
      </div>
    );
  };

  return (
    <Card
      title={t('methods.title')}
      description={t('methods.description')}
      actions={methods.data && methods.data.methods.length > 0 ? profileLink(t('methods.change')) : undefined}
    >
      {body()}
    </Card>
  );
}

/**
 * The PAN TDS is withheld against, masked, and the rate that follows from it: without one,
 * section 206AA's higher rate, said before the first payout that crosses the threshold.
 */
function TaxRow({ tax, action }: { tax: TPayoutMethods['tax']; action: ReactNode }) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const values = {
    rate: format.number(tax.ratePercent),
    noPanRate: format.number(tax.noPanRatePercent),
    threshold: format.money(tax.thresholdAmount, 'INR'),
  };
  if (!tax.pan)
    return (
      <Alert tone="warning" title={t('methods.tax.noPanTitle')} action={action}>
        {t('methods.tax.noPanText', values)}
      </Alert>
    );
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface-muted px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-sm text-text">{t('methods.tax.pan')}</span>
        <bdi dir="ltr" className="metric text-sm text-text">
          {tax.pan}
        </bdi>
      </div>
      <span className="text-text-muted text-xs">{t('methods.tax.withPanText', values)}</span>
    </div>
  );
}

function MethodRow({ method }: { method: TPayoutMethod }) {
  const { t } = useTranslation('earnings');
  const format = useFormat();
  const verify = useVerifyPayoutMethod();
  // Anything but verified may be asked again: pending asks the provider where it stands.
  const canVerify = method.verification !== 'verified';
  const kindLabel = t(`methods.kindName.${method.kind}`);

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface-muted px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-sm text-text">{kindLabel}</span>
          <Badge tone={VERIFICATION_TONES[method.verification]} hasDot>
            {t(`methods.verification.${method.verification}`)}
          </Badge>
        </div>
        <bdi dir="ltr" className="metric w-fit text-sm text-text">
          {method.masked}
        </bdi>
        {method.accountHolderName && (
          <bdi className="text-text-muted text-xs">{method.accountHolderName}</bdi>
        )}
        {method.verification === 'verified' && method.verifiedAt && (
          <span className="text-text-muted text-xs">
            {t('methods.verifiedAt', { date: format.date(method.verifiedAt) })}
          </span>
        )}
        {method.verification === 'mismatch' && (
          <span className="text-text-muted text-xs">{t('methods.mismatchText')}</span>
        )}
        {method.verification === 'pending' && (
          <span className="text-text-muted text-xs">{t('methods.pendingText')}</span>
        )}
        {method.verification === 'failed' && method.failureReason && (
          <span className="text-danger text-xs" dir="auto">
            {method.failureReason}
          </span>
        )}
      </div>
      {canVerify && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={verify.isPending}
          aria-label={t('methods.verifyLabel', { method: kindLabel })}
          onClick={() => {
            if (verify.isPending) return;
            verify.mutate(method.kind, {
              onSuccess: (after) => {
                const now = after.methods.find((m) => m.kind === method.kind)?.verification;
                if (now === 'verified') toast.success(t('methods.verified', { method: kindLabel }));
              },
            });
          }}
        >
          <ShieldCheck aria-hidden="true" />
          {method.verification === 'pending' ? t('methods.checkAgain') : t('methods.verify')}
        </Button>
      )}
    </li>
  );
}
