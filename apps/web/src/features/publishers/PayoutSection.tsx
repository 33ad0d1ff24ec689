import { Fragment } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { BANK_FIELDS, type BankField, type PublisherFormInput } from './publisher-form';

type PayoutSectionProps = {
  /** The saved UPI id, masked (as•••@okaxis), or null. */
  storedUpi: string | null;
  /** The saved bank account, its number masked, or null. */
  storedBank: Record<string, string> | null;
  /** The saved PAN, masked (••••••234F), or null. */
  storedPan: string | null;
  isUpiEditable: boolean;
  isBankEditable: boolean;
  isPanEditable: boolean;
  onUpiEditableChange: (isEditable: boolean) => void;
  onBankEditableChange: (isEditable: boolean) => void;
  onPanEditableChange: (isEditable: boolean) => void;
};

const BANK_LABEL_KEYS: Record<BankField, string> = {
  account_holder_name: 'publishers.form.accountHolder',
  account_number: 'publishers.form.accountNumber',
  ifsc_code: 'publishers.form.ifsc',
  bank_name: 'publishers.form.bankName',
};

const isBankField = (key: string): key is BankField => (BANK_FIELDS as readonly string[]).includes(key);

/**
 * Getting paid: a UPI id, a bank account and the PAN that TDS is withheld against. Saved ones
 * show masked with a Replace button that opens empty inputs; they are never filled back in, and
 * are sent only when replaced.
 */
export function PayoutSection({
  storedUpi,
  storedBank,
  storedPan,
  isUpiEditable,
  isBankEditable,
  isPanEditable,
  onUpiEditableChange,
  onBankEditableChange,
  onPanEditableChange,
}: PayoutSectionProps) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<PublisherFormInput>();
  const bankLabel = (key: string) => (isBankField(key) ? t(BANK_LABEL_KEYS[key]) : key);
  const storedBankRows = storedBank ? Object.entries(storedBank) : [];

  const keepStoredUpi = () => {
    setValue('upi_id', '');
    clearErrors('upi_id');
    onUpiEditableChange(false);
  };
  const keepStoredPan = () => {
    setValue('pan', '');
    clearErrors('pan');
    onPanEditableChange(false);
  };
  const keepStoredBank = () => {
    for (const field of BANK_FIELDS) setValue(`bank_account_details.${field}`, '');
    clearErrors('bank_account_details');
    onBankEditableChange(false);
  };

  return (
    <Card title={t('publishers.sections.payout')} description={t('publishers.sections.payoutText')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          {storedUpi && !isUpiEditable ? (
            <StoredPayout
              rows={[{ label: t('publishers.form.upi'), value: storedUpi }]}
              replaceLabel={t('publishers.form.replaceUpi')}
              onReplace={() => onUpiEditableChange(true)}
            />
          ) : (
            <>
              <Field
                label={t('publishers.form.upi')}
                hint={t('publishers.form.upiHint')}
                error={errors.upi_id?.message}
              >
                <Input dir="ltr" autoComplete="off" spellCheck={false} {...register('upi_id')} />
              </Field>
              {storedUpi && (
                <Button variant="ghost" size="sm" className="self-start" onClick={keepStoredUpi}>
                  {t('publishers.form.keepStored')}
                </Button>
              )}
            </>
          )}
        </div>

        <div className="flex flex-col gap-3 border-border border-t pt-6">
          <h3 className="font-medium text-sm text-text">{t('publishers.form.bankTitle')}</h3>
          {storedBankRows.length > 0 && !isBankEditable ? (
            <StoredPayout
              rows={storedBankRows.map(([key, value]) => ({ label: bankLabel(key), value }))}
              replaceLabel={t('publishers.form.replaceBank')}
              onReplace={() => onBankEditableChange(true)}
            />
          ) : (
            <>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {BANK_FIELDS.map((field) => (
                  <Field
                    key={field}
                    label={t(BANK_LABEL_KEYS[field])}
                    error={errors.bank_account_details?.[field]?.message}
                  >
                    <Input
                      dir={field === 'account_holder_name' || field === 'bank_name' ? undefined : 'ltr'}
                      autoComplete={field === 'account_holder_name' ? 'name' : 'off'}
                      inputMode={field === 'account_number' ? 'numeric' : undefined}
                      spellCheck={false}
                      {...register(`bank_account_details.${field}`)}
                    />
                  </Field>
                ))}
              </div>
              {storedBankRows.length > 0 && (
                <Button variant="ghost" size="sm" className="self-start" onClick={keepStoredBank}>
                  {t('publishers.form.keepStored')}
                </Button>
              )}
            </>
          )}
        </div>
        <div className="flex flex-col gap-3 border-border border-t pt-6">
          {storedPan && !isPanEditable ? (
            <StoredPayout
              rows={[{ label: t('publishers.form.pan'), value: storedPan }]}
              replaceLabel={t('publishers.form.replacePan')}
              onReplace={() => onPanEditableChange(true)}
            />
          ) : (
            <>
              <Field
                label={t('publishers.form.pan')}
                hint={t('publishers.form.panHint')}
                error={errors.pan?.message}
              >
                <Input
                  dir="ltr"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={12}
                  className="uppercase"
                  {...register('pan')}
                />
              </Field>
              {storedPan && (
                <Button variant="ghost" size="sm" className="self-start" onClick={keepStoredPan}>
                  {t('publishers.form.keepStored')}
                </Button>
              )}
            </>
          )}
        </div>
        <p className="text-text-muted text-xs">{t('publishers.form.payoutPrivacy')}</p>
      </div>
    </Card>
  );
}

type StoredPayoutProps = {
  rows: { label: string; value: string }[];
  replaceLabel: string;
  onReplace: () => void;
};

/** Saved payout details as the server answers them (masked), and the way to type new ones. */
function StoredPayout({ rows, replaceLabel, onReplace }: StoredPayoutProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-wrap justify-between gap-3 rounded-lg border border-border bg-surface-muted px-4 py-3',
        rows.length > 1 ? 'items-start' : 'items-center',
      )}
    >
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt className="text-text-muted">{row.label}</dt>
            <dd className="metric truncate font-medium text-text">
              <bdi dir="ltr">{row.value}</bdi>
            </dd>
          </Fragment>
        ))}
      </dl>
      <Button variant="secondary" size="sm" aria-label={replaceLabel} onClick={onReplace}>
        {t('publishers.form.replace')}
      </Button>
    </div>
  );
}
