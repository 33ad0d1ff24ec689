import type { TBookmarkType } from '@creatorscope/contracts';
import { create } from 'zustand';

/** Spec section 3: the bookmark modal's state (status, type, code); not persisted. */
type BookmarkModalState = {
  status: boolean;
  type: TBookmarkType;
  /** The post's shortcode. */
  code: string;
};

export const useBookmarkModalStore = create<BookmarkModalState>()(() => ({
  status: false,
  type: 'posts',
  code: '',
}));

export function openBookmarkModal(post: { type: TBookmarkType; code: string }): void {
  useBookmarkModalStore.setState({ status: true, ...post });
}

export function closeBookmarkModal(): void {
  useBookmarkModalStore.setState({ status: false });
}
