import type {
  TBookmark,
  TBookmarkLookup,
  TBookmarkPage,
  TCreateBookmarkRequest,
  TListBookmarksRequest,
} from '@creatorscope/contracts';
import { apiPost } from '../../lib/api/client';

/*
 * The /bookmark calls (spec section 7: Bookmarks). This screen saves from insights, so it uses
 * the -insights- calls for saving; listing and lookups use the plain calls, which see every
 * bookmark of the organisation (trend bookmarks included).
 */

export function createBookmark(body: TCreateBookmarkRequest): Promise<TBookmark> {
  return apiPost<TBookmark>('/bookmark/post-insights-bookmark', body);
}

export function deleteBookmark(body: { organization: string; id: string }): Promise<null> {
  return apiPost<null>('/bookmark/delete-bookmark', body);
}

export function listBookmarks(body: TListBookmarksRequest, signal?: AbortSignal): Promise<TBookmarkPage> {
  return apiPost<TBookmarkPage>('/bookmark/get-bookmark', body, { signal });
}

export function getBookmarkId(
  body: { organization: string; instagramCode: string },
  signal?: AbortSignal,
): Promise<TBookmarkLookup> {
  return apiPost<TBookmarkLookup>('/bookmark/get-bookmark-id', body, { signal });
}
