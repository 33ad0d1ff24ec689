import type { TAffiliateAd } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { useLanguage } from '../../i18n/use-language';
import { Card } from '../../ui/Card';
import { platformName } from './platform-names';
import { useEndDate } from './use-end-date';

type Row = { label: string; value: ReactNode };

/** The ad's fields as the marketer entered them, in the form's groups; blanks say so. */
export function AdDetails({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('marketing');
  const { t: ti } = useTranslation('insights');
  const format = useFormat();
  const { dateLocale } = useLanguage();
  const listFormat = new Intl.ListFormat(dateLocale, { type: 'unit', style: 'short' });
  const endDate = useEndDate();
  const none = <span className="text-text-muted">{t('detail.none')}</span>;
  const money = (amount: number | null) => (amount === null ? none : format.money(amount, ad.currency));
  const whole = (value: number | null) => (value === null ? none : format.whole(value));
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : none);
  const url = (value: string | null) =>
    value ? (
      <bdi dir="ltr" className="break-all">
        {value}
      </bdi>
    ) : (
      none
    );
  const list = (values: readonly string[]) =>
    values.length > 0 ? <bdi>{listFormat.format(values)}</bdi> : none;
  const days = (value: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) ? format.date(`${value}T12:00:00Z`) : format.dateTime(value);

  const groups: { title: string; rows: Row[] }[] = [
    {
      title: t('form.basics.title'),
      rows: [
        { label: t('form.brandName'), value: text(ad.brandName) },
        { label: t('form.aboutBrand'), value: text(ad.aboutBrand) },
        { label: t('form.adType'), value: t(`adTypes.${ad.ad_type}`) },
        { label: t('form.displayType'), value: t(`displayTypes.${ad.ad_display_type}`) },
        { label: t('form.platforms'), value: list(ad.ad_platform.map((p) => platformName(p, t))) },
        { label: t('form.schedulePost'), value: days(ad.schedule_post) },
        { label: t('form.validity'), value: endDate(ad) },
      ],
    },
    {
      title: t('form.creatives.title'),
      rows: [
        {
          label: t('form.adPostUrl'),
          value:
            ad.adPostUrl.length > 0 ? (
              <ul className="flex flex-col gap-1">
                {ad.adPostUrl.map((link) => (
                  <li key={link}>{url(link)}</li>
                ))}
              </ul>
            ) : (
              none
            ),
        },
        { label: t('form.themeColor'), value: url(ad.theme_color) },
      ],
    },
    {
      title: t('form.pricing.title'),
      rows: [
        { label: t('detail.budget'), value: money(ad.budget) },
        { label: t('form.commission'), value: format.percent(ad.commission_percent_on_conversion) },
        { label: t('detail.conversionCap'), value: money(ad.conversion_price_cap) },
        { label: t('detail.clickPrice'), value: money(ad.clicks_base_price) },
        { label: t('form.clickThreshold'), value: whole(ad.clicks_threshold) },
        { label: t('detail.viewPrice'), value: money(ad.views_base_price) },
        { label: t('form.viewThreshold'), value: whole(ad.views_threshold) },
        { label: t('detail.postPrice'), value: money(ad.post_price) },
        { label: t('form.postLimit'), value: whole(ad.post_limit) },
        {
          label: t('form.holdingDays'),
          value: t(`form.holdingChoices.${ad.holdingDays}`),
        },
        {
          label: t('form.attributionDays'),
          value: t(`form.attributionChoices.${ad.attributionDays}`),
        },
        {
          label: t('detail.conversionsFrom'),
          value: ad.serverConversionsOnly
            ? t('detail.conversionsFromServer')
            : t('detail.conversionsFromAny'),
        },
      ],
    },
    {
      title: t('form.audience.title'),
      rows: [
        { label: t('form.categories'), value: list(ad.category.map((c) => ti(`categories.${c}`))) },
        { label: t('form.locations'), value: list(ad.location_of_ads) },
        {
          label: t('detail.ages'),
          value:
            ad.min_age === null && ad.max_age === null
              ? t('detail.anyAge')
              : ad.max_age === null
                ? t('detail.ageFrom', { min: format.whole(ad.min_age ?? 0) })
                : ad.min_age === null
                  ? t('detail.ageUpTo', { max: format.whole(ad.max_age) })
                  : t('detail.ageRange', { min: format.whole(ad.min_age), max: format.whole(ad.max_age) }),
        },
        {
          label: t('form.gender'),
          value:
            ad.target_gender && ad.target_gender !== 'all'
              ? t(`genders.${ad.target_gender}`)
              : t('form.anyGender'),
        },
      ],
    },
    {
      title: t('form.tracking.title'),
      rows: [
        { label: t('form.websiteUrl'), value: url(ad.website_url) },
        { label: t('form.scriptTargetUrl'), value: url(ad.script_target_url) },
        { label: t('form.targetEvents'), value: list(ad.script_target_event.map((e) => t(`events.${e}`))) },
        { label: t('form.tag'), value: text(ad.tag) },
      ],
    },
  ];

  return (
    <Card title={t('detail.detailsTitle')}>
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <div key={group.title} className="flex flex-col gap-2">
            <h3 className="font-medium text-sm text-text">{group.title}</h3>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
              {group.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-text-muted">{row.label}</dt>
                  <dd className="min-w-0 text-text max-sm:mb-2">{row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Card>
  );
}
