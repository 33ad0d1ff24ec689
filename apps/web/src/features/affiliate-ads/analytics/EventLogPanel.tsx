import {
  AD_EVENT_KINDS,
  EVENT_UNCOUNTED_REASONS,
  type TAdEventKind,
  type TAdEventLogItem,
  type TAffiliateAd,
  type TConversionMark,
} from '@creatorscope/contracts';
import { Check, Download, ListX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId, useSessionStore } from '../../../app/session-store';
import { useFormat } from '../../../app/use-format';
import { ApiError } from '../../../lib/api/api-error';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Select } from '../../../ui/Select';
import { Table, type TableColumn } from '../../../ui/Table';
import { useAdPublishers } from '../use-ad-links';
import { useAnalyticsRange } from './use-analytics-range';
import { downloadEventLog, type EventLogFilters, useEventLog, useMarkConversion } from './use-event-log';

const ALL = 'all';
const KNOWN_REASONS: readonly string[] = EVENT_UNCOUNTED_REASONS;

/**
 * The ad's raw events over the range: every click, page view, custom event and conversion, counted
 * or why not, filtered by kind, publisher and status, a page at a time ("Load more"); the whole
 * filtered log as a CSV file from the server; a counted conversion marked fraud or refunded.
 */
export function EventLogPanel({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-events');
  // The device names the analytics tabs show (this tab is one of them, so they are loaded).
  const { t: tAnalytics } = useTranslation('ad-analytics');
  const format = useFormat();
  const orgId = useCurrentOrgId() ?? '';
  const canWrite = useSessionStore((state) => Boolean(state.org) && state.org?.permission !== 'Read');
  const { range } = useAnalyticsRange();
  const [kind, setKind] = useState<TAdEventKind | typeof ALL>(ALL);
  const [publisherId, setPublisherId] = useState<string>(ALL);
  const [reason, setReason] = useState<string>(ALL);
  const [marking, setMarking] = useState<{ item: TAdEventLogItem; mark: TConversionMark } | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const publishers = useAdPublishers(ad._id);
  const filters: EventLogFilters = {
    ...range,
    kind: kind === ALL ? undefined : kind,
    publisherId: publisherId === ALL ? undefined : publisherId,
    reason: reason === ALL ? undefined : reason,
  };
  const log = useEventLog(ad._id, filters);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const reasonText = (code: string) => (KNOWN_REASONS.includes(code) ? t(`reasons.${code}`) : code);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadEventLog(orgId, ad._id, filters);
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : t('export.failed'));
    } finally {
      setIsExporting(false);
    }
  };

  const columns: TableColumn<TAdEventLogItem>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (item) => <span className="metric whitespace-nowrap">{format.dateTime(item.occurredAt)}</span>,
    },
    { id: 'kind', header: t('columns.kind'), cell: (item) => t(`kinds.${item.kind}`) },
    {
      id: 'publisher',
      header: t('columns.publisher'),
      cell: (item) =>
        item.publisherId ? (
          <span className="flex flex-col">
            <bdi>{item.publisherName ?? t('unknownPublisher')}</bdi>
            {item.linkCode && (
              <span dir="ltr" className="font-mono text-text-muted text-xs">
                {item.linkCode}
              </span>
            )}
          </span>
        ) : (
          <span className="text-text-muted">{t('noPublisher')}</span>
        ),
    },
    {
      id: 'where',
      header: t('columns.where'),
      cell: (item) => (
        <span className="flex flex-col text-xs">
          <span>
            {[
              format.country(item.country),
              item.device ? tAnalytics(`devices.${item.device}`, { defaultValue: item.device }) : '',
            ]
              .filter(Boolean)
              .join(' · ') || '—'}
          </span>
          {item.referrer && (
            <span dir="ltr" className="text-text-muted">
              {item.referrer}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'page',
      header: t('columns.page'),
      cell: (item) => (
        <span
          dir="ltr"
          className="block max-w-48 truncate text-xs"
          title={item.page ?? item.name ?? undefined}
        >
          {item.kind === 'custom' ? item.name : (item.page ?? '—')}
        </span>
      ),
    },
    {
      id: 'order',
      header: t('columns.order'),
      cell: (item) =>
        item.kind === 'conversion' ? (
          <span className="flex flex-col text-xs">
            <bdi className="font-mono">{item.orderId ?? '—'}</bdi>
            {item.value !== null && <span className="metric">{format.money(item.value, ad.currency)}</span>}
          </span>
        ) : null,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (item) =>
        item.counted ? (
          <span className="flex flex-wrap items-center gap-1">
            <span className="flex items-center gap-1 text-success">
              <Check aria-hidden="true" className="size-4" />
              {t('counted')}
            </span>
            {/* Counted, but it pays nothing: why. */}
            {item.uncountedReason ? (
              <span className="text-text-muted">({reasonText(item.uncountedReason)})</span>
            ) : null}
          </span>
        ) : (
          <span className="text-text-muted">{reasonText(item.uncountedReason ?? '')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      isHeaderHidden: true,
      cell: (item) =>
        canWrite && item.kind === 'conversion' && item.counted ? (
          <div className="flex flex-wrap gap-1">
            <Button variant="secondary" size="sm" onClick={() => setMarking({ item, mark: 'refunded' })}>
              {t('mark.refunded.action')}
            </Button>
            <Button variant="danger" size="sm" onClick={() => setMarking({ item, mark: 'fraud' })}>
              {t('mark.fraud.action')}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          size="sm"
          className="w-full sm:w-44"
          aria-label={t('filters.kind')}
          value={kind}
          onValueChange={setKind}
          options={[
            { value: ALL, label: t('filters.allKinds') },
            ...AD_EVENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          ]}
        />
        <Select
          size="sm"
          className="w-full sm:w-52"
          aria-label={t('filters.publisher')}
          value={publisherId}
          onValueChange={setPublisherId}
          options={[
            { value: ALL, label: t('filters.allPublishers') },
            ...(publishers.data ?? []).map((p) => ({ value: p.publisherId, label: p.name })),
          ]}
        />
        <Select
          size="sm"
          className="w-full sm:w-64"
          aria-label={t('filters.status')}
          value={reason}
          onValueChange={setReason}
          options={[
            { value: ALL, label: t('filters.allStatuses') },
            { value: 'counted', label: t('counted') },
            ...EVENT_UNCOUNTED_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
          ]}
        />
        <Button
          variant="secondary"
          size="sm"
          className="ms-auto"
          onClick={() => void exportCsv()}
          isLoading={isExporting}
        >
          <Download aria-hidden="true" />
          {t('export.button')}
        </Button>
      </div>
      {log.isError && log.data === undefined ? (
        <ErrorState
          title={t('errorTitle')}
          text={t('errorText')}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : (
        <div className="overflow-x-auto">
          <Table
            caption={t('caption')}
            columns={columns}
            rows={items}
            getRowId={(item) => item.id}
            isLoading={log.isPending}
            empty={<EmptyState icon={ListX} title={t('emptyTitle')} text={t('emptyText')} />}
          />
        </div>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void log.fetchNextPage()}
          isLoading={log.isFetchingNextPage}
        >
          {t('loadMore')}
        </Button>
      )}
      {marking && (
        <MarkDialog adId={ad._id} currency={ad.currency} {...marking} onClose={() => setMarking(null)} />
      )}
    </div>
  );
}

type MarkDialogProps = {
  adId: string;
  currency: TAffiliateAd['currency'];
  item: TAdEventLogItem;
  mark: TConversionMark;
  onClose: () => void;
};

/** Asks before a mark: the conversion stops counting and its earning goes back to the budget, for good. */
function MarkDialog({ adId, currency, item, mark, onClose }: MarkDialogProps) {
  const { t } = useTranslation('ad-events');
  const format = useFormat();
  const markConversion = useMarkConversion(adId);
  const earned = item.earning && item.earning.status !== 'reversed' ? item.earning : null;
  const values = {
    order: item.orderId ?? '—',
    amount: earned ? format.money(earned.amount, currency) : '',
    name: item.publisherName ?? t('unknownPublisher'),
  };
  const consequence = !earned
    ? t('mark.unpaid')
    : earned.status === 'pending'
      ? t('mark.pending', values)
      : t('mark.released', values);
  return (
    <ConfirmDialog
      title={t(`mark.${mark}.title`, values)}
      text={`${t(`mark.${mark}.text`, values)} ${consequence}`}
      cancelLabel={t('mark.cancel')}
      confirmLabel={t(`mark.${mark}.action`)}
      tone={mark === 'fraud' ? 'danger' : 'primary'}
      isPending={markConversion.isPending}
      onClose={onClose}
      onConfirm={() =>
        markConversion.mutate(
          { eventId: item.id, mark },
          {
            onSuccess: () => {
              toast.success(t(`mark.${mark}.done`, values));
              onClose();
            },
            onError: (error) => {
              toast.error(error instanceof ApiError && error.message ? error.message : t('mark.failed'));
            },
          },
        )
      }
    />
  );
}
