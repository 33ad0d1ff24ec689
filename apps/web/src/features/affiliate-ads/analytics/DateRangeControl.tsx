import type { TAnalyticsRange } from '@creatorscope/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../app/use-format';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { checkCustomRange, RANGE_PRESETS, type RangeChoice } from './analytics-range';
import { useAnalyticsRange } from './use-analytics-range';

/**
 * The days an analytics screen shows: the last 7, 30 or 90, or a custom range applied with its
 * button (a half-typed date would otherwise load a range nobody asked for). Kept in the address.
 */
export function DateRangeControl() {
  const { t } = useTranslation('ad-analytics');
  const format = useFormat();
  const { choice, range, choosePreset, chooseCustom } = useAnalyticsRange();
  const [isCustomOpen, setIsCustomOpen] = useState(choice === 'custom');
  const shown: RangeChoice = isCustomOpen ? 'custom' : choice;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SegmentedControl
          label={t('range.label')}
          value={shown}
          onValueChange={(next) => {
            if (next === 'custom') return setIsCustomOpen(true);
            setIsCustomOpen(false);
            choosePreset(next);
          }}
          options={[
            ...RANGE_PRESETS.map((preset) => ({ value: preset, label: t(`range.presets.${preset}`) })),
            { value: 'custom' as const, label: t('range.custom') },
          ]}
        />
        <p className="metric text-sm text-text-muted">
          {t('range.shown', { from: format.date(range.from), to: format.date(range.to) })}
        </p>
      </div>
      {isCustomOpen && (
        <CustomRangeForm key={`${range.from}|${range.to}`} range={range} onApply={chooseCustom} />
      )}
    </div>
  );
}

function CustomRangeForm({
  range,
  onApply,
}: {
  range: TAnalyticsRange;
  onApply: (range: TAnalyticsRange) => void;
}) {
  const { t } = useTranslation('ad-analytics');
  const formId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof checkCustomRange>>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomRange(from, to);
    setProblem(found);
    if (!found) onApply({ from, to });
  };

  return (
    <form
      aria-label={t('range.customForm')}
      onSubmit={apply}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <Field
        id={`${formId}-from`}
        label={t('range.from')}
        error={problem?.field === 'from' ? problem.message : undefined}
        className="w-40"
      >
        <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
      </Field>
      <Field
        id={`${formId}-to`}
        label={t('range.to')}
        error={problem?.field === 'to' ? problem.message : undefined}
        className="w-40"
      >
        <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
      </Field>
      {/* Lined up with the inputs, under their labels' height. */}
      <Button type="submit" variant="secondary" className="sm:mt-7">
        {t('range.apply')}
      </Button>
    </form>
  );
}
