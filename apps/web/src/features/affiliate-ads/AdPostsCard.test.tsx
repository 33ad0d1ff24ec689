import type { TAdPost, TAffiliateAd } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { envelope, renderInApp, stubApi } from '../../test/api';
import { AdPostsCard } from './AdPostsCard';

const ORG_ID = 'org-1';
const AD = { _id: 'ad-1', currency: 'INR', post_price: 150 } as TAffiliateAd;

const post = (overrides: Partial<TAdPost> = {}): TAdPost => ({
  _id: 'post-1',
  adId: AD._id,
  adPublicId: 'a1b2c3d4e5f6',
  campaignName: 'Monsoon sale',
  publisherId: 'pub-1',
  publisherName: 'Asha Rao',
  url: 'https://www.instagram.com/p/Cabc123/',
  shortcode: 'Cabc123',
  status: 'verified',
  hasDisclosure: true,
  captionExcerpt: 'Monsoon picks #ad #chai',
  paid: 150,
  currency: 'INR',
  unpaidReason: null,
  rejectionReason: null,
  postedAt: '2026-02-01T10:00:00.000Z',
  checkedAt: '2026-02-01T11:00:00.000Z',
  decidedAt: null,
  createdAt: '2026-02-01T11:00:00.000Z',
  ...overrides,
});

const FLAGGED = post({
  _id: 'post-2',
  publisherName: 'Ravi Kumar',
  shortcode: 'Cdef456',
  url: 'https://www.instagram.com/reel/Cdef456/',
  status: 'flagged',
  hasDisclosure: false,
  captionExcerpt: 'Rainy day chai',
  paid: null,
  createdAt: '2026-02-02T11:00:00.000Z',
});

function signInAs(permission: 'Admin' | 'Write' | 'Read') {
  useSessionStore.setState({ token: 'token-1', org: { _id: ORG_ID, name: 'Chai Co', permission } as never });
}

afterEach(() => useSessionStore.setState({ token: false, org: null }));

describe('AdPostsCard (the brand reviews the posts submitted for its ad)', () => {
  it('lists the posts, flagged ones first, with status, disclosure and what each earned', async () => {
    signInAs('Write');
    stubApi({ '/affliate-ad/get-posts': () => envelope([post(), FLAGGED]) });
    renderInApp(<AdPostsCard ad={AD} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Awaiting review')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('No disclosure')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/earned ₹150/)).toBeTruthy();
    // Only the flagged post waits for a decision.
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });

  it('approves a flagged post after asking', async () => {
    signInAs('Admin');
    const api = stubApi({
      '/affliate-ad/get-posts': () => envelope([FLAGGED]),
      '/affliate-ad/approve-post': () => envelope({ ...FLAGGED, status: 'verified', paid: 150 }),
    });
    renderInApp(<AdPostsCard ad={AD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.bodiesTo('/affliate-ad/approve-post')).toEqual([{ orgId: ORG_ID, id: 'post-2' }]),
    );
  });

  it('rejects a flagged post only with a reason', async () => {
    signInAs('Write');
    const api = stubApi({
      '/affliate-ad/get-posts': () => envelope([FLAGGED]),
      '/affliate-ad/reject-post': () =>
        envelope({ ...FLAGGED, status: 'rejected', rejectionReason: 'Repost with #ad' }),
    });
    renderInApp(<AdPostsCard ad={AD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('reason is required')).toBeTruthy();
    expect(api.bodiesTo('/affliate-ad/reject-post')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Repost with #ad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.bodiesTo('/affliate-ad/reject-post')).toEqual([
        { orgId: ORG_ID, id: 'post-2', reason: 'Repost with #ad' },
      ]),
    );
  });

  it('shows a Read member the posts without the decisions', async () => {
    signInAs('Read');
    stubApi({ '/affliate-ad/get-posts': () => envelope([FLAGGED]) });
    renderInApp(<AdPostsCard ad={AD} />);
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says what happens when there are no posts yet, and offers a retry when they cannot be read', async () => {
    signInAs('Write');
    stubApi({ '/affliate-ad/get-posts': () => envelope([]) });
    const empty = renderInApp(<AdPostsCard ad={AD} />);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    empty.unmount();
    stubApi({ '/affliate-ad/get-posts': () => envelope(null, 500, 'Server error') });
    renderInApp(<AdPostsCard ad={AD} />);
    expect(await screen.findByText('The posts could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
