import { COMPARISON_MAX } from '@creatorscope/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { CreatorAvatar } from '../../shared/creators/CreatorAvatar';
import { TierBadge } from '../../shared/creators/TierBadge';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Field } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { CommitInput } from './CommitInput';
import { useDiscovery } from './use-insights';

type CreatorSearchProps = {
  chosen: readonly string[];
  onAdd: (handle: string) => void;
};

/** Finds a creator to add to the comparison by name or handle (the discovery call, five at a time). */
export function CreatorSearch({ chosen, onAdd }: CreatorSearchProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const isFull = chosen.length >= COMPARISON_MAX;
  const results = useDiscovery({ search, sortBy: 'followers', sortDir: 'desc', page: 1, pageSize: 5 });
  const rows = search ? (results.data?.rows ?? []) : [];

  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('compare.addCreator')}
        hint={isFull ? t('compare.full', { max: COMPARISON_MAX }) : t('compare.searchHint')}
      >
        <CommitInput
          type="search"
          delayMs={300}
          value={search}
          onCommit={(text) => setSearch(text.trim())}
          placeholder={t('filters.searchPlaceholder')}
          disabled={isFull}
          maxLength={60}
        />
      </Field>
      {/* isLoading: a search that cannot run yet (no organisation) is not shown as loading for ever. */}
      {search && results.isLoading && <Skeleton className="h-12 w-full" />}
      {search && results.isError && (
        <ErrorState
          title={t('discover.errorTitle')}
          text={t('discover.errorText')}
          onRetry={() => void results.refetch()}
          isRetrying={results.isFetching}
        />
      )}
      {search && results.isSuccess && rows.length === 0 && (
        <p className="text-sm text-text-muted">{t('compare.noMatch')}</p>
      )}
      {rows.length > 0 && (
        <ul
          aria-label={t('compare.results')}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {rows.map((row) => {
            const isChosen = chosen.includes(row.handle);
            return (
              <li key={row._id} className="flex items-center gap-3 px-3 py-2">
                <CreatorAvatar name={row.name} url={row.profilePictureUrl} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-sm text-text">{row.name}</span>
                  <span className="metric truncate text-text-muted text-xs">
                    <span dir="ltr">@{row.handle}</span> · {format.compact(row.followers)}
                  </span>
                </span>
                <TierBadge tier={row.tier} />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={isChosen || isFull}
                  onClick={() => {
                    onAdd(row.handle);
                    setSearch('');
                  }}
                  aria-label={t('compare.addNamed', { name: row.name })}
                >
                  <Plus aria-hidden="true" />
                  {isChosen ? t('compare.added') : t('compare.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
