import type { UseQueryResult } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { SignInRequired } from './SignInRequired';
import { type SessionOrg, useSessionStore } from './session-store';

type SignedOutRung =
  | {
      /** Under "Sign in required", above the button that signs in. */
      signInText: string;
      signedOut?: never;
    }
  | {
      signInText?: never;
      /** What a visitor sees instead of "Sign in required" (the plans page shows public prices). */
      signedOut: () => ReactNode;
    };

type QueryStateProps<TData> = SignedOutRung & {
  noOrgTitle: string;
  noOrgText: string;
  query: UseQueryResult<TData>;
  errorTitle: string;
  errorText: string;
  /** Shown while the query has no data yet, in the shape of what will come. */
  skeleton: ReactNode;
  /** True when the data is there but there is nothing to show; then `empty` shows. */
  isEmpty?: (data: TData) => boolean;
  /** An EmptyState: what to do first, with the one button that does it. */
  empty?: ReactNode;
  /**
   * Places the query's state among what does not wait for it (a form above, dialogs after).
   * Only reached when signed in with an organisation.
   */
  layout?: (state: ReactNode, org: SessionOrg) => ReactNode;
  children: (data: TData, org: SessionOrg) => ReactNode;
};

/**
 * The states of a page of organisation data, in the order they win: signed out, no organisation,
 * failed (with Retry), loading, empty, and the content.
 */
export function QueryState<TData>({
  signInText,
  signedOut,
  noOrgTitle,
  noOrgText,
  query,
  errorTitle,
  errorText,
  skeleton,
  isEmpty,
  empty,
  layout,
  children,
}: QueryStateProps<TData>) {
  const hasToken = useSessionStore((state) => Boolean(state.token));
  const org = useSessionStore((state) => state.org);

  if (!hasToken)
    return signedOut ? (
      signedOut()
    ) : (
      <Card>
        <SignInRequired text={signInText} />
      </Card>
    );
  if (!org)
    return (
      <Card>
        <EmptyState icon={Building2} title={noOrgTitle} text={noOrgText} />
      </Card>
    );

  const state = () => {
    if (query.isError)
      return (
        <Card>
          <ErrorState
            title={errorTitle}
            text={errorText}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </Card>
      );
    if (query.isPending) return skeleton;
    if (isEmpty?.(query.data)) return <Card>{empty}</Card>;
    return children(query.data, org);
  };
  return layout ? layout(state(), org) : state();
}
