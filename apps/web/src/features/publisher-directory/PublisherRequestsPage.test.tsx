import type { TIncomingPublisherRequest } from '@creatorscope/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, useSessionStore } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { PublisherRequestsPage } from './PublisherRequestsPage';

const request = (id: string, orgName: string): TIncomingPublisherRequest => ({
  _id: id,
  kind: 'contact',
  status: 'declined',
  message: null,
  orgName,
  adName: null,
  joinPath: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  answeredAt: '2026-11-21T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  getSession().clearSession();
});

describe('PublisherRequestsPage', () => {
  it('shows the newest requests and loads older ones on asking, until there are no more', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { cursor?: string };
        asked.push(body);
        const data = body.cursor
          ? { rows: [request('r2', 'Older Brand')], nextCursor: null }
          : { rows: [request('r1', 'Newer Brand')], nextCursor: 'after-r1' };
        return new Response(JSON.stringify({ status: 200, message: 'OK', data }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    useSessionStore.setState({ token: 'token-1', user: { _id: 'user-1', name: 'Meera' } as never });
    render(
      <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
        <MemoryRouter>
          <PublisherRequestsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Newer Brand/)).toBeTruthy();
    expect(screen.queryByText(/Older Brand/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Older Brand/)).toBeTruthy();
    expect(asked).toContainEqual({ cursor: 'after-r1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
