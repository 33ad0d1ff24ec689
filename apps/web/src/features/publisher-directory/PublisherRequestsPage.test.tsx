import type { TIncomingPublisherRequest } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
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

describe('PublisherRequestsPage', () => {
  it('shows the newest requests and loads older ones on asking, until there are no more', async () => {
    const api = stubApi({
      '/publisher/get-requests': (body) =>
        envelope(
          (body as { cursor?: string }).cursor
            ? { rows: [request('r2', 'Older Brand')], nextCursor: null }
            : { rows: [request('r1', 'Newer Brand')], nextCursor: 'after-r1' },
        ),
    });
    signIn();
    renderInApp(<PublisherRequestsPage />);
    expect(await screen.findByText(/Newer Brand/)).toBeTruthy();
    expect(screen.queryByText(/Older Brand/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Older Brand/)).toBeTruthy();
    expect(api.bodiesTo('/publisher/get-requests')).toEqual([{}, { cursor: 'after-r1' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
