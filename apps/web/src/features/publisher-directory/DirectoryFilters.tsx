import {
  CONTENT_CATEGORIES,
  INDIAN_LANGUAGES,
  PUBLISHER_DIRECTORY_SORTS,
  PUBLISHER_TYPES,
  type TPublisherDirectorySort,
} from '@creatorscope/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../ui/Input';
import { SearchInput } from '../../ui/SearchInput';
import { Select } from '../../ui/Select';

const ALL = 'all';

export type DirectoryFilterValues = {
  search: string;
  category: string | undefined;
  language: string | undefined;
  publisherType: string | undefined;
  place: string;
  minFollowers: string;
  maxFollowers: string;
  sortBy: TPublisherDirectorySort;
};

type DirectoryFiltersProps = {
  values: DirectoryFilterValues;
  onChange: (next: Partial<DirectoryFilterValues>) => void;
};

/** Search by name, place or profession; a category, a language, a kind, a place, a follower range; the order. */
export function DirectoryFilters({ values, onChange }: DirectoryFiltersProps) {
  const { t, i18n } = useTranslation('publisher-directory');
  const { t: tt } = useTranslation();
  const { t: ti } = useTranslation('insights');
  const languageNames = useMemo(
    () =>
      new Intl.DisplayNames([i18n.language === 'ae' ? 'ar' : i18n.language], {
        type: 'language',
        fallback: 'none',
      }),
    [i18n.language],
  );
  const whole = (text: string) => text.replace(/\D/g, '').slice(0, 10);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          className="sm:max-w-sm sm:flex-1"
          value={values.search}
          maxLength={100}
          aria-label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => onChange({ search: event.target.value })}
        />
        <Select
          aria-label={t('filters.sort')}
          className="sm:ms-auto sm:w-48"
          value={values.sortBy}
          onValueChange={(sortBy) => onChange({ sortBy })}
          options={PUBLISHER_DIRECTORY_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <Select
          aria-label={t('filters.category')}
          className="col-span-2 lg:col-span-1"
          value={values.category ?? ALL}
          onValueChange={(next) => onChange({ category: next === ALL ? undefined : next })}
          options={[
            { value: ALL, label: t('filters.allCategories') },
            ...CONTENT_CATEGORIES.map((value) => ({ value, label: ti(`categories.${value}`) })),
          ]}
        />
        <Select
          aria-label={t('filters.language')}
          value={values.language ?? ALL}
          onValueChange={(next) => onChange({ language: next === ALL ? undefined : next })}
          options={[
            { value: ALL, label: t('filters.allLanguages') },
            ...INDIAN_LANGUAGES.map((language) => ({
              value: language.code,
              label: languageNames.of(language.code) ?? language.name,
            })),
          ]}
        />
        <Select
          aria-label={t('filters.type')}
          value={values.publisherType ?? ALL}
          onValueChange={(next) => onChange({ publisherType: next === ALL ? undefined : next })}
          options={[
            { value: ALL, label: t('filters.allTypes') },
            ...PUBLISHER_TYPES.map((value) => ({ value, label: tt(`publishers.types.${value}`) })),
          ]}
        />
        <Input
          className="col-span-2 lg:col-span-1"
          value={values.place}
          maxLength={100}
          aria-label={t('filters.place')}
          placeholder={t('filters.place')}
          onChange={(event) => onChange({ place: event.target.value })}
        />
        <Input
          inputMode="numeric"
          dir="ltr"
          value={values.minFollowers}
          aria-label={t('filters.minFollowers')}
          placeholder={t('filters.minFollowers')}
          onChange={(event) => onChange({ minFollowers: whole(event.target.value) })}
        />
        <Input
          inputMode="numeric"
          dir="ltr"
          value={values.maxFollowers}
          aria-label={t('filters.maxFollowers')}
          placeholder={t('filters.maxFollowers')}
          onChange={(event) => onChange({ maxFollowers: whole(event.target.value) })}
        />
      </div>
    </div>
  );
}
