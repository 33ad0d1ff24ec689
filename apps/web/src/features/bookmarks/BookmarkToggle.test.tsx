import type { TLabel } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { type ApiCall, envelope, renderInApp, stubApi } from '../../test/api';
import { BookmarkToggle } from './BookmarkToggle';

const ORG = '11111111-1111-4111-8111-111111111111';
const label = (n: number, name: string): TLabel => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const post = { shortcode: 'Abc123xyz', type: 'posts' as const };

let sent: ApiCall[];

const renderToggle = (labels: TLabel[], bookmarkId: string | null = null) =>
  renderInApp(<BookmarkToggle post={post} bookmarkId={bookmarkId} labels={labels} canWrite />, {
    path: null,
  });

beforeEach(() => {
  useSessionStore.setState({ org: { _id: ORG, name: 'Acme', trendsRole: 'creator' } as never });
  ({ calls: sent } = stubApi({
    '/bookmark/post-insights-bookmark': () => envelope({ _id: 'b1', label: 'x' }),
    '/bookmark/delete-bookmark': () => envelope(null),
  }));
});

describe('the bookmark toggle (spec section 4)', () => {
  it('saves under Default Label when there are no labels', async () => {
    renderToggle([]);
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/bookmark/post-insights-bookmark',
      body: expect.objectContaining({
        organization: ORG,
        instagramCode: 'https://www.instagram.com/p/Abc123xyz/embed/captioned/',
        isInsights: true,
        isTrends: false,
        label: 'Default Label',
        labelId: null,
      }),
    });
  });

  it('saves under the only label when there is exactly one', async () => {
    const travel = label(1, 'Travel');
    renderToggle([travel]);
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ label: 'Travel', labelId: travel._id });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a picker with several labels and saves under the picked one', async () => {
    const food = label(2, 'Food');
    renderToggle([food, label(3, 'Travel')]);
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    // Its outside click is proven in the browser (e2e/tests/bookmarks.spec.ts): the test DOM has no real pointer events.
    const picker = await screen.findByRole('dialog', { name: 'Save under a label' });
    expect(sent).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Food' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ label: 'Food', labelId: food._id });
    await waitFor(() => expect(picker.isConnected).toBe(false));
  });
  it('deletes the bookmark when the post is already bookmarked', async () => {
    renderToggle([label(1, 'Travel')], 'bookmark-id');
    fireEvent.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/bookmark/delete-bookmark',
      body: { organization: ORG, id: 'bookmark-id' },
    });
  });
});
