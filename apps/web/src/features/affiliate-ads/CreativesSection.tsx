import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentOrgId } from '../../app/session-store';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { MediaUploader, mediaStorageKey, StorageUsage } from '../media';
import type { AdSectionProps } from './ad-form';
import { COLOUR_EXAMPLE, URL_START } from './placeholders';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The creatives publishers share (images and videos uploaded here, or addresses of images, videos
 * or posts typed one per line) and the ad's colour. An upload's address joins the typed list.
 */
export function CreativesSection({ form }: AdSectionProps) {
  const { t } = useTranslation('marketing');
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const colour = watch('theme_color').trim();
  const creatives = linesOf(watch('adPostUrl'));
  const orgId = useCurrentOrgId();
  const queryClient = useQueryClient();
  // An upload or a removal (which deletes a file uploaded here) changes what the storage holds.
  const setCreatives = (urls: string[]) => {
    setValue('adPostUrl', urls.join('\n'), { shouldDirty: true, shouldValidate: isSubmitted });
    if (orgId) void queryClient.invalidateQueries({ queryKey: mediaStorageKey(orgId) });
  };
  return (
    <Card title={t('form.creatives.title')} description={t('form.creatives.description')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <MediaUploader
            label={t('form.creatives.title')}
            urls={creatives}
            onAdd={(url) => setCreatives([...linesOf(form.getValues('adPostUrl')), url])}
            onRemove={(url) =>
              setCreatives(linesOf(form.getValues('adPostUrl')).filter((line) => line !== url))
            }
          />
          {orgId && (
            <div className="mt-2">
              <StorageUsage orgId={orgId} />
            </div>
          )}
        </div>
        <Field
          className="sm:col-span-2"
          label={t('form.adPostUrl')}
          hint={t('form.adPostUrlHint')}
          error={errors.adPostUrl?.message}
        >
          <Textarea rows={3} dir="ltr" placeholder={URL_START} {...register('adPostUrl')} />
        </Field>
        <Field
          label={t('form.themeColor')}
          hint={t('form.themeColorHint')}
          error={errors.theme_color?.message}
        >
          <Input dir="ltr" maxLength={7} placeholder={COLOUR_EXAMPLE} {...register('theme_color')} />
        </Field>
        <div className="flex items-end pb-6 max-sm:hidden">
          <span
            aria-hidden="true"
            className="size-9 rounded-md border border-border bg-accent"
            style={HEX.test(colour) ? { backgroundColor: colour } : undefined}
          />
        </div>
      </div>
    </Card>
  );
}
