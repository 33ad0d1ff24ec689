import {
  COLLABORATION_OPTIONS,
  CONTENT_CATEGORIES,
  GENDERS,
  INDIAN_LANGUAGES,
  PUBLISHER_TYPES,
  type TGender,
  type TPublisherProfile,
  ZRegisterPublisherRequest,
} from '@creatorscope/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useTranslatedMessage } from '../../i18n/messages';
import { useLanguage } from '../../i18n/use-language';
import { showFormError } from '../../lib/forms/show-form-error';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { MultiSelectField } from './MultiSelectField';
import { PayoutSection } from './PayoutSection';
import {
  BANK_FIELDS,
  formDefaults,
  optionalNumber,
  type PublisherFormInput,
  type PublisherFormValues,
  toRegisterRequest,
} from './publisher-form';
import { useRegisterPublisher } from './use-publisher-profile';

/** Radix Select has no empty choice: this one stands for "not given". */
const NO_GENDER = 'unspecified';

/** The fields a server's 400 answer may name, each shown under its input. */
const SERVER_FIELDS: readonly Path<PublisherFormInput>[] = [
  'name',
  'email',
  'whatsup_number',
  'publisherType',
  'profession',
  'date_of_birth',
  'gender',
  'place',
  'instagramProfile',
  'youtubeProfile',
  'profile_url',
  'categories',
  'preferred_language',
  'collobrationOptions',
  'min',
  'max',
  'upi_id',
  'pan',
  ...BANK_FIELDS.map((field) => `bank_account_details.${field}` as const),
];

const today = () => new Date().toISOString().slice(0, 10);

type PublisherFormProps = {
  /** The saved profile to edit, or null to register. */
  profile: TPublisherProfile | null;
  /** The signed-in person, whose name and email a newcomer starts with. */
  person: { name?: string; email?: string };
};

