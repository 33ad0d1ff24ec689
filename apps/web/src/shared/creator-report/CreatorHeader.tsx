import { REACH_BUCKETS, type TCreatorReport } from '@creatorscope/contracts';
import { GitCompareArrows } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../app/use-format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cn } from '../../ui/cn';
import { CreatorAvatar } from '../creators/CreatorAvatar';
import { DataSource } from '../creators/DataSource';
import { InstagramProfileLink } from '../creators/InstagramProfileLink';
import { TierBadge } from '../creators/TierBadge';
import { FormulaInfo } from './FormulaInfo';

const BIOGRAPHY = 'max-w-2xl pt-1 text-sm text-text-muted';

type CreatorHeaderProps = {
  report: TCreatorReport;
  /** 1 on the creator page; 2 on a shared report, whose title is the page's h1. */
  headingLevel?: 1 | 2;
  /**
   * A shared report's header: the category and tier badges only, and nothing to act on (no
   * formulas, no share or compare). The source stays: an outsider too must know what the figures are.
   */
  isReadOnly?: boolean;
  /** Under the biography, e.g. a shared report's date of its figures. */
  children?: ReactNode;
  /**
   * What the team can do with the creator, above 'Compare with others' (the creator page's Share).
   * A slot, so that this header, shown by several features, depends on none of them.
   */
  actions?: ReactNode;
};

/** Who the creator is, and, honestly, where the figures come from and how fresh they are. */
export function CreatorHeader({
  report,
  headingLevel = 1,
  isReadOnly = false,
  children,
  actions,
}: CreatorHeaderProps) {
  const { t } = useTranslation('insights');
  const format = useFormat();
  // The bucket's label is English shorthand ('1.5M'); its value is written as the reader's language does.
  const reachText = (label: string) => {
    const bucket = REACH_BUCKETS.find((b) => b.label === label);
    return bucket ? format.compact(bucket.value) : label;
  };
  const { creator, profile } = report;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const identity = (
    <div className="flex min-w-0 items-start gap-4">
      <CreatorAvatar name={creator.name} url={creator.profilePictureUrl} className="size-16 text-2xl" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Heading
          className={cn('truncate font-semibold text-text', headingLevel === 1 ? 'text-2xl' : 'text-xl')}
        >
          {creator.name}
        </Heading>
        <InstagramProfileLink handle={creator.handle} hasOpenHint={!isReadOnly} />
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge>{t(`categories.${creator.category}`)}</Badge>
          {isReadOnly ? (
            <TierBadge tier={creator.tier} />
          ) : (
            <>
              {creator.country && <Badge>{format.country(creator.country)}</Badge>}
              <span className="inline-flex items-center">
                <TierBadge tier={creator.tier} />
                <FormulaInfo metric={t('table.tier')} formula={t('formulas.tier')} />
              </span>
              {creator.reachBucket && (
                <span className="inline-flex items-center">
                  <Badge className="metric">
                    {t('creator.reach', { bucket: reachText(creator.reachBucket) })}
                  </Badge>
                  <FormulaInfo metric={t('creator.reachLabel')} formula={t('formulas.reachBucket')} />
                </span>
              )}
            </>
          )}
        </div>
        {/* The creator's own words keep their direction (an English bio in Arabic, say); the creator
            page also aligns them by it, a shared report keeps the page's alignment. */}
        {profile.biography &&
          (isReadOnly ? (
            <p className={BIOGRAPHY}>
              <bdi>{profile.biography}</bdi>
            </p>
          ) : (
            <p dir="auto" className={BIOGRAPHY}>
              {profile.biography}
            </p>
          ))}
        {children}
        {isReadOnly && <DataSource source={report.source} />}
      </div>
    </div>
  );
  if (isReadOnly) return <Card>{identity}</Card>;

  return (
    <Card>
      <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        {identity}
        <div className="flex shrink-0 flex-col gap-3 md:items-end">
          {actions}
          <Button variant="secondary" asChild>
            <Link to={`/insights/compare?handles=${encodeURIComponent(creator.handle)}`}>
              <GitCompareArrows aria-hidden="true" />
              {t('creator.compareWith')}
            </Link>
          </Button>
          <DataSource source={report.source} />
          <p className="text-text-muted text-xs">
            {t('creator.snapshot', { time: format.dateTime(report.snapshotAt) })}
          </p>
        </div>
      </div>
    </Card>
  );
}
