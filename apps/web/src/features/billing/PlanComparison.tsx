import { FEATURE_AVAILABILITY, FEATURES_BY_TIER, PLANS, type TPlan } from '@creatorscope/contracts';
import { Check, Minus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Table, type TableColumn } from '../../ui/Table';
import { hasFeature } from './has-feature';

type Row = { id: string; label: ReactNode; cell: (plan: TPlan) => ReactNode };

/**
 * 'Compare plans': every plan's handles, credits, seats and gated features side by side, read
 * from the contracts' table that the server's guard enforces. A feature not built yet says so.
 */
export function PlanComparison() {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const titleId = useId();

  const yes = (
    <span className="inline-flex items-center text-accent">
      <Check aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('table.included')}</span>
    </span>
  );
  const no = (
    <span className="inline-flex items-center text-text-muted">
      <Minus aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('table.notIncluded')}</span>
    </span>
  );
  const quantity = (value: number | null) =>
    value === null ? t('table.custom') : <span className="metric">{format.number(value)}</span>;

  const rows: Row[] = [
    { id: 'handles', label: t('table.rowHandles'), cell: (plan) => quantity(plan.handlesLimit) },
    { id: 'credits', label: t('table.rowCredits'), cell: (plan) => quantity(plan.credits) },
    { id: 'seats', label: t('table.rowSeats'), cell: (plan) => quantity(plan.teamSeats) },
    { id: 'bookmarks', label: t('table.rowBookmarks'), cell: () => t('table.unlimited') },
    ...FEATURES_BY_TIER.map((feature) => ({
      id: feature,
      label: (
        <span className="flex flex-wrap items-center gap-2">
          {t(`features.${feature}.name`)}
          {FEATURE_AVAILABILITY[feature] === 'comingSoon' && <Badge>{t('table.comingSoon')}</Badge>}
        </span>
      ),
      cell: (plan: TPlan) => (hasFeature(plan.id, feature) ? yes : no),
    })),
  ];

  const columns: TableColumn<Row>[] = [
    { id: 'feature', header: t('table.feature'), cell: (row) => row.label, className: 'min-w-48' },
    ...PLANS.map((plan) => ({
      id: plan.id,
      header: t(`plans.${plan.id}.title`),
      cell: (row: Row) => row.cell(plan),
    })),
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-lg text-text">
          {t('table.title')}
        </h2>
        <p className="text-sm text-text-muted">{t('table.text')}</p>
      </div>
      <Table columns={columns} rows={rows} getRowId={(row) => row.id} caption={t('table.title')} />
    </section>
  );
}
