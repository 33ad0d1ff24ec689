import type { TAffiliateAd, TAffiliateAdInput, TPlanCurrency } from '@creatorscope/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { showFormError } from '../../lib/forms/show-form-error';
import { useSingleFlight } from '../../lib/forms/use-single-flight';
import { Button } from '../../ui/Button';
import { AdPreviewCard } from './AdPreviewCard';
import { AudienceSection } from './AudienceSection';
import { type AdDraft, type AdDraftField, adResolver, emptyDraft } from './ad-draft';
import { ADS_PATH, adPath } from './ad-paths';
import { BasicsSection } from './BasicsSection';
import { CreativesSection } from './CreativesSection';
import { PricingSection } from './PricingSection';
import { TrackingSection } from './TrackingSection';
import { useSaveAd } from './use-affiliate-ads';

const FIELDS = Object.keys(emptyDraft()) as AdDraftField[];

type AdFormProps = {
  /** The ad being edited; a new ad when not given. */
  ad?: TAffiliateAd;
  defaultValues: AdDraft;
  currency: TPlanCurrency;
};

/**
 * The ad's fields in five groups, checked by the contract's schema as the server checks them,
 * beside a preview that follows what is typed. Saving opens the ad.
 */
export function AdForm({ ad, defaultValues, currency }: AdFormProps) {
  const { t } = useTranslation('marketing');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAd(ad?._id);
  const form = useForm<AdDraft, unknown, TAffiliateAdInput>({ resolver: adResolver, defaultValues });
  const draft = useWatch({ control: form.control }) as AdDraft;

  const { run, isPending } = useSingleFlight(async (values: TAffiliateAdInput) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(t(ad ? 'form.updated' : 'form.created'));
      await navigate(adPath(saved._id));
    } catch (error) {
      showFormError(error, {
        setError: form.setError,
        fields: FIELDS,
        unexpectedMessage: tc('errors.unexpected'),
      });
    }
  });

  const sections = { form, currency };
  return (
    <form
      onSubmit={form.handleSubmit(run)}
      noValidate
      aria-label={t(ad ? 'form.editLabel' : 'form.newLabel')}
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <BasicsSection {...sections} />
        <CreativesSection {...sections} />
        <PricingSection {...sections} />
        <AudienceSection {...sections} />
        <TrackingSection {...sections} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" asChild>
            <Link to={ad ? adPath(ad._id) : ADS_PATH}>{t('form.cancel')}</Link>
          </Button>
          <Button type="submit" isLoading={isPending}>
            {t(ad ? 'form.save' : 'form.create')}
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-20 lg:self-start">
        <AdPreviewCard
          preview={{
            campaignName: draft.campaignName ?? '',
            brandName: draft.brandName ?? '',
            aboutBrand: draft.aboutBrand ?? '',
            adType: draft.ad_type ?? '',
            platforms: draft.ad_platform ?? [],
            creativeUrl: (draft.adPostUrl ?? '').split('\n')[0]?.trim(),
            websiteUrl: draft.website_url ?? '',
            themeColor: draft.theme_color ?? '',
            commission: draft.commission_percent_on_conversion ?? '',
            conversionCap: draft.conversion_price_cap ?? '',
            currency,
          }}
        />
      </div>
    </form>
  );
}
