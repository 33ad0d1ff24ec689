import type { TSharedLink } from '@creatorscope/contracts';
import { Copy, ExternalLink, Link2Off } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useFormat } from '../../app/use-format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';

type Column = 'title' | 'status' | 'views' | 'expires' | 'created' | 'actions';

const TONE: Record<TSharedLink['status'], BadgeTone> = {
  active: 'success',
  expired: 'warning',
  revoked: 'neutral',
};

/** Below `sm` the title cell shows these columns' values itself (see the title column). */
const HIDDEN_ON_PHONES = 'max-sm:hidden';

type SharedLinksTableProps = {
  links: readonly TSharedLink[];
  canWrite: boolean;
  onRevoke: (link: TSharedLink) => void;
};

/** The organisation's links: copy, open, revoke, with their views and expiry. */
export function SharedLinksTable({ links, canWrite, onRevoke }: SharedLinksTableProps) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<Column>>({ columnId: 'created', direction: 'desc' });
  const urlOf = (link: TSharedLink) => `${window.location.origin}${link.path}`;

  const copy = async (link: TSharedLink) => {
    await navigator.clipboard.writeText(urlOf(link));
    toast.success(t('links.copied'));
  };

  const status: TableColumn<TSharedLink, Column> = {
    id: 'status',
    header: t('links.columns.status'),
    className: HIDDEN_ON_PHONES,
    cell: (link) => (
      <Badge tone={TONE[link.status]} hasDot>
        {t(`links.status.${link.status}`)}
      </Badge>
    ),
  };
  const figures: TableColumn<TSharedLink, Column>[] = [
    {
      id: 'views',
      header: t('links.columns.views'),
      isSortable: true,
      isNumeric: true,
      className: HIDDEN_ON_PHONES,
      cell: (link) => format.whole(link.views),
    },
    {
      id: 'expires',
      header: t('links.columns.expires'),
      className: HIDDEN_ON_PHONES,
      cell: (link) => (link.expiresAt ? format.date(link.expiresAt) : t('links.never')),
    },
    {
      id: 'created',
      header: t('links.columns.created'),
      isSortable: true,
      className: HIDDEN_ON_PHONES,
      cell: (link) => format.date(link.createdAt),
    },
  ];

  const columns: TableColumn<TSharedLink, Column>[] = [
    {
      id: 'title',
      header: t('links.columns.title'),
      isSortable: true,
      cell: (link) => (
        <div className="flex min-w-40 flex-col gap-0.5">
          <span className="font-medium text-text wrap-anywhere">{link.title}</span>
          <span className="text-text-muted text-xs">
            {link.kind === 'creator'
              ? t('links.creatorKind', { handle: link.handles[0] })
              : t('links.shortlistKind', { count: link.handles.length })}
          </span>
          {/* A phone has no room for the other columns, which would push the row's actions out of
              sight: their values stack under the title instead, each named by its column's header. */}
          <div className="mt-1.5 flex flex-col items-start gap-1.5 sm:hidden">
            {status.cell(link)}
            <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
              {figures.map((column) => (
                <div key={column.id} className="flex gap-1">
                  <dt className="text-text-muted">{column.header}</dt>
                  <dd className="metric text-text">{column.cell(link)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      ),
    },
    status,
    ...figures,
    {
      id: 'actions',
      header: t('links.columns.actions'),
      isHeaderHidden: true,
      className: 'w-0',
      cell: (link) => (
        <div className="flex items-center justify-end gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('links.copyNamed', { title: link.title })}
            disabled={link.status !== 'active'}
            onClick={() => void copy(link)}
          >
            <Copy aria-hidden="true" />
          </Button>
          {link.status === 'active' ? (
            <Button asChild variant="ghost" size="icon-sm">
              <a
                href={link.path}
                target="_blank"
                rel="noreferrer"
                aria-label={t('links.openNamed', { title: link.title })}
              >
                <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              </a>
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon-sm"
              disabled
              aria-label={t('links.openNamed', { title: link.title })}
            >
              <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
            </Button>
          )}
          {canWrite && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('links.revokeNamed', { title: link.title })}
              disabled={link.status === 'revoked'}
              onClick={() => onRevoke(link)}
            >
              <Link2Off aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    },
  ];

  const rows = useMemo(() => {
    const sign = sort.direction === 'asc' ? 1 : -1;
    const value = (link: TSharedLink) =>
      sort.columnId === 'views'
        ? link.views
        : sort.columnId === 'title'
          ? link.title.toLowerCase()
          : link.createdAt;
    return [...links].sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
  }, [links, sort]);

  return (
    <Table
      caption={t('links.caption')}
      columns={columns}
      rows={rows}
      getRowId={(link) => link._id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}
