import type { TAdPlatform, TAdType, TPlanCurrency } from '@creatorscope/contracts';
import { FileText, Film, GalleryHorizontal, Image as ImageIcon, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { parseNumber } from './ad-draft';
import { platformName } from './platform-names';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const IMAGE_URL = /^https?:\/\/\S+\.(?:avif|gif|jpe?g|png|webp)(?:[?#]\S*)?$/i;
const TYPE_ICONS: Readonly<Record<TAdType, LucideIcon>> = {
  image: ImageIcon,
  video: Film,
  carousel: GalleryHorizontal,
  text: FileText,
};

export type AdPreview = {
  campaignName: string;
  brandName: string;
  aboutBrand: string;
  adType: TAdType | '';
  platforms: readonly TAdPlatform[];
  creativeUrl: string | undefined;
  websiteUrl: string;
  themeColor: string;
  commission: string;
  conversionCap: string;
  currency: TPlanCurrency;
};

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * How the ad reads to a publisher deciding to promote it, updated as the form is filled in: the
 * brand, the campaign, its first creative, where it leads and what a sale earns.
 */
export function AdPreviewCard({ preview }: { preview: AdPreview }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const titleId = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const colour = HEX.test(preview.themeColor.trim()) ? preview.themeColor.trim() : undefined;
  const Icon = TYPE_ICONS[preview.adType || 'image'];
  const image =
    preview.creativeUrl && IMAGE_URL.test(preview.creativeUrl) && failedImage !== preview.creativeUrl
      ? preview.creativeUrl
      : undefined;
  const commission = parseNumber(preview.commission);
  const cap = parseNumber(preview.conversionCap);
  const host = hostOf(preview.websiteUrl);
  const brand = preview.brandName.trim() || t('preview.brandPlaceholder');

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h2 id={titleId} className="font-medium text-sm text-text-muted">
        {t('preview.title')}
      </h2>
      <div className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
        <div
          aria-hidden="true"
          className="h-1.5 bg-accent"
          style={colour ? { backgroundColor: colour } : undefined}
        />
        <div className="flex items-center gap-3 px-4 pt-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-muted font-semibold text-accent-muted-foreground text-sm"
          >
            {brand.slice(0, 1).toLocaleUpperCase()}
          </span>
          <div className="flex min-w-0 flex-col">
            <bdi className="truncate font-medium text-sm text-text">{brand}</bdi>
            <span className="text-text-muted text-xs">{t('preview.sponsored')}</span>
          </div>
        </div>
        <div className="mx-4 mt-3 flex aspect-video items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted">
          {image ? (
            <img
              src={image}
              alt={t('preview.creativeAlt')}
              className="size-full object-cover"
              onError={() => setFailedImage(image)}
            />
          ) : (
            <Icon aria-hidden="true" className="size-8 text-text-muted" />
          )}
        </div>
        <div className="flex flex-col gap-2 p-4">
          <bdi className="font-semibold text-base text-text">
            {preview.campaignName.trim() || t('preview.campaignPlaceholder')}
          </bdi>
          {preview.aboutBrand.trim() && (
            <p className="line-clamp-3 text-sm text-text-muted">
              <bdi>{preview.aboutBrand}</bdi>
            </p>
          )}
          {preview.platforms.length > 0 && (
            <div className="flex flex-wrap gap-1.5">
              {preview.platforms.map((platform) => (
                <Badge key={platform}>{platformName(platform, t)}</Badge>
              ))}
            </div>
          )}
          {commission !== undefined && Number.isFinite(commission) && commission > 0 && (
            <p className="metric text-sm text-text">
              {cap !== undefined && Number.isFinite(cap) && cap > 0
                ? t('preview.earnsCapped', {
                    percent: format.percent(commission),
                    cap: format.money(cap, preview.currency),
                  })
                : t('preview.earns', { percent: format.percent(commission) })}
            </p>
          )}
          <div className="mt-1 flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2 text-sm">
            <bdi className="min-w-0 truncate text-text-muted" dir={host ? 'ltr' : undefined}>
              {host ?? t('preview.noWebsite')}
            </bdi>
            <span className="shrink-0 font-medium text-accent-muted-foreground">{t('preview.cta')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
