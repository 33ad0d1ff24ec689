import {
  EXTENSION_UNINSTALL_REASONS,
  type TExtensionUninstallRequest,
  ZExtensionUninstallFeedback,
} from '@creatorscope/contracts';
import { HeartHandshake } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrgId } from '../../app/session-store';
import { usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Textarea } from '../../ui/Textarea';
import { useUninstallFeedback, useUninstallReport } from './use-uninstall-feedback';

type Reason = (typeof EXTENSION_UNINSTALL_REASONS)[number];

/**
 * /insights/extension-uninstall: the page the extension opens once removed. Works signed in or
 * not (the sign-in modal does not open here by itself).
 */
export function ExtensionUninstallPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('uninstall.title'));
  const orgId = useCurrentOrgId() ?? undefined;
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [comment, setComment] = useState('');
  const reportId = useUninstallReport(orgId);
  const send = useUninstallFeedback();
  const [isEmpty, setIsEmpty] = useState(false);
  const baseId = useId();
  const errors = isApiError(send.error) ? send.error.fieldErrors : {};
  const formError = send.error && Object.keys(errors).length === 0 ? t('uninstall.error') : undefined;

  const toggle = (reason: Reason) =>
    setReasons((current) =>
      current.includes(reason) ? current.filter((r) => r !== reason) : [...current, reason],
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: TExtensionUninstallRequest = {
      reasons,
      comment: comment.trim(),
      isExtensionInstalled: false,
    };
    if (orgId) body.organization = orgId;
    if (reportId) body.reportId = reportId;
    // The uninstall is reported already; feedback is sent only when it says something.
    const isValid = ZExtensionUninstallFeedback.safeParse(body).success;
    setIsEmpty(!isValid);
    if (isValid) send.mutate(body);
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('uninstall.title')} description={t('uninstall.description')} />
      <Card>
        {send.isSuccess ? (
          <EmptyState
            icon={HeartHandshake}
            title={t('uninstall.thanksTitle')}
            text={t('uninstall.thanksText')}
          />
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-medium text-sm text-text">{t('uninstall.reasonsLabel')}</legend>
              {EXTENSION_UNINSTALL_REASONS.map((reason) => (
                <Checkbox
                  key={reason}
                  id={`${baseId}-${reason}`}
                  label={t(`uninstall.reasons.${reason}`)}
                  checked={reasons.includes(reason)}
                  onChange={() => toggle(reason)}
                />
              ))}
              {(isEmpty || errors.reasons) && (
                <p role="alert" className="text-danger text-xs">
                  {t('uninstall.reasonRequired')}
                </p>
              )}
            </fieldset>
            <Field
              label={t('uninstall.commentLabel')}
              error={errors.comment}
              hint={t('uninstall.commentHint')}
            >
              <Textarea
                value={comment}
                maxLength={1000}
                onChange={(event) => setComment(event.target.value)}
              />
            </Field>
            {formError && (
              <p role="alert" className="text-danger text-sm">
                {formError}
              </p>
            )}
            <Button type="submit" className="w-fit" isLoading={send.isPending}>
              {t('uninstall.submit')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
