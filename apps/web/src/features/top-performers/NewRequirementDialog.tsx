import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { REQUIREMENT_FORM_ID, RequirementForm } from './RequirementForm';

/** The create form in a dialog; the form sends the user to the ranked list when saved. */
export function NewRequirementDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('reports');
  const [isPending, setIsPending] = useState(false);
  return (
    <Dialog
      title={t('requirements.newTitle')}
      description={t('requirements.newText')}
      open={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('share.cancel')}
          </Button>
          <Button type="submit" form={REQUIREMENT_FORM_ID} isLoading={isPending}>
            {t('requirements.create')}
          </Button>
        </>
      }
    >
      <RequirementForm onPendingChange={setIsPending} />
    </Dialog>
  );
}
