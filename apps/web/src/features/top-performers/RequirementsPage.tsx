import type { TRequirement } from '@creatorscope/contracts';
import { ChevronRight, Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { DiscoveryGate } from './DiscoveryGate';
import { NewRequirementDialog } from './NewRequirementDialog';
import { useRequirements } from './use-top-performers';

/** /insights/top-performers/requirements: the organisation's requirements and the form for a new one. */
export function RequirementsPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('requirements.title'));
  return (
    <DiscoveryGate title={t('requirements.title')} description={t('requirements.description')}>
      <Requirements />
    </DiscoveryGate>
  );
}

function Requirements() {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const org = useSessionStore((state) => state.org);
  const canWrite = Boolean(org) && org?.permission !== 'Read';
  const requirements = useRequirements();
  const [isNewOpen, setIsNewOpen] = useState(false);

  const newButton = canWrite && (
    <Button onClick={() => setIsNewOpen(true)}>
      <Plus aria-hidden="true" />
      {t('requirements.new')}
    </Button>
  );

  const row = (requirement: TRequirement) => (
    <li key={requirement._id}>
      <Link
        to={`/insights/top-performers/requirements/${requirement._id}`}
        className="focus-ring flex items-center gap-4 rounded-lg px-3 py-3 hover:bg-surface-muted"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <bdi className="truncate font-medium text-text">{requirement.name}</bdi>
          <span className="flex flex-wrap items-center gap-2 text-text-muted text-xs">
            <Badge tone="accent">{t(`goals.${requirement.goal}`)}</Badge>
            <span className="metric">
              {t('requirements.budgetValue', { budget: format.compactRupees(requirement.budgetPerPost) })}
            </span>
            <span>{format.date(requirement.createdAt)}</span>
          </span>
        </div>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-text-muted rtl:rotate-180" />
      </Link>
    </li>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('requirements.title')}
        description={t('requirements.description')}
        actions={requirements.data && requirements.data.length > 0 && newButton}
      />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={requirements}
        errorTitle={t('requirements.errorTitle')}
        errorText={t('requirements.errorText')}
        skeleton={<Skeleton aria-label={t('requirements.loading')} className="h-48 w-full rounded-xl" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={Trophy}
            title={t('requirements.emptyTitle')}
            text={t('requirements.emptyText')}
            action={newButton || undefined}
          />
        }
      >
        {(data) => (
          <Card>
            <ul className="-m-2 flex flex-col divide-y divide-border">{data.map(row)}</ul>
          </Card>
        )}
      </QueryState>
      {isNewOpen && <NewRequirementDialog isOpen={isNewOpen} onOpenChange={setIsNewOpen} />}
    </div>
  );
}
