import { parseInstagramUrl, type TInstagramPostRef, type TLabel } from '@creatorscope/contracts';
import { BookmarkPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { LabelPicker } from './LabelPicker';
import { chooseLabel } from './label-choice';
import { useSaveBookmark } from './use-save-bookmark';

/**
 * 'Paste an Instagram URL' and Save: the link is read here first (a bad one is named under the
 * field at once), then saved under a label as the bookmark toggle would choose it.
 */
type SaveLinkFormProps = { inputId: string; labels: readonly TLabel[]; canWrite: boolean };

export function SaveLinkForm({ inputId, labels, canWrite }: SaveLinkFormProps) {
  const { t } = useTranslation('bookmarks');
  const { save, isBusy } = useSaveBookmark();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<TInstagramPostRef | null>(null);

  const finish = (ref: TInstagramPostRef, label: TLabel | null) =>
    save(ref, label, () => {
      setLink('');
      setPending(null);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ref = parseInstagramUrl(link);
    if (!ref) {
      setError(link.trim() ? t('save.invalid') : t('save.empty'));
      return;
    }
    setError(undefined);
    const choice = chooseLabel(labels);
    if (choice.kind === 'pick') return setPending(ref);
    finish(ref, choice.kind === 'single' ? choice.label : null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field id={inputId} label={t('save.label')} isLabelHidden error={error} className="min-w-0 flex-1">
        <Input
          type="url"
          inputMode="url"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            if (error) setError(undefined);
          }}
          placeholder={t('save.placeholder')}
          disabled={!canWrite}
          dir="ltr"
          className="rtl:text-end"
        />
      </Field>
      <LabelPicker
        labels={labels}
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        onPick={(label) => pending && finish(pending, label)}
        trigger={
          <Button type="submit" isLoading={isBusy} disabled={!canWrite}>
            <BookmarkPlus aria-hidden="true" />
            {t('save.button')}
          </Button>
        }
      />
    </form>
  );
}
