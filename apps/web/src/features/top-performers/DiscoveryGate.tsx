import type { ReactNode } from 'react';
import { useSessionStore } from '../../app/session-store';
import { PageHeader } from '../../ui/PageHeader';
import { FeatureGate } from '../billing';

type DiscoveryGateProps = { title: string; description?: string; children: ReactNode };

/**
 * Top performers rank the discovery index, so they come with influencer discovery: without it the
 * page shows the lock under its title, and its queries never run. Signed out or without an
 * organisation, the page itself says so.
 */
export function DiscoveryGate({ title, description, children }: DiscoveryGateProps) {
  const hasOrg = useSessionStore((state) => Boolean(state.token && state.org));
  if (!hasOrg) return children;
  return (
    <FeatureGate
      feature="influencerDiscovery"
      frame={(content) => (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
          <PageHeader title={title} description={description} />
          {content}
        </div>
      )}
    >
      {children}
    </FeatureGate>
  );
}
