import type { TTrackedCreator, TTrackedCreatorsPage } from '@creatorscope/contracts';
import { ScanSearch, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { usePageTitle } from '../../app/use-page-title';
import { InsightsPageFrame as PageFrame } from '../../shared/creators/InsightsPageFrame';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
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

  const toggle = (row: TTrackedCreator, isSelected: boolean) =>
    setSelected((current) =>
      isSelected
        ? [...current, { id: row._id, handle: row.handle }]
        : current.filter((s) => s.id !== row._id),
    );
  const compare = () =>
    navigate(`/insights/compare?handles=${selected.map((s) => encodeURIComponent(s.handle)).join(',')}`);
  // Until the first page arrives the table shows its own loading rows.
  const list = (page: TTrackedCreatorsPage | undefined) => (
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
  );

  return (
    <PageFrame title={t('title')} description={t('description')}>
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={tracked}
        errorTitle={t('errorTitle')}
        errorText={t('errorText')}
        skeleton={list(undefined)}
        isEmpty={(page) => page.total === 0}
        empty={
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
        }
        layout={(state, org) => (
          <>
            <AnalyseHandleCard orgId={org._id} quota={tracked.data?.quota} />
            {state}
            {removing && removing.length > 0 && (
              <RemoveTrackedDialog
                orgId={org._id}
                targets={removing}
                onClose={() => setRemoving(null)}
                onRemoved={(ids) => setSelected((current) => current.filter((s) => !ids.includes(s.id)))}
              />
            )}
          </>
        )}
      >
        {list}
      </QueryState>
    </PageFrame>
  );
}
