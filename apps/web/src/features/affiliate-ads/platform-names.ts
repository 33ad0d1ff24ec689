import type { TAdPlatform } from '@creatorscope/contracts';
import type { TFunction } from 'i18next';

/** Names of brands, the same in every language; the generic channels are translated. */
const BRAND_NAMES: Partial<Record<TAdPlatform, string>> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
  threads: 'Threads',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** A platform's name for the reader: the brand's own, or the channel in their language. */
export const platformName = (platform: TAdPlatform, t: TFunction<'marketing'>): string =>
  BRAND_NAMES[platform] ?? t(`platforms.${platform}`);
