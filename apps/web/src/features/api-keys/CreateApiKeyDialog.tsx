import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type TApiKeyInput,
  type TCreatedApiKey,
  ZApiKeyInput,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslatedMessage } from '../../i18n/messages';
import { showFormError } from '../../lib/forms/show-form-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { CopyField } from '../../ui/CopyField';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { SCOPE_KEYS } from './scopes';
import { useCreateApiKey } from './use-api-keys';

type CreateApiKeyDialogProps = { orgId: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

type KeyForm = z.input<typeof ZApiKeyInput>;

const DEFAULTS: KeyForm = { name: '', scopes: ['conversions:write'] };

/**
 * Makes a key: a name and what it may do, then its secret, shown this once with a copy button.
 * Closing the dialog forgets the secret; the server never sends it again.
 */
export function CreateApiKeyDialog({ orgId, isOpen, onOpenChange }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const { t: tc } = useTranslation();
  const formId = useId();
  const scopesId = useId();
  const create = useCreateApiKey(orgId);
  const [made, setMade] = useState<TCreatedApiKey | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<KeyForm, unknown, TApiKeyInput>({
    resolver: zodResolver(ZApiKeyInput),
    defaultValues: DEFAULTS,
  });
  const scopesError = useTranslatedMessage(errors.scopes?.message ?? errors.scopes?.[0]?.message);

  const close = (isNowOpen: boolean) => {
    if (isNowOpen) return onOpenChange(true);
    onOpenChange(false);
    setMade(null);
    reset(DEFAULTS);
  };

  const submit = handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('created', { name: answer.key.name }));
        setMade(answer);
      },
      onError: (error) =>
        showFormError(error, {
          setError,
          fields: ['name', 'scopes'],
          unexpectedMessage: tc('errors.unexpected'),
        }),
    });
  });

  if (made) {
    return (
      <Dialog
        open={isOpen}
        onOpenChange={close}
        // Wide enough for the whole secret on one line.
        size="lg"
        title={t('secretDialog.title')}
        description={t('secretDialog.description', { name: made.key.name })}
        footer={<Button onClick={() => close(false)}>{t('secretDialog.done')}</Button>}
      >
        <div className="flex flex-col gap-4">
          <Alert tone="warning" role="status" title={t('secretDialog.warningTitle')}>
            {t('secretDialog.warningText')}
          </Alert>
          <CopyField value={made.secret} label={t('secretDialog.secretLabel', { name: made.key.name })} />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={close}
      title={t('createDialog.title')}
      description={t('createDialog.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('createDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending}>
            {t('createDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field
          label={t('createDialog.name')}
          hint={t('createDialog.nameHint')}
          error={errors.name?.message}
          isRequired
        >
          <Input
            autoComplete="off"
            maxLength={API_KEY_NAME_MAX}
            placeholder={t('createDialog.namePlaceholder')}
            {...register('name')}
          />
        </Field>
        <fieldset
          className="flex flex-col gap-3"
          aria-describedby={scopesError ? `${scopesId}-error` : undefined}
        >
          <legend className="mb-2 font-medium text-sm text-text">{t('createDialog.scopes')}</legend>
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <>
                {API_KEY_SCOPES.map((scope) => {
                  const selected = field.value ?? [];
                  return (
                    <Checkbox
                      key={scope}
                      id={`${scopesId}-${SCOPE_KEYS[scope]}`}
                      checked={selected.includes(scope)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...selected, scope]
                            : selected.filter((value) => value !== scope),
                        )
                      }
                      label={
                        <span className="flex flex-col">
                          <span className="font-medium text-text">{t(`scopes.${SCOPE_KEYS[scope]}`)}</span>
                          <span>{t(`scopeHints.${SCOPE_KEYS[scope]}`)}</span>
                        </span>
                      }
                    />
                  );
                })}
              </>
            )}
          />
          {scopesError && (
            <p id={`${scopesId}-error`} className="text-danger text-xs">
              {scopesError}
            </p>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
