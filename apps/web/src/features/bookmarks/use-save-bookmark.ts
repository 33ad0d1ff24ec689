import { DEFAULT_LABEL_NAME, type TLabel } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { type BookmarkablePost, bookmarkPayload } from './label-choice';
import { useCreateBookmark, useDeleteBookmark } from './use-bookmarks';

/** Saves or removes a bookmark with the success toast of spec section 9; failures toast globally. */
export function useSaveBookmark() {
  const { t } = useTranslation('bookmarks');
  const orgId = useCurrentOrgId();
  const create = useCreateBookmark();
  const remove = useDeleteBookmark();

  const save = (post: BookmarkablePost, label: TLabel | null, onSaved?: () => void) => {
    if (!orgId || create.isPending) return;
    create.mutate(bookmarkPayload(orgId, post, label), {
      onSuccess: (bookmark) => {
        toast.success(t('toast.saved', { label: labelText(bookmark.label, t('defaultLabel')) }));
        onSaved?.();
      },
    });
  };

  const unsave = (id: string) => {
    if (!orgId || remove.isPending) return;
    remove.mutate({ organization: orgId, id }, { onSuccess: () => toast.success(t('toast.removed')) });
  };

  return { save, unsave, isBusy: create.isPending || remove.isPending };
}

/** 'Default Label' is ours to translate; a label the user named is shown as they named it. */
export function labelText(name: string, translatedDefault: string): string {
  return name === DEFAULT_LABEL_NAME ? translatedDefault : name;
}
