import type { TLabel } from '@creatorscope/contracts';
import { Check, Pencil, Tag, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { checkLabelName, nameErrorOf } from './label-name';
import { useRenameLabel } from './use-labels';

type LabelRowProps = { label: TLabel; canWrite: boolean; onDelete: () => void };

/** One label: its name, renamed in place, and the button that asks to delete it. */
export function LabelRow({ label, canWrite, onDelete }: LabelRowProps) {
  const { t } = useTranslation('bookmarks');
  const orgId = useCurrentOrgId() ?? '';
  const rename = useRenameLabel();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || rename.isPending) return;
    const problem = checkLabelName(draft);
    if (problem) return setError(problem);
    if (draft.trim() === label.name) return stopEditing();
    rename.mutate(
      { orgId, id: label._id, name: draft.trim() },
      {
        onSuccess: (renamed) => {
          toast.success(t('labels.renamed', { name: renamed.name }));
          stopEditing();
        },
        onError: (failure) => setError(nameErrorOf(failure, t('labels.unexpected'))),
      },
    );
  };

  if (draft !== null) {
    return (
      <li className="px-3 py-2">
        <form onSubmit={submit} noValidate className="flex items-start gap-2">
          <Field
            label={t('labels.renameLabel', { name: label.name })}
            isLabelHidden
            error={error}
            className="min-w-0 flex-1"
          >
            <Input
              value={draft}
              maxLength={60}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Escape leaves the rename, not the whole dialog.
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                stopEditing();
              }}
            />
          </Field>
          <Button type="submit" size="icon" aria-label={t('labels.save')} isLoading={rename.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('labels.cancel')} onClick={stopEditing}>
            <X aria-hidden="true" />
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 px-3 py-1.5">
      <Tag aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
      <span className="min-w-0 flex-1 truncate text-sm text-text">{label.name}</span>
      {canWrite && (
        <>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('labels.renameLabel', { name: label.name })}
            onClick={() => setDraft(label.name)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('labels.deleteLabel', { name: label.name })}
            onClick={onDelete}
            className="hover:text-danger"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}
