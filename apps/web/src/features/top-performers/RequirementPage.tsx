import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { Skeleton } from '../../ui/Skeleton';
import { DiscoveryGate } from './DiscoveryGate';
import { RankedCreator } from './RankedCreator';
import { useRequirement } from './use-top-performers';

/** /insights/top-performers/requirements/:id: the requirement and its ranked creators with reasons. */
export function RequirementPage() {
  const { t } = useTranslation('reports');
  return (
    <DiscoveryGate title={t('requirements.title')}>
      <Requirement />
    </DiscoveryGate>
  );
}

function Requirement() {
  const { t } = useTranslation('reports');
  const { t: ti } = useTranslation('insights');
  const { id = '' } = useParams();
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const result = useRequirement(id);
  const format = useFormat();
  usePageTitle(result.data?.requirement.name ?? t('requirements.title'));

  const back = (
    <Button asChild variant="ghost" className="w-fit">
      <Link to="/insights/top-performers/requirements">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('ranked.back')}
      </Link>
    </Button>
  );

  const body = () => {
    if (!hasToken)
      return (
        <Card>
          <SignInRequired text={t('signInText')} />
        </Card>
      );
    if (result.isError)
      return isApiError(result.error) && (result.error.status === 404 || result.error.status === 400) ? (
        <Card>
          <EmptyState icon={SearchX} title={t('ranked.notFoundTitle')} text={t('ranked.notFoundText')} />
        </Card>
      ) : (
        <Card>
          <ErrorState
            title={t('ranked.errorTitle')}
            text={t('ranked.errorText')}
            onRetry={() => void result.refetch()}
            isRetrying={result.isFetching}
          />
        </Card>
      );
    if (result.isPending)
      return (
        <LoadingRegion label={t('ranked.loading')} className="gap-4">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </LoadingRegion>
      );
    const { requirement, ranked } = result.data;
    const filters = [
      ...requirement.categories.map((c) => ti(`categories.${c}`)),
      ...requirement.tiers.map((tier) => ti(`tiers.${tier}`)),
      ...requirement.countries.map((code) => format.country(code)),
      ...(requirement.audienceAgeBand
        ? [t('requirements.form.ageBandValue', { band: requirement.audienceAgeBand })]
        : []),
      ...(requirement.audienceGender ? [t(`requirements.form.${requirement.audienceGender}`)] : []),
    ];
    return (
      <>
        <div className="flex flex-col gap-2">
          <h1 className="font-semibold text-2xl text-text">
            <bdi>{requirement.name}</bdi>
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
            <Badge tone="accent">{t(`goals.${requirement.goal}`)}</Badge>
            <span>
              {t('requirements.budgetValue', { budget: format.compactRupees(requirement.budgetPerPost) })}
            </span>
            {filters.map((label) => (
              <Badge key={label}>{label}</Badge>
            ))}
          </div>
          <p className="text-sm text-text-muted">{t(`goalHints.${requirement.goal}`)}</p>
        </div>
        <Card title={t('ranked.title')} description={t('ranked.description', { count: ranked.length })}>
          {ranked.length === 0 ? (
            <EmptyState icon={SearchX} title={t('ranked.emptyTitle')} text={t('ranked.emptyText')} />
          ) : (
            <ol className="-my-4 flex flex-col divide-y divide-border">
              {ranked.map((entry) => (
                <RankedCreator key={entry.creator._id} entry={entry} />
              ))}
            </ol>
          )}
        </Card>
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8 sm:px-6">
      {back}
      {body()}
    </div>
  );
}
