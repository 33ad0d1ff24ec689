import type { TAffiliateAd } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../ui/Card';
import { Tabs } from '../../../ui/Tabs';
import { DateRangeControl } from './DateRangeControl';
import { EventLogPanel } from './EventLogPanel';
import { GrowthPanel } from './GrowthPanel';
import { LinksPanel } from './LinksPanel';
import { ScriptPanel } from './ScriptPanel';

const VIEWS = ['links', 'script', 'growth', 'events'] as const;
type View = (typeof VIEWS)[number];

/**
 * The ad's analytics on its page: one range for every view, and a tab per view (the clicks of its
 * links, what its script counted, the growth against the period before, the raw events one by
 * one). The view is in the
 * address next to the range, so a shared link opens the same figures.
 */
export function AdAnalyticsCard({ ad }: { ad: TAffiliateAd }) {
  const { t } = useTranslation('ad-analytics');
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((v) => v === params.get('view')) ?? 'links';
  const chooseView = (next: View) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        merged.set('view', next);
        return merged;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Card title={t('title')} description={t('description')}>
      <div className="flex flex-col gap-5">
        <DateRangeControl />
        <Tabs
          label={t('views.label')}
          value={view}
          onValueChange={chooseView}
          items={[
            { value: 'links', label: t('views.links'), content: <LinksPanel ad={ad} /> },
            { value: 'script', label: t('views.script'), content: <ScriptPanel ad={ad} /> },
            { value: 'growth', label: t('views.growth'), content: <GrowthPanel ad={ad} /> },
            { value: 'events', label: t('views.events'), content: <EventLogPanel ad={ad} /> },
          ]}
        />
      </div>
    </Card>
  );
}
