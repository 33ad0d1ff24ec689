import { EARNING_STATUSES, type TEarningsByAd } from '@creatorscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { EarningEntriesTable } from './EarningEntriesTable';
import { type EntryFilters, useEarningEntries } from './use-creator-money';

const ALL = 'all';

/** Every earning, newest first, filtered by state and ad, a page at a time with "Load more". */
export function EarningEntries({ ads }: { ads: readonly TEarningsByAd[] }) {
  const { t } = useTranslation('earnings');
  const id = useId();
  const [filters, setFilters] = useState<EntryFilters>({});
  const entries = useEarningEntries(filters);
  const rows = entries.data?.pages.flatMap((page) => page.entries.rows) ?? [];
  const adOptions = [...new Map(ads.map((ad) => [ad.adId, ad.campaignName])).entries()];

  return (
    <Card title={t('entries.title')} description={t('entries.description')}>
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <Field id={`${id}-status`} label={t('entries.filterStatus')}>
            <Select
              value={filters.status ?? ALL}
              onValueChange={(value) =>
                setFilters((current) => ({
                  ...current,
                  status: EARNING_STATUSES.find((status) => status === value),
                }))
              }
              options={[
                { value: ALL, label: t('entries.allStatuses') },
                ...EARNING_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
              ]}
            />
          </Field>
          <Field id={`${id}-ad`} label={t('entries.filterAd')}>
            <Select
              value={filters.adId ?? ALL}
              onValueChange={(value) =>
                setFilters((current) => ({ ...current, adId: value === ALL ? undefined : value }))
              }
              options={[
                { value: ALL, label: t('entries.allAds') },
                ...adOptions.map(([adId, name]) => ({ value: adId, label: name })),
              ]}
            />
          </Field>
        </div>
        {entries.isError && entries.data === undefined ? (
          <ErrorState
            title={t('entries.errorTitle')}
            text={t('state.errorText')}
            onRetry={() => void entries.refetch()}
            isRetrying={entries.isFetching}
          />
        ) : (
          <EarningEntriesTable
            caption={t('entries.title')}
            rows={rows}
            isLoading={entries.isPending}
            empty={filters.status || filters.adId ? t('entries.emptyFiltered') : t('entries.empty')}
          />
        )}
        {entries.hasNextPage && (
          <Button
            variant="secondary"
            className="self-center"
            isLoading={entries.isFetchingNextPage}
            onClick={() => {
              if (!entries.isFetchingNextPage) void entries.fetchNextPage();
            }}
          >
            {t('entries.loadMore')}
          </Button>
        )}
      </div>
    </Card>
  );
}
