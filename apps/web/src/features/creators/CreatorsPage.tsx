import type { TTrackedCreator } from '@creatorscope/contracts';
import { Building2, ScanSearch, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SignInRequired } from '../auth/SignInRequired';
import { useSessionStore } from '../auth/store';
import { InsightsPageFrame as PageFrame } from '../insights/InsightsPageFrame';
import { usePageTitle } from '../shell/use-page-title';
import { ANALYSE_INPUT_ID, AnalyseHandleCard } from './AnalyseHandleCard';
import type { TrackedQuery } from './api';
import { RemoveTrackedDialog } from './RemoveTrackedDialog';
import { TrackedCreatorsTable } from './TrackedCreatorsTable';
import { TrackedSelectionBar } from './TrackedSelectionBar';
import { useTrackedCreators } from './use-tracked-creators';

type Target = { id: string; handle: string };

/** /insights/creators ('Saved creators'): analyse a handle to track it, then follow, compare, remove. */
export function CreatorsPage() {
  const { t } = useTranslation('creators');
  usePageTitle(t('title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const orgId = useSessionStore((state) => state.org?._id ?? null);
  const navigate = useNavigate();
  const [query, setQuery] = useState<TrackedQuery>({
    sortBy: 'trackedAt',
    sortDir: 'desc',
    page: 1,
    pageSize: 20,
  });
  const tracked = useTrackedCreators(query);
  // Selected rows keep their handle, so the selection survives paging and sorting.
  const [selected, setSelected] = useState<Target[]>([]);
  const [removing, setRemoving] = useState<Target[] | null>(null);

  if (!hasToken || !orgId)
    return (
      <PageFrame title={t('title')} description={t('description')}>
        <Card>
          {hasToken ? (
            <EmptyState icon={Building2} title={t('noOrgTitle')} text={t('noOrgText')} />
          ) : (
            <SignInRequired text={t('signInText')} />
          )}
        </Card>
      </PageFrame>
    );

  const page = tracked.data;
  const isEmpty = page?.total === 0;
  const toggle = (row: TTrackedCreator, isSelected: boolean) =>
    setSelected((current) =>
      isSelected
        ? [...current, { id: row._id, handle: row.handle }]
        : current.filter((s) => s.id !== row._id),
    );
  const compare = () =>
    navigate(`/insights/compare?handles=${selected.map((s) => encodeURIComponent(s.handle)).join(',')}`);

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <AnalyseHandleCard orgId={orgId} quota={page?.quota} />

      {tracked.isError ? (
        <Card>
          <ErrorState
            title={t('errorTitle')}
            text={t('errorText')}
            onRetry={() => void tracked.refetch()}
            isRetrying={tracked.isFetching}
          />
        </Card>
      ) : isEmpty ? (
        <Card>
          <EmptyState
            icon={UsersRound}
            title={t('emptyTitle')}
            text={t('emptyText')}
            action={
              <Button variant="secondary" onClick={() => document.getElementById(ANALYSE_INPUT_ID)?.focus()}>
                <ScanSearch aria-hidden="true" />
                {t('emptyAction')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <TrackedSelectionBar
            count={selected.length}
            onCompare={compare}
            onRemove={() => setRemoving(selected)}
            onClear={() => setSelected([])}
          />
          <TrackedCreatorsTable
            query={query}
            page={page}
            isLoading={tracked.isPending}
            selected={selected.map((s) => s.id)}
            onToggle={(id, isSelected) => {
              const row = page?.rows.find((r) => r._id === id);
              if (row) toggle(row, isSelected);
            }}
            onSortChange={(sortBy, sortDir) => setQuery({ ...query, sortBy, sortDir, page: 1 })}
            onPageChange={(next) => setQuery({ ...query, page: next })}
            onRemove={(row) => setRemoving([{ id: row._id, handle: row.handle }])}
            empty={null}
          />
        </>
      )}

      {removing && removing.length > 0 && (
        <RemoveTrackedDialog
          orgId={orgId}
          targets={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(ids) => setSelected((current) => current.filter((s) => !ids.includes(s.id)))}
        />
      )}
    </PageFrame>
  );
}
