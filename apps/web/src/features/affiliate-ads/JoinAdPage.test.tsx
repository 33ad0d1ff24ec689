import type { TAdLink, TAdPost, TPublicAd } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModalStore } from '../../app/login-modal-store';
import { envelope, inTurn, renderInApp, signIn, stubApi } from '../../test/api';
import { JoinAdPage } from './JoinAdPage';

const PUBLIC_ID = 'a1b2c3d4e5f6';

const LINK: TAdLink = {
  _id: 'link-1',
  code: 'k7m2p9qx',
  url: 'https://app.example.com/l/k7m2p9qx',
  adPublicId: PUBLIC_ID,
  campaignName: 'Monsoon sale',
  brandName: 'Chai Co',
  adStatus: 'active',
  status: 'joined',
  couponCode: null,
  createdAt: '2026-02-01T10:00:00.000Z',
};

const ad = (overrides: Partial<TPublicAd> = {}): TPublicAd => ({
  publicId: PUBLIC_ID,
  campaignName: 'Monsoon sale',
  brandName: 'Chai Co',
  aboutBrand: 'Small-batch chai from Assam.',
  websiteHost: 'shop.chai.example',
  status: 'active',
  currency: 'INR',
  commission_percent_on_conversion: 12,
  conversion_price_cap: 500,
  clicks_base_price: 2,
  clicks_threshold: 100,
  views_base_price: null,
  views_threshold: null,
  post_price: null,
  post_limit: null,
  validity: '2026-12-31',
  isJoinable: true,
  viewer: null,
  ...overrides,
});

/** Answers get-public with `publicAd` (or a status) and join with the link. */
function stubAd(publicAd: TPublicAd | number) {
  return stubApi({
    '/affliate-ad/get-public': () =>
      typeof publicAd === 'number'
        ? envelope(null, publicAd, publicAd === 404 ? 'Ad not found' : 'Server error')
        : envelope(publicAd),
    '/affliate-ad/join': () => envelope(LINK),
  });
}

function renderPage(path = `/join/${PUBLIC_ID}`) {
  return renderInApp(
    <Routes>
      <Route path="join/:publicId" element={<JoinAdPage />} />
    </Routes>,
    { path },
  );
}

afterEach(() => {
  sessionStorage.clear();
  useLoginModalStore.setState({ isOpen: false });
});

