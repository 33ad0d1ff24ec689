import type { TApiKey } from '@creatorscope/contracts';
import { KeyRound, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import { UsageExample } from './UsageExample';
import { useApiKeys } from './use-api-keys';

/**
 * /apps/api-keys: the organisation's keys for its own servers. Admins create (the secret shows
 * once), see when each was last used, and revoke; other members read what keys are for.
 */
export function ApiKeysPage() {
  const { t } = useTranslation('api-keys');
  usePageTitle(t('title'));
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);
  const isAdmin = org?.permission === 'Admin';
  const keys = useApiKeys(isAdmin);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const hasKeys = (keys.data?.length ?? 0) > 0;

  const createButton = (
    <Button onClick={() => setIsCreateOpen(true)}>
      <Plus aria-hidden="true" />
      {t('create')}
    </Button>
  );

  const list =
    hasToken && org && !isAdmin ? (
      <Card>
        <EmptyState icon={Lock} title={t('readOnlyTitle')} text={t('readOnlyText')} />
      </Card>
    ) : (
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={keys}
        errorTitle={t('errorTitle')}
        errorText={t('errorText')}
        skeleton={<Skeleton aria-label={t('loading')} className="h-64 w-full rounded-xl" />}
        isEmpty={(data) => data.length === 0}
        empty={
          <Card>
            <EmptyState icon={KeyRound} title={t('emptyTitle')} text={t('emptyText')} action={createButton} />
          </Card>
        }
      >
        {(data) => <ApiKeysTable keys={data} onRevoke={setRevoking} />}
      </QueryState>
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        description={org ? t('description', { org: org.name }) : t('descriptionNoOrg')}
        actions={isAdmin && hasKeys && createButton}
      />
      {list}
      {hasToken && org && <UsageExample />}
      {org && isAdmin && (
        <CreateApiKeyDialog orgId={org._id} isOpen={isCreateOpen} onOpenChange={setIsCreateOpen} />
      )}
      {org && revoking && (
        <RevokeApiKeyDialog orgId={org._id} apiKey={revoking} onClose={() => setRevoking(null)} />
      )}
    </div>
  );
}
