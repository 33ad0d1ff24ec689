import { FlaskConical, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { LogoMark } from '../shell';
import { SandboxCardForm } from './SandboxCardForm';
import { useSandboxCheckout } from './use-sandbox-checkout';

/** How long the outcome stays on screen before the buyer is sent back. */
const RETURN_DELAY_MS = 1200;

/**
 * /checkout/sandbox/:token: the built-in payment provider's hosted page, so the whole paid flow
 * (checkout, webhook, fulfilment) runs without a real provider. Public: the token is the secret.
 */
export function CheckoutSandboxPage() {
  const { t } = useTranslation('billing');
  usePageTitle(t('sandbox.title'));
  const { token = '' } = useParams();
  const format = useFormat();
  const checkout = useSandboxCheckout(token);
  const data = checkout.data;
  const isFinished = Boolean(data && data.status !== 'pending');

  useEffect(() => {
    if (!data || data.status === 'pending') return;
    const timer = setTimeout(() => window.location.assign(data.returnUrl), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data]);

  const body = () => {
    if (checkout.isError) {
      return isApiError(checkout.error) && checkout.error.status === 404 ? (
        <EmptyState icon={SearchX} title={t('sandbox.notFoundTitle')} text={t('sandbox.notFoundText')} />
      ) : (
        <ErrorState
          title={t('sandbox.errorTitle')}
          text={t('errorText')}
          onRetry={() => void checkout.refetch()}
          isRetrying={checkout.isFetching}
        />
      );
    }
    if (!data) return <Skeleton className="h-72 w-full" />;
    return (
      <div className="flex flex-col gap-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-text-muted">{t('sandbox.merchant')}</dt>
          <dd className="text-end font-medium text-text">{data.merchant}</dd>
          <dt className="text-text-muted">{t('sandbox.buyer')}</dt>
          <dd className="text-end text-text">{data.organizationName}</dd>
          <dt className="text-text-muted">{t('sandbox.item')}</dt>
          <dd className="text-end text-text">{data.description}</dd>
          <dt className="text-text-muted">{t('sandbox.total')}</dt>
          <dd className="metric text-end font-semibold text-text text-xl" data-testid="sandbox-amount">
            {format.money(data.amount, data.currency)}
          </dd>
        </dl>
        {isFinished ? (
          <Alert
            role="status"
            tone={data.status === 'succeeded' ? 'success' : 'danger'}
            title={t(
              `sandbox.result.${data.status === 'succeeded' ? 'succeeded' : data.status === 'cancelled' ? 'cancelled' : 'failed'}`,
            )}
          >
            {t('sandbox.returning')}
          </Alert>
        ) : (
          <SandboxCardForm token={token} testCards={data.testCards} />
        )}
      </div>
    );
  };

  return (
    <div className="flex min-h-dvh items-start justify-center bg-background px-4 py-10 sm:items-center">
      <main className="flex w-full max-w-md flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2 font-semibold text-text">
            <LogoMark />
            <span>{data?.merchant ?? t('sandbox.merchantFallback')}</span>
          </div>
          <Badge tone="warning">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            {t('sandbox.testBadge')}
          </Badge>
        </div>
        <Card title={t('sandbox.heading')} description={t('sandbox.notice')}>
          {body()}
        </Card>
      </main>
    </div>
  );
}
