import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { getMediaStorage } from './api';

export const mediaStorageKey = (orgId: string) => ['media', 'storage', orgId] as const;

const MB = 1024 ** 2;

/** What the organisation's media take of its plan's allowance: uploads past it are refused. */
export function StorageUsage({ orgId }: { orgId: string }) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const storage = useQuery({
    queryKey: mediaStorageKey(orgId),
    queryFn: ({ signal }) => getMediaStorage(orgId, signal),
  });
  const size = (bytes: number) =>
    bytes >= 1024 * MB
      ? t('storage.gb', { value: format.decimal(bytes / (1024 * MB)) })
      : t('storage.mb', { value: format.decimal(bytes / MB) });

  if (storage.isError && storage.data === undefined)
    return (
      <div className="flex flex-wrap items-center gap-2 text-text-muted text-xs">
        <span>{t('storage.error')}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void storage.refetch()}
          isLoading={storage.isFetching}
        >
          {t('storage.retry')}
        </Button>
      </div>
    );
  if (storage.data === undefined) return <Skeleton className="h-4 w-48" />;
  const { usedBytes, allowanceBytes } = storage.data;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-text-muted text-xs">
        {usedBytes === 0
          ? t('storage.empty', { allowance: size(allowanceBytes) })
          : t('storage.used', { used: size(usedBytes), allowance: size(allowanceBytes) })}
      </span>
      <meter
        aria-label={t('storage.label')}
        min={0}
        max={allowanceBytes}
        high={allowanceBytes * 0.9}
        value={usedBytes}
        className="h-1.5 w-full max-w-xs"
      />
    </div>
  );
}
