import { DEFAULT_LABEL_FILTER, type TBookmarkType } from '@creatorscope/contracts';
import { Bookmark, ClipboardPaste, SearchX, Tags } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../app/QueryState';
import { useSessionStore } from '../../app/session-store';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { TablePagination } from '../../ui/TablePagination';
import { LabelsDialog, useLabels } from '../labels';
import { BookmarkFilters } from './BookmarkFilters';
import { BookmarkGrid, BookmarkGridSkeleton } from './BookmarkGrid';
import { BookmarkModal } from './BookmarkModal';
import { closeBookmarkModal, useBookmarkModalStore } from './bookmark-modal-store';
import { SaveLinkForm } from './SaveLinkForm';
import { BOOKMARKS_PAGE_SIZE, useBookmarks } from './use-bookmarks';

const LINK_INPUT_ID = 'bookmark-link';

/** /insights/bookmarks: saved Instagram posts and reels, by label, with the labels' management. */
export function BookmarksPage() {
  const { t } = useTranslation('bookmarks');
  const format = useFormat();
  usePageTitle(t('title'));
  const org = useSessionStore((state) => state.org);
  const canWrite = org?.permission !== 'Read';
  const { data: labels = [] } = useLabels();
  const [labelId, setLabelId] = useState<string>();
  const [type, setType] = useState<TBookmarkType>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isLabelsOpen, setIsLabelsOpen] = useState(false);
  const deferredSearch = useDeferredValue(search.trim());
  // A label that was deleted meanwhile is no filter any more.
  const activeLabelId =
    labelId === DEFAULT_LABEL_FILTER || labels.some((label) => label._id === labelId) ? labelId : undefined;
  const filters = { labelId: activeLabelId, type, search: deferredSearch || undefined, page };
  const bookmarks = useBookmarks(filters);
  const modal = useBookmarkModalStore();
  const isFiltered = Boolean(activeLabelId || type || deferredSearch);
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          org && (
            <Button variant="secondary" onClick={() => setIsLabelsOpen(true)}>
              <Tags aria-hidden="true" />
              {t('labels.manage')}
            </Button>
          )
        }
      />
      <QueryState
        signInText={t('signInText')}
        noOrgTitle={t('noOrgTitle')}
        noOrgText={t('noOrgText')}
        query={bookmarks}
        errorTitle={t('error.title')}
        errorText={t('error.text')}
        skeleton={<BookmarkGridSkeleton />}
        isEmpty={({ items }) => items.length === 0}
        empty={
          isFiltered ? (
            <EmptyState icon={SearchX} title={t('empty.filteredTitle')} text={t('empty.filteredText')} />
          ) : (
            <EmptyState
              icon={Bookmark}
              title={t('empty.title')}
              text={t('empty.text')}
              action={
                canWrite ? (
                  <Button onClick={() => document.getElementById(LINK_INPUT_ID)?.focus()}>
                    <ClipboardPaste aria-hidden="true" />
                    {t('empty.action')}
                  </Button>
                ) : undefined
              }
            />
          )
        }
        layout={(state, org) => (
          <>
            <Card>
              <div className="flex flex-col gap-3">
                <SaveLinkForm inputId={LINK_INPUT_ID} labels={labels} canWrite={canWrite} />
                <BookmarkFilters
                  labels={labels}
                  labelId={activeLabelId}
                  type={type}
                  search={search}
                  onLabelChange={resetPage(setLabelId)}
                  onTypeChange={resetPage(setType)}
                  onSearchChange={resetPage(setSearch)}
                />
              </div>
            </Card>
            {state}
            <LabelsDialog isOpen={isLabelsOpen} onOpenChange={setIsLabelsOpen} canWrite={canWrite} />
            <BookmarkModal
              org={org._id}
              code={modal.code}
              type={modal.type}
              labels={labels}
              isOpen={modal.status}
              onClose={closeBookmarkModal}
            />
          </>
        )}
      >
        {({ items, total }) => {
          const from = (page - 1) * BOOKMARKS_PAGE_SIZE + 1;
          return (
            <>
              <BookmarkGrid bookmarks={items} labels={labels} />
              <TablePagination
                page={page}
                pageCount={Math.ceil(total / BOOKMARKS_PAGE_SIZE)}
                onPageChange={setPage}
                summary={t('summary', {
                  from: format.whole(from),
                  to: format.whole(from + items.length - 1),
                  total: format.whole(total),
                })}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
