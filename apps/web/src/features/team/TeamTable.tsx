import { OWNER_ROLE, type TTeamMember } from '@creatorscope/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Table, type TableColumn, type TableSort } from '../../ui/Table';
import { MemberActions } from './MemberActions';
import { MemberStatusBadge, memberStatus } from './member-status';

const PAGE_SIZE = 10;

type ColumnId = 'member' | 'permission' | 'role' | 'status' | 'actions';

type TeamTableProps = {
  members: readonly TTeamMember[];
  isLoading: boolean;
  orgId: string;
  /** Admins see the actions column. */
  canManage: boolean;
  onEdit: (member: TTeamMember) => void;
  onRemove: (member: TTeamMember) => void;
};

const STATUS_ORDER = { active: 0, invited: 1, inactive: 2 } as const;
const PERMISSION_ORDER = { Admin: 0, Write: 1, Read: 2 } as const;

function compare(a: TTeamMember, b: TTeamMember, columnId: ColumnId, collator: Intl.Collator): number {
  switch (columnId) {
    case 'permission':
      return PERMISSION_ORDER[a.permission] - PERMISSION_ORDER[b.permission];
    case 'status':
      return STATUS_ORDER[memberStatus(a)] - STATUS_ORDER[memberStatus(b)];
    case 'role':
      return collator.compare(a.role, b.role);
    default:
      return collator.compare(a.name || a.email, b.name || b.email);
  }
}

/** Members and pending invitations: sortable by member, permission, role and status, 10 a page. */
export function TeamTable({ members, isLoading, orgId, canManage, onEdit, onRemove }: TeamTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [sort, setSort] = useState<TableSort<ColumnId>>({ columnId: 'member', direction: 'asc' });
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const { collator } = format;
    const direction = sort.direction === 'asc' ? 1 : -1;
    return [...members].sort((a, b) => direction * compare(a, b, sort.columnId, collator));
  }, [members, sort, format]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const rows = sorted.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const columns: TableColumn<TTeamMember, ColumnId>[] = [
    {
      id: 'member',
      header: t('team.member'),
      isSortable: true,
      cell: (member) => (
        <div className="flex min-w-0 flex-col">
          <span className="flex items-center gap-2 font-medium text-text">
            <span className="truncate">{member.name || member.email}</span>
            {member.isYou && <Badge tone="accent">{t('team.you')}</Badge>}
          </span>
          <span className="truncate text-text-muted text-xs">
            <bdi>{member.email}</bdi>
          </span>
          {member.organization_name && (
            <span className="truncate text-text-muted text-xs">{member.organization_name}</span>
          )}
          {/* Small screens have no status column: the badge sits under the name instead. */}
          <span className="mt-1.5 sm:hidden">
            <MemberStatusBadge member={member} />
          </span>
        </div>
      ),
    },
    {
      id: 'permission',
      header: t('team.permission'),
      isSortable: true,
      cell: (member) => <Badge>{t(`team.permissions.${member.permission}`)}</Badge>,
    },
    {
      id: 'role',
      header: t('team.role'),
      isSortable: true,
      className: 'hidden md:table-cell',
      cell: (member) => (
        <span className="text-text-muted">
          {member.role === OWNER_ROLE ? t('team.ownerRole') : member.role}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('team.statusHeader'),
      isSortable: true,
      className: 'hidden sm:table-cell',
      cell: (member) => <MemberStatusBadge member={member} />,
    },
    ...(canManage
      ? [
          {
            id: 'actions' as const,
            header: t('team.actions'),
            isHeaderHidden: true,
            className: 'w-px text-end',
            cell: (member: TTeamMember) => (
              <MemberActions member={member} orgId={orgId} onEdit={onEdit} onRemove={onRemove} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Table
      caption={t('team.tableCaption')}
      columns={columns}
      rows={rows}
      getRowId={(member) => member.id}
      isLoading={isLoading}
      loadingRowCount={3}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      pagination={{
        page: currentPage,
        pageCount,
        onPageChange: setPage,
        summary: t('team.count', { count: members.length }),
      }}
    />
  );
}
