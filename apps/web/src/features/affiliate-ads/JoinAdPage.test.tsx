import type { TAdLink, TPublicAd } from '@creatorscope/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginModalStore } from '../../app/login-modal-store';
import { getSession, useSessionStore } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { JoinAdPage } from './JoinAdPage';

const PUBLIC_ID = 'a1b2c3d4e5f6';

function envelope(data: unknown, status = 200, message = 'OK'): Response {
  return new Response(JSON.stringify({ status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

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

/** Answers get-public with `publicAd` (or a status), join with the link; returns the paths asked. */
function stubApi(publicAd: TPublicAd | number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = String(input);
      calls.push(path);
      if (path === '/api/affliate-ad/get-public') {
        return typeof publicAd === 'number'
          ? envelope(null, publicAd, publicAd === 404 ? 'Ad not found' : 'Server error')
          : envelope(publicAd);
      }
      if (path === '/api/affliate-ad/join') return envelope(LINK);
      return envelope(null, 404, 'Not found');
    }),
  );
  return calls;
}

function signIn() {
  useSessionStore.setState({
    token: 'token-1',
    user: { _id: 'user-1', name: 'Priya', email: 'priya@example.com' } as never,
  });
}

function renderPage(path = `/join/${PUBLIC_ID}`) {
  return render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="join/:publicId" element={<JoinAdPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  getSession().clearSession();
  useLoginModalStore.setState({ isOpen: false });
});

describe('JoinAdPage', () => {
  it('shows a visitor what the ad pays and asks them to sign in to join', async () => {
    stubApi(ad());
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
    stubApi(ad({ viewer: { hasPublisherProfile: false, link: null } }));
    renderPage();
    const register = await screen.findByRole('link', { name: 'Register as a publisher first' });
    expect(register.getAttribute('href')).toBe('/creator-hub/profile');
    expect(screen.queryByRole('button', { name: 'Join this ad' })).toBeNull();
  });

  it('joins a publisher and shows their link to copy', async () => {
    signIn();
    const calls = stubApi(ad({ viewer: { hasPublisherProfile: true, link: null } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join this ad' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your link for this ad' });
    expect(field.value).toBe(LINK.url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(calls).toContain('/api/affliate-ad/join');
  });

  it('joins through an invitation link with its token, kept for the session should the address lose it', async () => {
    signIn();
    const bodies: unknown[] = [];
    stubApi(ad({ viewer: { hasPublisherProfile: true, link: null } }));
    const stubbed = globalThis.fetch as ReturnType<typeof vi.fn<typeof fetch>>;
    const answer = stubbed.getMockImplementation();
    stubbed.mockImplementation(async (input, init) => {
      if (String(input) === '/api/affliate-ad/join') bodies.push(JSON.parse(String(init?.body)));
      return (answer as typeof fetch)(input, init);
    });
    const first = renderPage(`/join/${PUBLIC_ID}?invite=tok-123`);
    expect(await screen.findByText(/Chai Co invited you to this ad/)).toBeTruthy();
    first.unmount();

    // Back on the page without the token (after registering as a publisher, say).
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Join this ad' }));
    await screen.findByRole('textbox', { name: 'Your link for this ad' });
    expect(bodies).toEqual([{ publicId: PUBLIC_ID, invite: 'tok-123' }]);
  });

  it('shows a publisher who already joined their link, without a join button', async () => {
    signIn();
    stubApi(ad({ viewer: { hasPublisherProfile: true, link: LINK } }));
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
    stubApi(ad({ status: 'paused', isJoinable: false, viewer: { hasPublisherProfile: true, link: null } }));
    renderPage();
    expect(await screen.findByText('This ad is paused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join this ad' })).toBeNull();
  });

  it('says an active ad without a website is not ready yet', async () => {
    stubApi(ad({ websiteHost: null, isJoinable: false }));
    renderPage();
    expect(await screen.findByText('This ad is not ready yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in to join' })).toBeNull();
  });

  it('says so when the ad does not exist', async () => {
    stubApi(404);
    renderPage();
    expect(await screen.findByText('This ad could not be found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
