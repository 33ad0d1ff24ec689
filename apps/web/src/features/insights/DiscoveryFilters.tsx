import {
  AGE_BAND_IDS,
  CONTENT_CATEGORIES,
  COUNTRY_CODES,
  FOLLOWER_RANGES,
  type TDiscoveryQueryInput,
} from '@creatorscope/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { MultiSelectFilter } from '../../shared/creators/MultiSelectFilter';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { CommitInput } from './CommitInput';
import { useCategories } from './use-insights';

type DiscoveryFiltersProps = {
  query: TDiscoveryQueryInput;
  /** Applies a change of filters (the page goes back to 1). */
  onChange: (patch: Partial<TDiscoveryQueryInput>) => void;
};

const ANY = 'any';

const toNumber = (text: string): number | undefined => {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};
const fromNumber = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Every discovery filter; laid out as a grid on wide screens and a single column in the sheet. */
export function DiscoveryFilters({ query, onChange }: DiscoveryFiltersProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  const { data: categoryCounts } = useCategories();

  const categoryOptions = useMemo(
    () =>
      CONTENT_CATEGORIES.map((category) => {
        const count = categoryCounts?.find((item) => item.category === category)?.creators;
        return {
          value: category,
          label: t(`categories.${category}`),
          hint: count === undefined ? undefined : format.compact(count),
        };
      }),
    [categoryCounts, format, t],
  );
  const tierOptions = FOLLOWER_RANGES.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }));
  const countryOptions = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: format.country(code) })).sort((a, b) =>
        format.collator.compare(a.label, b.label),
      ),
    [format],
  );

  const number = (key: keyof TDiscoveryQueryInput) => (text: string) => onChange({ [key]: toNumber(text) });

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label={t('filters.search')} className="sm:col-span-2">
        <CommitInput
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          value={query.search ?? ''}
          onCommit={(text) => onChange({ search: text.trim() || undefined })}
          maxLength={60}
        />
      </Field>
      <MultiSelectFilter
        label={t('filters.categories')}
        options={categoryOptions}
        selected={query.categories ?? []}
        onChange={(categories) => onChange({ categories: categories.length ? categories : undefined })}
      />
      <MultiSelectFilter
        label={t('filters.tiers')}
        options={tierOptions}
        selected={query.tiers ?? []}
        onChange={(tiers) => onChange({ tiers: tiers.length ? tiers : undefined })}
      />
      <MultiSelectFilter
        label={t('filters.countries')}
        options={countryOptions}
        selected={query.countries ?? []}
        onChange={(countries) => onChange({ countries: countries.length ? countries : undefined })}
        isSearchable
      />
      <Field label={t('filters.ageBand')}>
        <Select
          value={query.audienceAgeBand ?? ANY}
          onValueChange={(band) => onChange({ audienceAgeBand: band === ANY ? undefined : band })}
          options={[
            { value: ANY, label: t('filters.any') },
            ...AGE_BAND_IDS.map((band) => ({ value: band, label: t('filters.ageBandValue', { band }) })),
          ]}
        />
      </Field>
      <Field label={t('filters.gender')}>
        <Select
          value={query.audienceGender ?? ANY}
          onValueChange={(gender) => onChange({ audienceGender: gender === ANY ? undefined : gender })}
          options={[
            { value: ANY, label: t('filters.any') },
            { value: 'female', label: t('filters.mostlyFemale') },
            { value: 'male', label: t('filters.mostlyMale') },
          ]}
        />
      </Field>
      <Field label={t('filters.qualityMin')}>
        <CommitInput
          inputMode="numeric"
          placeholder={t('filters.qualityPlaceholder')}
          value={fromNumber(query.qualityMin)}
          onCommit={(text) => {
            const value = toNumber(text);
            onChange({ qualityMin: value === undefined ? undefined : Math.min(100, value) });
          }}
        />
      </Field>
      <Field label={t('filters.engagementMin')}>
        <CommitInput
          inputMode="decimal"
          placeholder={t('filters.percentPlaceholder')}
          value={fromNumber(query.engagementMin)}
          onCommit={number('engagementMin')}
        />
      </Field>
      <Field label={t('filters.engagementMax')}>
        <CommitInput
          inputMode="decimal"
          placeholder={t('filters.percentPlaceholder')}
          value={fromNumber(query.engagementMax)}
          onCommit={number('engagementMax')}
        />
      </Field>
      <Field label={t('filters.followersMin')}>
        <CommitInput
          inputMode="numeric"
          placeholder={t('filters.followersPlaceholder')}
          value={fromNumber(query.followersMin)}
          onCommit={number('followersMin')}
        />
      </Field>
      <Field label={t('filters.followersMax')}>
        <CommitInput
          inputMode="numeric"
          placeholder={t('filters.followersPlaceholder')}
          value={fromNumber(query.followersMax)}
          onCommit={number('followersMax')}
        />
      </Field>
    </div>
  );
}
