import type { TCreatorReport } from '@creatorscope/contracts';
import { Database, GitCompareArrows } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ShareButton } from '../shared-links/ShareButton';
import { CreatorAvatar } from './CreatorAvatar';
import { FormulaInfo } from './FormulaInfo';
import { InstagramProfileLink } from './InstagramProfileLink';
import { TierBadge } from './TierBadge';
import { useInsightsFormat } from './use-insights-format';

/** Who the creator is, and, honestly, where the figures come from and how fresh they are. */
export function CreatorHeader({ report }: { report: TCreatorReport }) {
  const { t } = useTranslation('insights');
  const format = useInsightsFormat();
  const { creator, profile } = report;

  return (
    <Card>
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <CreatorAvatar name={creator.name} url={creator.profilePictureUrl} className="size-16 text-2xl" />
          <div className="flex min-w-0 flex-col gap-1.5">
            <h1 className="truncate font-semibold text-2xl text-text">{creator.name}</h1>
            <InstagramProfileLink handle={creator.handle} hasOpenHint />
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <Badge>{t(`categories.${creator.category}`)}</Badge>
              {creator.country && <Badge>{format.country(creator.country)}</Badge>}
              <span className="inline-flex items-center">
                <TierBadge tier={creator.tier} />
                <FormulaInfo metric={t('table.tier')} formula={t('formulas.tier')} />
              </span>
              {creator.reachBucket && (
                <span className="inline-flex items-center">
                  <Badge className="metric">{t('creator.reach', { bucket: creator.reachBucket })}</Badge>
                  <FormulaInfo metric={t('creator.reachLabel')} formula={t('formulas.reachBucket')} />
                </span>
              )}
            </div>
            {profile.biography && (
              <p dir="auto" className="max-w-2xl pt-1 text-sm text-text-muted">
                {profile.biography}
              </p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 md:items-end">
          <ShareButton handles={[creator.handle]} defaultTitle={creator.name} />
          <Button variant="secondary" asChild>
            <Link to={`/insights/compare?handles=${encodeURIComponent(creator.handle)}`}>
              <GitCompareArrows aria-hidden="true" />
              {t('creator.compareWith')}
            </Link>
          </Button>
          <p className="flex items-center gap-1.5 text-text-muted text-xs">
            <Database aria-hidden="true" className="size-3.5 shrink-0" />
            {t(`creator.source.${report.source}`)}
          </p>
          <p className="text-text-muted text-xs">
            {t('creator.snapshot', { time: format.dateTime(report.snapshotAt) })}
          </p>
        </div>
      </div>
    </Card>
  );
}
