import {
  AFFILIATE_AD_SORTS,
  AFFILIATE_AD_STATUSES,
  type TAffiliateAdSort,
  type TAffiliateAdStatus,
} from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { Select } from '../../ui/Select';

const ALL = 'all';

type AdsFiltersProps = {
  status: TAffiliateAdStatus | undefined;
  search: string;
  sortBy: TAffiliateAdSort;
  onStatusChange: (status: TAffiliateAdStatus | undefined) => void;
  onSearchChange: (search: string) => void;
  onSortChange: (sortBy: TAffiliateAdSort) => void;
};

/** Search by campaign or brand name, one status, and the order. */
export function AdsFilters({
  status,
  search,
  sortBy,
  onStatusChange,
  onSearchChange,
  onSortChange,
}: AdsFiltersProps) {
  const { t } = useTranslation('marketing');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        className="sm:max-w-xs sm:flex-1"
        value={search}
        maxLength={100}
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:ms-auto">
        <Select
          aria-label={t('list.statusFilter')}
          className="sm:w-40"
          value={status ?? ALL}
          onValueChange={(next) => onStatusChange(next === ALL ? undefined : next)}
          options={[
            { value: ALL, label: t('list.allStatuses') },
            ...AFFILIATE_AD_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
        />
        <Select
          aria-label={t('list.sort')}
          className="sm:w-44"
          value={sortBy}
          onValueChange={onSortChange}
          options={AFFILIATE_AD_SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) }))}
        />
      </div>
    </div>
  );
}
