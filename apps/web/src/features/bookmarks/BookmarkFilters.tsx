import {
  BOOKMARK_TYPES,
  DEFAULT_LABEL_FILTER,
  type TBookmarkType,
  type TLabel,
} from '@creatorscope/contracts';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../ui/SearchInput';
import { Select } from '../../ui/Select';

const ALL = 'all';

type BookmarkFiltersProps = {
  labels: readonly TLabel[];
  labelId: string | undefined;
  type: TBookmarkType | undefined;
  search: string;
  onLabelChange: (labelId: string | undefined) => void;
  onTypeChange: (type: TBookmarkType | undefined) => void;
  onSearchChange: (search: string) => void;
};

/** Label, type (posts or reels) and a search over captions and creators. */
export function BookmarkFilters(props: BookmarkFiltersProps) {
  const { t } = useTranslation('bookmarks');
  const labelOptions = [
    { value: ALL, label: t('filters.allLabels') },
    { value: DEFAULT_LABEL_FILTER, label: t('defaultLabel') },
    ...props.labels.map((label) => ({ value: label._id, label: label.name })),
  ];
  const typeOptions = [
    { value: ALL, label: t('filters.allTypes') },
    ...BOOKMARK_TYPES.map((type) => ({
      value: type,
      label: type === 'reels' ? t('filters.reels') : t('filters.posts'),
    })),
  ];

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput
        className="flex-1"
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
      />
      <div className="flex flex-col gap-2 min-[480px]:flex-row">
        <Select
          aria-label={t('filters.label')}
          options={labelOptions}
          value={props.labelId ?? ALL}
          onValueChange={(value) => props.onLabelChange(value === ALL ? undefined : value)}
          leading={<Tag aria-hidden="true" />}
          className="sm:w-48"
        />
        <Select
          aria-label={t('filters.type')}
          options={typeOptions}
          value={props.type ?? ALL}
          onValueChange={(value) => props.onTypeChange(value === ALL ? undefined : (value as TBookmarkType))}
          className="sm:w-44"
        />
      </div>
    </div>
  );
}
