import type { TDiscoveryQueryInput } from '@creatorscope/contracts';
import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsDesktop } from '../../app/use-is-desktop';
import { usePageTitle } from '../../app/use-page-title';
import { InsightsPageFrame as PageFrame } from '../../shared/creators/InsightsPageFrame';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Sheet } from '../../ui/Sheet';
import { DiscoveryFilters } from './DiscoveryFilters';
import { DiscoveryTable } from './DiscoveryTable';
import {
  countActiveFilters,
  parseDiscoveryParams,
  toDiscoveryParams,
  withoutFilters,
} from './discovery-query';
import { InsightsFeaturePage } from './InsightsFeaturePage';
import { SelectionBar } from './SelectionBar';
import { useDiscovery } from './use-insights';

/** /insights/discover: find creators by category, size, audience and quality (Modash-like). */
export function DiscoverPage() {
  const { t } = useTranslation('insights');
  usePageTitle(t('discover.title'));
  const frame = (content: ReactNode) => (
    <PageFrame title={t('discover.title')} description={t('discover.description')}>
      {content}
    </PageFrame>
  );
  return (
    <InsightsFeaturePage feature="influencerDiscovery" frame={frame}>
      <Discovery />
    </InsightsFeaturePage>
  );
}

/** The filters, the table and the comparison selection, for a plan with discovery. */
function Discovery() {
  const { t } = useTranslation('insights');
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseDiscoveryParams(params), [params]);
  const discovery = useDiscovery(query);
  const [selected, setSelected] = useState<string[]>([]);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const activeFilters = countActiveFilters(query);

  const setQuery = useCallback(
    (next: TDiscoveryQueryInput) => setParams(toDiscoveryParams(next), { replace: false }),
    [setParams],
  );
  const changeFilters = useCallback(
    (patch: Partial<TDiscoveryQueryInput>) => setQuery({ ...query, ...patch, page: 1 }),
    [query, setQuery],
  );
  const clearFilters = () => setQuery(withoutFilters(query));

  const compare = () => navigate(`/insights/compare?handles=${selected.map(encodeURIComponent).join(',')}`);

  const empty = (
    <EmptyState
      icon={SearchX}
      title={t('discover.emptyTitle')}
      text={t('discover.emptyText')}
      action={
        activeFilters > 0 ? (
          <Button variant="secondary" onClick={clearFilters}>
            {t('filters.clearAll')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <PageFrame title={t('discover.title')} description={t('discover.description')}>
      {isDesktop ? (
        <Card
          title={t('filters.title')}
          actions={
            activeFilters > 0 && (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <X aria-hidden="true" />
                {t('filters.clearAll')}
              </Button>
            )
          }
        >
          <DiscoveryFilters query={query} onChange={changeFilters} />
        </Card>
      ) : (
        <>
          <div className="flex items-center gap-2">
            <Button variant="secondary" onClick={() => setIsSheetOpen(true)}>
              <SlidersHorizontal aria-hidden="true" />
              {t('filters.title')}
              {activeFilters > 0 && (
                <Badge tone="accent" className="metric">
                  {activeFilters}
                </Badge>
              )}
            </Button>
            {activeFilters > 0 && (
              <Button variant="ghost" onClick={clearFilters}>
                {t('filters.clearAll')}
              </Button>
            )}
          </div>
          <Sheet
            title={t('filters.title')}
            open={isSheetOpen}
            onOpenChange={setIsSheetOpen}
            footer={
              <Button className="w-full" onClick={() => setIsSheetOpen(false)}>
                {t('filters.showResults')}
              </Button>
            }
          >
            <DiscoveryFilters query={query} onChange={changeFilters} />
          </Sheet>
        </>
      )}

      <SelectionBar count={selected.length} onCompare={compare} onClear={() => setSelected([])} />

      {discovery.isError ? (
        <Card>
          <ErrorState
            title={t('discover.errorTitle')}
            text={t('discover.errorText')}
            onRetry={() => void discovery.refetch()}
            isRetrying={discovery.isFetching}
          />
        </Card>
      ) : (
        <DiscoveryTable
          query={query}
          page={discovery.data}
          isLoading={discovery.isPending}
          selected={selected}
          onToggle={(handle, isSelected) =>
            setSelected((current) =>
              isSelected ? [...current, handle] : current.filter((item) => item !== handle),
            )
          }
          onSortChange={(sortBy, sortDir) => setQuery({ ...query, sortBy, sortDir, page: 1 })}
          onPageChange={(page) => setQuery({ ...query, page })}
          empty={empty}
        />
      )}
    </PageFrame>
  );
}
