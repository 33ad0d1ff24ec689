import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from './QueryState';
import { useSessionStore } from './session-store';

const ORG = { _id: 'org-1', name: 'Acme', trendsRole: 'creator' } as never;

function Names({ load, layout }: { load: () => Promise<string[]>; layout?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load, retry: false });
  return (
    <QueryState
      signInText="Sign in to see names."
      noOrgTitle="No organisation yet"
      noOrgText="Names belong to an organisation."
      query={query}
      errorTitle="Could not load names"
      errorText="Try again in a moment."
      skeleton={<p>Loading names</p>}
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet</p>}
      layout={
        layout
          ? (state, org) => (
              <>
                <p>Above, for {org.name}</p>
                {state}
              </>
            )
          : undefined
      }
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderWith(session: { token: string | false; org?: unknown }, ui: ReactNode) {
  useSessionStore.setState({ token: session.token, org: (session.org ?? null) as never });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

afterEach(() => useSessionStore.setState({ token: false, org: null }));

describe('QueryState', () => {
  it('asks a visitor to sign in, whatever the query holds', async () => {
    const load = vi.fn(async () => ['ana']);
    renderWith({ token: false, org: ORG }, <Names load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByText('Sign in to continue')).toBeTruthy();
    expect(screen.getByText('Sign in to see names.')).toBeTruthy();
    expect(screen.queryByText('ana')).toBeNull();
  });

  it('shows what a visitor sees instead when the page has its own', () => {
    const query = { isError: false, isPending: true } as never;
    renderWith(
      { token: false },
      <QueryState
        signedOut={() => <p>Public prices</p>}
        noOrgTitle="No organisation yet"
        noOrgText="x"
        query={query}
        errorTitle="e"
        errorText="e"
        skeleton={null}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Public prices')).toBeTruthy();
    expect(screen.queryByText('Sign in to continue')).toBeNull();
  });

  it('tells a signed-in user without an organisation to set one up', () => {
    renderWith({ token: 'tok' }, <Names load={async () => ['ana']} />);
    expect(screen.getByText('No organisation yet')).toBeTruthy();
    expect(screen.getByText('Names belong to an organisation.')).toBeTruthy();
  });

  it('shows the skeleton while the first answer is on its way', () => {
    renderWith({ token: 'tok', org: ORG }, <Names load={() => new Promise(() => undefined)} />);
    expect(screen.getByText('Loading names')).toBeTruthy();
  });

  it('shows a failure with Retry, and Retry asks again', async () => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(new Error('down'));
    load.mockResolvedValue(['ana']);
    renderWith({ token: 'tok', org: ORG }, <Names load={load} />);
    expect(await screen.findByText('Could not load names')).toBeTruthy();
    expect(screen.getByText('Try again in a moment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when the answer has nothing to show', async () => {
    renderWith({ token: 'tok', org: ORG }, <Names load={async () => []} />);
    expect(await screen.findByText('No names yet')).toBeTruthy();
  });

  it('shows the content with the data, in its layout', async () => {
    renderWith({ token: 'tok', org: ORG }, <Names load={async () => ['ana', 'ben']} layout />);
    expect(await screen.findByText('ben')).toBeTruthy();
    expect(screen.getByText('ana')).toBeTruthy();
    expect(screen.getByText('Above, for Acme')).toBeTruthy();
  });
});