describe('JoinAdPage', () => {
  it('shows a visitor what the ad pays and asks them to sign in to join', async () => {
    stubAd(ad());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon sale' })).toBeTruthy();
    expect(screen.getByText('shop.chai.example')).toBeTruthy();
    expect(screen.getByText('Small-batch chai from Assam.')).toBeTruthy();
    expect(screen.getByText('of each sale, up to ₹500')).toBeTruthy();
    expect(screen.getByText('for each counted click beyond the first 100')).toBeTruthy();
    expect(screen.queryByText('Per page view')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to join' }));
    expect(useLoginModalStore.getState().isOpen).toBe(true);
  });

  it('sends a signed-in user without a publisher profile to register first', async () => {
    signIn();
    stubAd(ad({ viewer: { hasPublisherProfile: false, link: null } }));
    renderPage();
    const register = await screen.findByRole('link', { name: 'Register as a publisher first' });
    expect(register.getAttribute('href')).toBe('/creator-hub/profile');
    expect(screen.queryByRole('button', { name: 'Join this ad' })).toBeNull();
  });

  it('joins a publisher and shows their link to copy', async () => {
    signIn();
    const api = stubAd(ad({ viewer: { hasPublisherProfile: true, link: null } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join this ad' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your link for this ad' });
    expect(field.value).toBe(LINK.url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(api.bodiesTo('/affliate-ad/join')).toHaveLength(1);
  });

  it('joins through an invitation link with its token, kept for the session should the address lose it', async () => {
    signIn();
    const api = stubAd(ad({ viewer: { hasPublisherProfile: true, link: null } }));
    const first = renderPage(`/join/${PUBLIC_ID}?invite=tok-123`);
    expect(await screen.findByText(/Chai Co invited you to this ad/)).toBeTruthy();
    first.unmount();

    // Back on the page without the token (after registering as a publisher, say).
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join this ad' }));
    await screen.findByRole('textbox', { name: 'Your link for this ad' });
    expect(api.bodiesTo('/affliate-ad/join')).toEqual([{ publicId: PUBLIC_ID, invite: 'tok-123' }]);
  });

  it('shows a publisher who already joined their link, without a join button', async () => {
    signIn();
    stubAd(ad({ viewer: { hasPublisherProfile: true, link: LINK } }));
    renderPage();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your link for this ad' });
    expect(field.value).toBe(LINK.url);
    expect(screen.queryByRole('button', { name: 'Join this ad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all your offers' }).getAttribute('href')).toBe(
      '/creator-hub/offers',
    );
  });

  it('explains calmly why a paused ad takes no publishers', async () => {
    signIn();
    stubAd(ad({ status: 'paused', isJoinable: false, viewer: { hasPublisherProfile: true, link: null } }));
    renderPage();
    expect(await screen.findByText('This ad is paused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join this ad' })).toBeNull();
  });

  it('says an active ad without a website is not ready yet', async () => {
    stubAd(ad({ websiteHost: null, isJoinable: false }));
    renderPage();
    expect(await screen.findByText('This ad is not ready yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in to join' })).toBeNull();
  });

  it('says so when the ad does not exist', async () => {
    stubAd(404);
    renderPage();
    expect(await screen.findByText('This ad could not be found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  describe('paid posts (the ad pays post_price per verified post)', () => {
    const POSTING_AD = ad({
      post_price: 150,
      post_limit: 3,
      viewer: { hasPublisherProfile: true, link: LINK },
    });
    const PAID: TAdPost = {
      _id: 'post-1',
      adId: 'ad-1',
      adPublicId: PUBLIC_ID,
      campaignName: 'Monsoon sale',
      publisherId: 'pub-1',
      publisherName: 'Meera',
      url: 'https://www.instagram.com/p/Cabc123/',
      shortcode: 'Cabc123',
      status: 'verified',
      hasDisclosure: true,
      captionExcerpt: 'Monsoon picks #ad',
      paid: 150,
      currency: 'INR',
      unpaidReason: null,
      rejectionReason: null,
      postedAt: null,
      checkedAt: '2026-02-01T11:00:00.000Z',
      decidedAt: null,
      createdAt: '2026-02-01T11:00:00.000Z',
    };
    const stubPosting = (submit: (body: unknown, nth: number) => Response) =>
      stubApi({
        '/affliate-ad/get-public': () => envelope(POSTING_AD),
        '/affliate-ad/my-posts': inTurn(
          () => envelope([]),
          () => envelope([PAID]),
        ),
        '/affliate-ad/submit-post': submit,
      });

    it('shows the price per post to everyone, and the post form only to a publisher who joined', async () => {
      stubAd(ad({ post_price: 150, post_limit: 3 }));
      renderPage();
      expect(await screen.findByText('Per post')).toBeTruthy();
      expect(screen.getByText('for each verified Instagram post, at most 3 per publisher')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Paid posts' })).toBeNull();
    });

    it('checks the link before sending it, then submits it and lists the post with what it earned', async () => {
      signIn();
      const api = stubPosting(() => envelope(PAID, 201, 'Post verified'));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Paid posts' })).toBeTruthy();
      expect(await screen.findByText('No posts yet')).toBeTruthy();
      const field = screen.getByRole('textbox', { name: /Link to your post or reel/ });

      fireEvent.change(field, { target: { value: 'https://www.instagram.com/stories/meera/1/' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
      expect(await screen.findByText(/url must be a link to an Instagram post or reel/)).toBeTruthy();
      expect(api.bodiesTo('/affliate-ad/submit-post')).toEqual([]);

      fireEvent.change(field, { target: { value: 'https://www.instagram.com/p/Cabc123/' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
      await waitFor(() =>
        expect(api.bodiesTo('/affliate-ad/submit-post')).toEqual([
          { publicId: PUBLIC_ID, url: 'https://www.instagram.com/p/Cabc123/' },
        ]),
      );
      const list = await screen.findByRole('list', { name: 'Your posts' });
      expect(within(list).getByText('Cabc123')).toBeTruthy();
      expect(within(list).getByText('Verified')).toBeTruthy();
      expect(within(list).getByText(/earned ₹150/)).toBeTruthy();
    });

    it("shows the server's reason under the field when the post is not on the publisher's handle", async () => {
      signIn();
      const message =
        'This post was not found on your Instagram account @meera.eats: submit a post of your own that is still online';
      stubPosting(() => envelope({ errors: { url: message } }, 400, message));
      renderPage();
      const field = await screen.findByRole('textbox', { name: /Link to your post or reel/ });
      fireEvent.change(field, { target: { value: 'https://www.instagram.com/p/Someone1/' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit post' }));
      expect(await screen.findByText(message)).toBeTruthy();
    });
  });
});
