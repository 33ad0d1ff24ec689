import type { TLabel } from '@creatorscope/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { DeleteLabelDialog } from './DeleteLabelDialog';
import { LabelRow } from './LabelRow';
import { checkLabelName, nameErrorOf } from './label-name';
import { useCreateLabel, useLabels } from './use-labels';

type LabelsDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; canWrite: boolean };

/** Create, rename and delete the organisation's labels. */
export function LabelsDialog({ isOpen, onOpenChange, canWrite }: LabelsDialogProps) {
  const { t } = useTranslation('bookmarks');
  const orgId = useCurrentOrgId() ?? '';
  const { data: labels = [], isPending } = useLabels();
  const createLabel = useCreateLabel();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [toDelete, setToDelete] = useState<TLabel | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkLabelName(name);
    if (problem) return setError(problem);
    if (createLabel.isPending) return;
    createLabel.mutate(
      { orgId, name: name.trim() },
      {
        onSuccess: (label) => {
          toast.success(t('labels.created', { name: label.name }));
          setName('');
          setError(undefined);
        },
        onError: (failure) => setError(nameErrorOf(failure, t('labels.unexpected'))),
      },
    );
  };

  return (
    <>
      <Dialog
        open={isOpen}
        onOpenChange={onOpenChange}
        title={t('labels.title')}
        description={t('labels.description')}
      >
        <div className="flex flex-col gap-4">
          {canWrite && (
            <form onSubmit={submit} noValidate className="flex items-start gap-2">
              <Field label={t('labels.newLabel')} isLabelHidden error={error} className="min-w-0 flex-1">
                <Input
                  value={name}
                  maxLength={60}
                  onChange={(event) => {
                    setName(event.target.value);
                    if (error) setError(undefined);
                  }}
                  placeholder={t('labels.namePlaceholder')}
                />
              </Field>
              <Button type="submit" isLoading={createLabel.isPending}>
                <Plus aria-hidden="true" />
                {t('labels.create')}
              </Button>
            </form>
          )}
          {isPending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : labels.length === 0 ? (
            <p className="rounded-lg border border-border border-dashed px-4 py-6 text-center text-sm text-text-muted">
              {t('labels.empty')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {labels.map((label) => (
                <LabelRow
                  key={label._id}
                  label={label}
                  canWrite={canWrite}
                  onDelete={() => setToDelete(label)}
                />
              ))}
            </ul>
          )}
          <p className="text-text-muted text-xs">{t('labels.defaultNote')}</p>
        </div>
      </Dialog>
      {toDelete && <DeleteLabelDialog label={toDelete} onClose={() => setToDelete(null)} />}
    </>
  );
}
