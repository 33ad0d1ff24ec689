import type { TAudience } from '@creatorscope/contracts';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/use-format';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ShareBars } from './ShareBars';

/** Who follows the creator: age bands, gender, top countries; or why the source cannot tell. */
export function AudiencePanel({ audience }: { audience: TAudience | null }) {
  const { t } = useTranslation('insights');
  const format = useFormat();

  if (!audience)
    return (
      <Card title={t('creator.audience')}>
        <EmptyState
          icon={EyeOff}
          title={t('creator.audienceUnavailableTitle')}
          text={t('creator.audienceUnavailableText')}
        />
      </Card>
    );

  return (
    <Card
      title={t('creator.audience')}
      description={t('creator.suspicious', { share: format.share(audience.suspiciousFollowerShare) })}
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        <div className="flex flex-col gap-3">
          <h3 className="font-medium text-sm text-text">{t('creator.ageBands')}</h3>
          <ShareBars
            label={t('creator.ageBands')}
            items={audience.ageBands.map((band) => ({
              key: band.band,
              label: t('filters.ageBandValue', { band: band.band }),
              share: band.share,
            }))}
          />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-medium text-sm text-text">{t('creator.gender')}</h3>
          <ShareBars
            label={t('creator.gender')}
            items={[
              { key: 'female', label: t('creator.female'), share: audience.femaleShare },
              { key: 'male', label: t('creator.male'), share: audience.maleShare },
            ]}
          />
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-medium text-sm text-text">{t('creator.topCountries')}</h3>
          <ShareBars
            label={t('creator.topCountries')}
            items={audience.topCountries.map((item) => ({
              key: item.country,
              label: format.country(item.country),
              share: item.share,
            }))}
          />
        </div>
      </div>
    </Card>
  );
}
