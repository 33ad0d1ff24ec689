import type { TBookmarkType } from '@creatorscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrgId } from '../../app/session-store';
import { queryKeys } from '../../lib/query-keys';
import { createBookmark, deleteBookmark, getBookmarkId, listBookmarks } from './api';

type BookmarkFilters = {
  /** A label id, 'default' for 'Default Label', or undefined for every label. */
  labelId?: string;
  type?: TBookmarkType;
  search?: string;
  page: number;
};

export const BOOKMARKS_PAGE_SIZE = 12;

/** One page of the organisation's bookmarks; the previous page stays on screen while the next loads. */
export function useBookmarks(filters: BookmarkFilters) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.bookmarks.list(orgId ?? '', filters),
    queryFn: ({ signal }) =>
      listBookmarks({ organization: orgId ?? '', ...filters, pageSize: BOOKMARKS_PAGE_SIZE }, signal),
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
    // The page shows a failure in place, with a retry button.
    meta: { silent: true },
  });
}

/** Whether a post shown anywhere is bookmarked: the embed lookup of spec section 7. */
export function useBookmarkLookup(shortcode: string, isEnabled = true) {
  const orgId = useCurrentOrgId();
  return useQuery({
    queryKey: queryKeys.bookmarks.lookup(orgId ?? '', shortcode),
    queryFn: ({ signal }) =>
      getBookmarkId(
        { organization: orgId ?? '', instagramCode: `https://www.instagram.com/p/${shortcode}/` },
        signal,
      ),
    enabled: Boolean(orgId) && isEnabled,
    meta: { silent: true },
  });
}

function useInvalidateBookmarks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks.all });
}

/** Saving by pasted link shows a bad link under the field, so no toast of its own. */
export function useCreateBookmark({ isSilent = false } = {}) {
  const onSuccess = useInvalidateBookmarks();
  return useMutation({ mutationFn: createBookmark, onSuccess, meta: { silent: isSilent } });
}

export function useDeleteBookmark() {
  const onSuccess = useInvalidateBookmarks();
  return useMutation({ mutationFn: deleteBookmark, onSuccess });
}
