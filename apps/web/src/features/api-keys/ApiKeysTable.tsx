import type { TApiKey } from '@creatorscope/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import { SCOPE_KEYS } from './scopes';

const PAGE_SIZE = 10;

type ColumnId = 'name' | 'scopes' | 'created' | 'lastUsed' | 'status' | 'actions';

type ApiKeysTableProps = {
  keys: readonly TApiKey[];
  onRevoke: (key: TApiKey) => void;
};

/** Never-used keys sort as the oldest use; revoked keys after live ones. */
function compare(a: TApiKey, b: TApiKey, columnId: ColumnId, collator: Intl.Collator): number {
  switch (columnId) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'lastUsed':
      return Date.parse(a.lastUsedAt ?? '0') - Date.parse(b.lastUsedAt ?? '0');
    case 'status':
      return Number(a.revokedAt !== null) - Number(b.revokedAt !== null);
    default:
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  }
}

function StatusBadge({ apiKey }: { apiKey: TApiKey }) {
  const { t } = useTranslation('api-keys');
  return apiKey.revokedAt ? (
    <Badge hasDot>{t('table.revoked')}</Badge>
  ) : (
    <Badge tone="success" hasDot>
      {t('table.active')}
    </Badge>
  );
}

/**
 * When the key last authenticated a call ('5 minutes ago', to the minute), or never. Labelled
 * ('Used 5 minutes ago') where it stands without its column's header, under the name on a phone.
 */
function LastUsed({ apiKey, isLabelled = false }: { apiKey: TApiKey; isLabelled?: boolean }) {
  const { t } = useTranslation('api-keys');
  const format = useFormat();
  if (!apiKey.lastUsedAt) return <span>{isLabelled ? t('table.neverUsed') : t('table.never')}</span>;
  const ago = format.ago(apiKey.lastUsedAt);
  return (
    <time dateTime={apiKey.lastUsedAt} title={format.dateTime(apiKey.lastUsedAt)}>
      {isLabelled ? t('table.usedAgo', { time: ago }) : ago}
    </time>
  );
}

/** The organisation's keys: which is which (name, prefix), what each may do, when it was last used. */
export function ApiKeysTable({ keys, onRevoke }: ApiKeysTableProps) {
  const { t } = useTranslation('api-keys');
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<ColumnId>>({ columnId: 'created', direction: 'desc' });
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...keys].sort((a, b) => direction * compare(a, b, sort.columnId, collator));
  }, [keys, sort, format]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const rows = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const columns: TableColumn<TApiKey, ColumnId>[] = [
    {
      id: 'name',
      header: t('table.name'),
      isSortable: true,
      cell: (key) => (
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="truncate font-medium text-text">
            <bdi>{key.name}</bdi>
          </span>
          <code dir="ltr" className="w-fit font-mono text-text-muted text-xs">
            {`${key.prefix}…`}
          </code>
          {/* Small screens have no status and last-use columns: they sit under the name instead. */}
          <span className="mt-1.5 flex flex-wrap items-center gap-2 text-text-muted text-xs sm:hidden">
            <StatusBadge apiKey={key} />
            <LastUsed apiKey={key} isLabelled />
          </span>
        </div>
      ),
    },
    {
      id: 'scopes',
      header: t('table.scopes'),
      className: 'hidden md:table-cell',
      cell: (key) => (
        <div className="flex flex-wrap gap-1">
          {key.scopes.map((scope) => (
            <Badge key={scope} tone="accent">
              {t(`scopes.${SCOPE_KEYS[scope]}`)}
            </Badge>
          ))}
        </div>
      ),
    },
    {
      id: 'created',
      header: t('table.created'),
      isSortable: true,
      className: 'hidden lg:table-cell',
      cell: (key) => (
        <div className="flex flex-col text-text-muted">
          <span className="metric">{format.date(key.createdAt)}</span>
          {key.createdBy && (
            <span className="truncate text-xs">{t('table.createdBy', { name: key.createdBy.name })}</span>
          )}
        </div>
      ),
    },
    {
      id: 'lastUsed',
      header: t('table.lastUsed'),
      isSortable: true,
      className: 'hidden sm:table-cell',
      cell: (key) => (
        <span className="text-text-muted">
          <LastUsed apiKey={key} />
        </span>
      ),
    },
    {
      id: 'status',
      header: t('table.status'),
      isSortable: true,
      className: 'hidden sm:table-cell',
      cell: (key) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge apiKey={key} />
          {key.revokedAt && <span className="text-text-muted text-xs">{format.date(key.revokedAt)}</span>}
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('table.actions'),
      isHeaderHidden: true,
      className: 'w-px text-end',
      cell: (key) =>
        key.revokedAt ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('table.revokeLabel', { name: key.name })}
            onClick={() => onRevoke(key)}
          >
            {t('table.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={rows}
      getRowId={(key) => key._id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      pagination={{
        page: currentPage,
        pageCount,
        onPageChange: setPage,
        summary: t('table.count', { count: keys.length }),
      }}
    />
  );
}
