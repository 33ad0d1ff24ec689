import type { ReactNode } from 'react';
import { useSessionStore } from '../../app/session-store';
import { PageHeader } from '../../ui/PageHeader';
import { FeatureGate } from '../billing';
import { PageFrame } from './PageFrame';

type AffiliateGateProps = { title: string; description?: string; children: ReactNode };

/**
 * Affiliate ads come with the plans that include them: without, the page shows the lock under its
 * title and its queries never run. Signed out or without an organisation, the page says so itself.
 */
export function AffiliateGate({ title, description, children }: AffiliateGateProps) {
  const hasOrg = useSessionStore((state) => Boolean(state.token && state.org));
  if (!hasOrg) return children;
  return (
    <FeatureGate
      feature="Affiliate"
      frame={(content) => (
        <PageFrame>
          <PageHeader title={title} description={description} />
          {content}
        </PageFrame>
      )}
    >
      {children}
    </FeatureGate>
  );
}
