import type { TPublicAd } from '@creatorscope/contracts';
import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Eye, Globe, ImagePlus, Link2Off, MousePointerClick, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../../app/use-format';
import { usePageTitle } from '../../app/use-page-title';
import { isApiError } from '../../lib/api/api-error';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingRegion } from '../../ui/LoadingRegion';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { AdPostsSubmitCard } from './AdPostsSubmitCard';
import { JoinAdAction } from './JoinAdAction';
import { PageFrame } from './PageFrame';
import { usePublicAd } from './use-ad-links';
import { useEndDate } from './use-end-date';

/**
 * /join/:publicId: the page a brand shares with publishers. Anyone may read what the ad pays; a
 * signed-in publisher joins it here and gets their own link. Visitors are not pushed into the
 * sign-in modal (app/login-modal-store.ts): the page asks them itself, at the button that needs it.
 */
export function JoinAdPage() {
  const { t } = useTranslation('marketing');
  const { publicId = '' } = useParams();
  const ad = usePublicAd(publicId);
  usePageTitle(ad.data?.campaignName ?? t('join.title'));

  const body = () => {
    if (ad.isError) {
      const isMissing = isApiError(ad.error) && (ad.error.status === 404 || ad.error.status === 400);
      return (
        <>
          <PageHeader title={t('join.title')} />
          <Card>
            {isMissing ? (
              <EmptyState icon={Link2Off} title={t('join.notFoundTitle')} text={t('join.notFoundText')} />
            ) : (
              <ErrorState
                title={t('join.errorTitle')}
                text={t('join.errorText')}
                onRetry={() => void ad.refetch()}
                isRetrying={ad.isFetching}
              />
            )}
          </Card>
        </>
      );
    }
    if (ad.isPending) {
      return (
        <LoadingRegion label={t('join.loading')} className="gap-6">
          <div className="flex items-center gap-4">
            <Skeleton className="size-12 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-7 w-2/3" />
            </div>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <Skeleton className="h-72 w-full rounded-xl" />
            <Skeleton className="h-52 w-full rounded-xl" />
          </div>
        </LoadingRegion>
      );
    }
    return <JoinAd ad={ad.data} />;
  };

  return <PageFrame>{body()}</PageFrame>;
}

function JoinAd({ ad }: { ad: TPublicAd }) {
  const { t } = useTranslation('marketing');
  return (
    <>
      <div className="flex items-start gap-4">
        <BrandMark name={ad.brandName} />
        <PageHeader
          title={<bdi>{ad.campaignName}</bdi>}
          description={
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>{t('join.eyebrow')}</span>
              <span aria-hidden="true">·</span>
              <bdi className="font-medium text-text">{ad.brandName}</bdi>
              {ad.websiteHost && (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="inline-flex items-center gap-1">
                    <Globe aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{t('join.site')}</span>
                    <bdi dir="ltr">{ad.websiteHost}</bdi>
                  </span>
                </>
              )}
            </span>
          }
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* The action first on a phone: it is what the visitor came for; beside the terms on a desk. */}
        <div className="lg:sticky lg:top-20 lg:order-last lg:self-start">
          <JoinAdAction ad={ad} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PayTerms ad={ad} />
          {ad.post_price !== null && ad.viewer?.link?.status === 'joined' && <AdPostsSubmitCard ad={ad} />}
          {ad.aboutBrand && (
            <Card title={t('join.aboutTitle', { brand: ad.brandName })}>
              <p className="whitespace-pre-line text-sm text-text-muted">
                <bdi>{ad.aboutBrand}</bdi>
              </p>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

/** The brand's initial in a tile: a face for the page without loading anything from the brand. */
function BrandMark({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-accent/20 bg-accent-muted font-semibold text-accent-muted-foreground text-xl uppercase"
    >
      {Array.from(name.trim())[0] ?? '·'}
    </span>
  );
}

type Term = { icon: LucideIcon; label: string; value: ReactNode; note?: string };

/** What the ad pays, as figures to compare: commission, per click, per view, per post, and until when. */
function PayTerms({ ad }: { ad: TPublicAd }) {
  const { t } = useTranslation('marketing');
  const { t: tp } = useTranslation('ad-posts');
  const format = useFormat();
  const endDate = useEndDate();
  const money = (amount: number) => format.money(amount, ad.currency);
  const terms: Term[] = [
    {
      icon: Percent,
      label: t('join.commission'),
      value: format.percent(ad.commission_percent_on_conversion),
      note:
        ad.conversion_price_cap > 0
          ? t('join.commissionCapNote', { cap: money(ad.conversion_price_cap) })
          : t('join.commissionNote'),
    },
  ];
  if (ad.clicks_base_price !== null) {
    terms.push({
      icon: MousePointerClick,
      label: t('join.perClick'),
      value: money(ad.clicks_base_price),
      note: ad.clicks_threshold
        ? t('join.perClickAfter', { count: ad.clicks_threshold, value: format.whole(ad.clicks_threshold) })
        : t('join.perClickEvery'),
    });
  }
  if (ad.views_base_price !== null) {
    terms.push({
      icon: Eye,
      label: t('join.perView'),
      value: money(ad.views_base_price),
      note: ad.views_threshold
        ? t('join.perViewAfter', { count: ad.views_threshold, value: format.whole(ad.views_threshold) })
        : t('join.perViewEvery'),
    });
  }
  if (ad.post_price !== null) {
    terms.push({
      icon: ImagePlus,
      label: tp('terms.perPost'),
      value: money(ad.post_price),
      note:
        ad.post_limit === null
          ? tp('terms.perPostEvery')
          : tp('terms.perPostLimit', { limit: format.whole(ad.post_limit) }),
    });
  }

  return (
    <Card
      title={t('join.paysTitle')}
      description={t('join.paysText')}
      footer={
        <span className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4" />
          <span>
            {t('join.validity')} <span className="font-medium text-text">{endDate(ad)}</span>
          </span>
        </span>
      }
    >
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(11rem,1fr))] gap-3">
        {terms.map((term) => (
          <div
            key={term.label}
            className="flex flex-col gap-1 rounded-lg border border-border bg-surface-muted/40 p-4"
          >
            <dt className="flex items-center gap-2 text-sm text-text-muted">
              <term.icon aria-hidden="true" className="size-4" />
              {term.label}
            </dt>
            <dd className="metric font-semibold text-2xl text-text">{term.value}</dd>
            {term.note && <dd className="text-sm text-text-muted">{term.note}</dd>}
          </div>
        ))}
      </dl>
    </Card>
  );
}
