import type { TGatingFeature } from '@creatorscope/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../app/SignInRequired';
import { useSessionStore } from '../../app/session-store';
import { Card } from '../../ui/Card';
import { FeatureGate } from '../billing';
import { NoOrganization } from './NoOrganization';

type InsightsFeaturePageProps = {
  feature: TGatingFeature;
  /** The page's frame (title and description) around what is shown instead of the page. */
  frame: (content: ReactNode) => ReactNode;
  children: ReactNode;
};

/**
 * An insights page behind a plan feature: it asks to sign in, to set up an organisation, or
 * shows the lock; only then is the page itself rendered, so its queries run only when allowed.
 */
export function InsightsFeaturePage({ feature, frame, children }: InsightsFeaturePageProps) {
  const { t } = useTranslation('insights');
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const hasOrg = useSessionStore((state) => Boolean(state.org));
  if (!hasToken)
    return frame(
      <Card>
        <SignInRequired text={t('common.signInText')} />
      </Card>,
    );
  if (!hasOrg) return frame(<NoOrganization />);
  return (
    <FeatureGate feature={feature} frame={frame}>
      {children}
    </FeatureGate>
  );
}
