import {
  AGE_BAND_IDS,
  CONTENT_CATEGORIES,
  COUNTRY_CODES,
  FOLLOWER_RANGES,
  type TCreateRequirementRequest,
  TOP_PERFORMER_GOALS,
  type TTopPerformerGoal,
} from '@creatorscope/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { isApiError } from '../../lib/api/api-error';
import { MultiSelectFilter } from '../../shared/creators/MultiSelectFilter';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { BUDGET_MAX, BUDGET_MIN, type BudgetProblem, parseBudget } from './budget';
import { useCreateRequirement } from './use-top-performers';

const ANY = 'any';
export const REQUIREMENT_FORM_ID = 'requirement-form';
type FormErrors = { name?: string; budget?: string };

type Draft = Required<Omit<TCreateRequirementRequest, 'organization_id' | 'budgetPerPost'>> & {
  budget: string;
};

/** Who, where, budget and goal of a requirement; on success opens its ranked list. */
export function RequirementForm({ onPendingChange }: { onPendingChange: (isPending: boolean) => void }) {
  const { t } = useTranslation('reports');
  const { t: ti } = useTranslation('insights');
  const format = useFormat();
  const navigate = useNavigate();
  const orgId = useCurrentOrgId() ?? '';
  const create = useCreateRequirement();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    categories: [],
    tiers: [],
    countries: [],
    audienceAgeBand: null,
    audienceGender: null,
    goal: 'engagement',
    budget: '',
  });
  const [checked, setChecked] = useState<FormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const budgetRef = useRef<HTMLInputElement>(null);
  const budgetMessage = (problem: BudgetProblem) =>
    t(`requirements.form.${problem}`, {
      min: format.rupees(BUDGET_MIN),
      max: format.rupees(BUDGET_MAX),
    });
  // The server checks the same rules; its English wording never reaches the form.
  const serverErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const errors: FormErrors = {
    name: checked.name ?? (serverErrors.name ? t('requirements.form.nameRequired') : undefined),
    budget: checked.budget ?? (serverErrors.budgetPerPost ? t('requirements.form.budgetInvalid') : undefined),
  };
  const formError = create.error && !errors.name && !errors.budget ? t('requirements.form.error') : undefined;
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const countryOptions = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: format.country(code) })).sort((a, b) =>
        format.collator.compare(a.label, b.label),
      ),
    [format],
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.reset();
    const budget = parseBudget(draft.budget);
    const found: FormErrors = {
      name: draft.name.trim() === '' ? t('requirements.form.nameRequired') : undefined,
      budget: 'problem' in budget ? budgetMessage(budget.problem) : undefined,
    };
    setChecked(found);
    if (found.name || !('value' in budget)) {
      (found.name ? nameRef : budgetRef).current?.focus();
      return;
    }
    onPendingChange(true);
    create.mutate(
      {
        organization_id: orgId,
        name: draft.name.trim(),
        categories: draft.categories,
        tiers: draft.tiers,
        countries: draft.countries,
        audienceAgeBand: draft.audienceAgeBand,
        audienceGender: draft.audienceGender,
        goal: draft.goal,
        budgetPerPost: budget.value,
      },
      {
        onSuccess: (requirement) => {
          toast.success(t('requirements.created'));
          void navigate(`/insights/top-performers/requirements/${requirement._id}`);
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <form id={REQUIREMENT_FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('requirements.form.name')} error={errors.name} isRequired>
        <Input
          ref={nameRef}
          value={draft.name}
          maxLength={80}
          placeholder={t('requirements.form.namePlaceholder')}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <span aria-hidden="true" className="font-medium text-sm text-text">
          {t('requirements.form.goal')}
        </span>
        <SegmentedControl
          label={t('requirements.form.goal')}
          className="w-fit max-w-full flex-wrap"
          value={draft.goal}
          onValueChange={(goal: TTopPerformerGoal) => set({ goal })}
          options={TOP_PERFORMER_GOALS.map((goal) => ({ value: goal, label: t(`goals.${goal}`) }))}
        />
        <p className="text-text-muted text-xs">{t(`goalHints.${draft.goal}`)}</p>
      </div>
      <Field
        label={t('requirements.form.budget')}
        error={errors.budget}
        hint={t('requirements.form.budgetHint')}
        isRequired
      >
        <Input
          ref={budgetRef}
          inputMode="numeric"
          value={draft.budget}
          placeholder="25000"
          dir="ltr"
          onChange={(event) => set({ budget: event.target.value })}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MultiSelectFilter
          label={t('requirements.form.categories')}
          options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: ti(`categories.${c}`) }))}
          selected={draft.categories}
          onChange={(categories) => set({ categories })}
        />
        <MultiSelectFilter
          label={t('requirements.form.tiers')}
          options={FOLLOWER_RANGES.map((tier) => ({ value: tier, label: ti(`tiers.${tier}`) }))}
          selected={draft.tiers}
          onChange={(tiers) => set({ tiers })}
        />
        <MultiSelectFilter
          label={t('requirements.form.countries')}
          options={countryOptions}
          selected={draft.countries}
          onChange={(countries) => set({ countries })}
          isSearchable
        />
        <Field label={t('requirements.form.ageBand')}>
          <Select
            value={draft.audienceAgeBand ?? ANY}
            onValueChange={(band) => set({ audienceAgeBand: band === ANY ? null : band })}
            options={[
              { value: ANY, label: t('requirements.form.any') },
              ...AGE_BAND_IDS.map((band) => ({
                value: band,
                label: t('requirements.form.ageBandValue', { band }),
              })),
            ]}
          />
        </Field>
        <Field label={t('requirements.form.gender')}>
          <Select
            value={draft.audienceGender ?? ANY}
            onValueChange={(gender) => set({ audienceGender: gender === ANY ? null : gender })}
            options={[
              { value: ANY, label: t('requirements.form.any') },
              { value: 'female', label: t('requirements.form.female') },
              { value: 'male', label: t('requirements.form.male') },
            ]}
          />
        </Field>
      </div>
      {formError && (
        <p role="alert" className="text-danger text-sm">
          {formError}
        </p>
      )}
    </form>
  );
}
