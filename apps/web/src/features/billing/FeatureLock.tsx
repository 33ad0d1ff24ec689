import type { TGatingFeature, TPlanId } from '@creatorscope/contracts';
import { ArrowUpRight, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { upgradePlanFor } from './has-feature';

export const PLANS_PATH = '/insights/plans-and-billing';

type FeatureLockProps = {
  feature: TGatingFeature;
  /** From a 403's data; else the plan table says which plans unlock the feature. */
  requiredPlans?: readonly TPlanId[];
  className?: string;
};

/** What a screen shows instead of a feature the plan lacks: what it is, the plan that unlocks it, 'Upgrade'. */
export function FeatureLock({ feature, requiredPlans, className }: FeatureLockProps) {
  const { t } = useTranslation('billing');
  const plan = upgradePlanFor(feature, requiredPlans);
  const planName = t(`plans.${plan}.title`);

  return (
    <section
      aria-labelledby={`feature-lock-${feature}`}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-border border-dashed bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <div className="flex size-10 items-center justify-center rounded-lg border border-accent/20 bg-accent-muted text-accent-muted-foreground">
        <Lock aria-hidden="true" className="size-5" />
      </div>
      <div className="flex max-w-md flex-col gap-1">
        <h2 id={`feature-lock-${feature}`} className="font-semibold text-base text-text">
          {t('lock.title', { feature: t(`features.${feature}.name`), plan: planName })}
        </h2>
        <p className="text-sm text-text-muted">{t(`features.${feature}.description`)}</p>
      </div>
      <Button asChild className="mt-1">
        <Link to={PLANS_PATH}>
          {plan === 'custom' ? t('lock.contact') : t('lock.upgrade', { plan: planName })}
          <ArrowUpRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </Button>
    </section>
  );
}