/** Registers the signed-in person as a publisher, or edits their profile (spec section 3). */
export function PublisherForm({ profile, person }: PublisherFormProps) {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('insights');
  const { dateLocale } = useLanguage();
  const save = useRegisterPublisher();
  const form = useForm<PublisherFormInput, unknown, PublisherFormValues>({
    resolver: zodResolver(ZRegisterPublisherRequest),
    defaultValues: formDefaults(profile, person),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;
  const [isUpiReplaced, setIsUpiReplaced] = useState(false);
  const [isBankReplaced, setIsBankReplaced] = useState(false);
  const [isPanReplaced, setIsPanReplaced] = useState(false);
  const storedBank =
    profile?.bank_account_details && Object.keys(profile.bank_account_details).length > 0
      ? profile.bank_account_details
      : null;
  const isUpiEditable = !profile?.upi_id || isUpiReplaced;
  const isBankEditable = !storedBank || isBankReplaced;
  const isPanEditable = !profile?.pan || isPanReplaced;
  const isNew = profile === null;

  const categoryOptions = useMemo(
    () => CONTENT_CATEGORIES.map((category) => ({ value: category, label: ti(`categories.${category}`) })),
    [ti],
  );
  const languageOptions = useMemo(() => {
    const names = new Intl.DisplayNames([dateLocale], { type: 'language', fallback: 'none' });
    return INDIAN_LANGUAGES.map((language) => {
      const label = names.of(language.code) ?? language.name;
      return {
        value: language.code,
        label,
        hint: language.nativeName === label ? undefined : language.nativeName,
        hintLang: language.code,
      };
    });
  }, [dateLocale]);

  const submit = handleSubmit(async (values) => {
    if (save.isPending) return;
    try {
      const saved = await save.mutateAsync(
        toRegisterRequest(values, { isUpiEditable, isBankEditable, isPanEditable }),
      );
      reset(formDefaults(saved, person));
      setIsUpiReplaced(false);
      setIsBankReplaced(false);
      setIsPanReplaced(false);
      toast.success(t(isNew ? 'publishers.created' : 'publishers.saved'));
    } catch (error) {
      showFormError(error, { setError, fields: SERVER_FIELDS, unexpectedMessage: t('errors.unexpected') });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <Card title={t('publishers.sections.about')} description={t('publishers.sections.aboutText')}>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label={t('publishers.form.name')} error={errors.name?.message} isRequired>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label={t('publishers.form.email')} error={errors.email?.message} isRequired>
              <Input type="email" autoComplete="email" dir="ltr" {...register('email')} />
            </Field>
            <Field
              label={t('publishers.form.whatsapp')}
              hint={t('publishers.form.whatsappHint')}
              error={errors.whatsup_number?.message}
              isRequired
            >
              <Input type="tel" autoComplete="tel" dir="ltr" {...register('whatsup_number')} />
            </Field>
            <Controller
              control={control}
              name="publisherType"
              render={({ field, fieldState }) => (
                <Field label={t('publishers.form.type')} error={fieldState.error?.message} isRequired>
                  <Select
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    placeholder={t('publishers.form.typePlaceholder')}
                    options={PUBLISHER_TYPES.map((type) => ({
                      value: type,
                      label: t(`publishers.types.${type}`),
                    }))}
                  />
                </Field>
              )}
            />
            <Field label={t('publishers.form.profession')} error={errors.profession?.message}>
              <Input autoComplete="organization-title" {...register('profession')} />
            </Field>
            <Field label={t('publishers.form.place')} error={errors.place?.message}>
              <Input autoComplete="address-level2" {...register('place')} />
            </Field>
            <Field label={t('publishers.form.dateOfBirth')} error={errors.date_of_birth?.message}>
              <Input type="date" autoComplete="bday" max={today()} {...register('date_of_birth')} />
            </Field>
            <Controller
              control={control}
              name="gender"
              render={({ field, fieldState }) => (
                <Field label={t('publishers.form.gender')} error={fieldState.error?.message}>
                  <Select<TGender | typeof NO_GENDER>
                    name={field.name}
                    value={field.value ?? NO_GENDER}
                    onValueChange={(gender) => field.onChange(gender === NO_GENDER ? undefined : gender)}
                    options={[
                      { value: NO_GENDER, label: t('publishers.genders.unspecified') },
                      ...GENDERS.map((gender) => ({
                        value: gender,
                        label: t(`publishers.genders.${gender}`),
                      })),
                    ]}
                  />
                </Field>
              )}
            />
          </div>
        </Card>

        <Card title={t('publishers.sections.channels')} description={t('publishers.sections.channelsText')}>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field
              label={t('publishers.form.instagram')}
              hint={t('publishers.form.instagramHint')}
              error={errors.instagramProfile?.message}
            >
              <Input dir="ltr" autoComplete="off" spellCheck={false} {...register('instagramProfile')} />
            </Field>
            <Field
              label={t('publishers.form.youtube')}
              hint={t('publishers.form.youtubeHint')}
              error={errors.youtubeProfile?.message}
            >
              <Input dir="ltr" autoComplete="off" spellCheck={false} {...register('youtubeProfile')} />
            </Field>
            <Field
              label={t('publishers.form.profileUrl')}
              hint={t('publishers.form.profileUrlHint')}
              error={errors.profile_url?.message}
              className="sm:col-span-2"
            >
              <Input type="url" dir="ltr" autoComplete="url" {...register('profile_url')} />
            </Field>
            <Controller
              control={control}
              name="categories"
              render={({ field, fieldState }) => (
                <MultiSelectField
                  label={t('publishers.form.categories')}
                  options={categoryOptions}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="preferred_language"
              render={({ field, fieldState }) => (
                <MultiSelectField
                  label={t('publishers.form.languages')}
                  options={languageOptions}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="collobrationOptions"
              render={({ field, fieldState }) => (
                <fieldset className="flex flex-col gap-2 sm:col-span-2">
                  <legend className="mb-1.5 font-medium text-sm text-text">
                    {t('publishers.form.collaborations')}
                  </legend>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {COLLABORATION_OPTIONS.map((option) => {
                      const chosen = field.value ?? [];
                      return (
                        <Checkbox
                          key={option}
                          id={`collaboration-${option}`}
                          name={field.name}
                          value={option}
                          checked={chosen.includes(option)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...chosen, option]
                                : chosen.filter((item) => item !== option),
                            )
                          }
                          label={t(`publishers.collaborations.${option}`)}
                        />
                      );
                    })}
                  </div>
                  <TranslatedError message={fieldState.error?.message} />
                </fieldset>
              )}
            />
            <Field label={t('publishers.form.minPrice')} error={errors.min?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                dir="ltr"
                {...register('min', { setValueAs: optionalNumber })}
              />
            </Field>
            <Field label={t('publishers.form.maxPrice')} error={errors.max?.message}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                dir="ltr"
                {...register('max', { setValueAs: optionalNumber })}
              />
            </Field>
          </div>
        </Card>

        <PayoutSection
          storedUpi={profile?.upi_id ?? null}
          storedBank={storedBank}
          storedPan={profile?.pan ?? null}
          isPanEditable={isPanEditable}
          onPanEditableChange={setIsPanReplaced}
          isUpiEditable={isUpiEditable}
          isBankEditable={isBankEditable}
          onUpiEditableChange={setIsUpiReplaced}
          onBankEditableChange={setIsBankReplaced}
        />

        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="me-auto text-text-muted text-xs">{t('publishers.form.requiredNote')}</p>
          <Button
            type="submit"
            isLoading={save.isPending}
            disabled={!isNew && !isDirty && !isUpiReplaced && !isBankReplaced && !isPanReplaced}
          >
            {t(isNew ? 'publishers.form.register' : 'publishers.form.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** A checkbox group's error under it, in the reader's language (Field does this for single fields). */
function TranslatedError({ message }: { message: string | undefined }) {
  const shown = useTranslatedMessage(message);
  return shown ? <p className="text-danger text-xs">{shown}</p> : null;
}
