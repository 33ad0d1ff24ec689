import type { TAdLink, TPublicAd } from '@creatorscope/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModalStore } from '../../app/login-modal-store';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
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
});
