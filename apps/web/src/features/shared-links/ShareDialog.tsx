import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentOrgId } from '../../app/session-store';
import { isApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { useCreateSharedLink } from './use-shared-links';

const EXPIRY_CHOICES = ['never', '7', '30', '90'] as const;
type Expiry = (typeof EXPIRY_CHOICES)[number];

type ShareDialogProps = {
  handles: readonly string[];
  defaultTitle: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Creates a read-only link to one creator's report or a shortlist, then offers to copy it. */
export function ShareDialog({ handles, defaultTitle, isOpen, onOpenChange }: ShareDialogProps) {
  const { t } = useTranslation('reports');
  const orgId = useCurrentOrgId() ?? '';
  const [title, setTitle] = useState(defaultTitle);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateSharedLink();
  const formId = useId();
  const errors = isApiError(create.error) ? create.error.fieldErrors : {};
  // An error on a field this form does not show (the organisation, say) still needs a message.
  const isShownField = (field: string) => ['title', 'handles', 'expiresAt'].includes(field);
  const formError = create.error && !Object.keys(errors).some(isShownField) ? t('share.error') : undefined;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setUrl(null);
      create.reset();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const expiresAt =
      expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    create.mutate(
      { organization_id: orgId, title: title.trim(), handles: [...handles], expiresAt },
      {
        onSuccess: (link) => {
          setUrl(`${window.location.origin}${link.path}`);
          toast.success(t('share.created'));
        },
      },
    );
  };

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    toast.success(t('links.copied'));
  };

  return (
    <Dialog
      title={t('share.title')}
      description={
        handles.length === 1
          ? t('share.descriptionCreator')
          : t('share.descriptionShortlist', { count: handles.length })
      }
      open={isOpen}
      onOpenChange={close}
      footer={
        url ? (
          <Button onClick={() => close(false)}>{t('share.done')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              {t('share.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={create.isPending}>
              {t('share.create')}
            </Button>
          </>
        )
      }
    >
      {url ? (
        <div className="flex flex-col gap-3">
          <Field label={t('share.linkLabel')}>
            <Input readOnly value={url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Button variant="secondary" className="w-fit" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            {t('links.copy')}
          </Button>
        </div>
      ) : (
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field label={t('share.titleLabel')} error={errors.title} isRequired>
            <Input value={title} maxLength={100} onChange={(event) => setTitle(event.target.value)} />
          </Field>
          <Field label={t('share.expiryLabel')} error={errors.expiresAt}>
            <Select
              value={expiry}
              onValueChange={setExpiry}
              options={EXPIRY_CHOICES.map((value) => ({ value, label: t(`share.expiry.${value}`) }))}
            />
          </Field>
          {(errors.handles || formError) && (
            <p role="alert" className="text-danger text-sm">
              {errors.handles ?? formError}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
