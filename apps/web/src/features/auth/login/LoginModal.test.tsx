import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoginModalStore } from '../../../app/login-modal-store';
import { getSession } from '../../../app/session-store';
import { getToken } from '../../../lib/api/session';
import { type Answer, envelope, renderInApp, stubApi } from '../../../test/api';
import { LoginModal } from './LoginModal';

const USER = {
  _id: '2b1f4c2e-8a6d-4c1e-9a52-5d0a4f1f6c11',
  name: 'Asha Rao',
  email: 'asha@studio.example',
  organization_id: null,
  organization_name: null,
};

const baseRoutes: Record<string, Answer> = {
  '/auth/config': () => envelope({ googleClientId: null, extensionId: null }),
  '/auth/login': () => envelope({ resendAfterSeconds: 30, expiresInSeconds: 600 }),
  '/auth/verify-otp': () => envelope({ token: 'jwt-1', data: USER }),
  '/auth/me': () =>
    envelope({
      user: { ...USER, language: 'en' },
      org: null,
      organizations: [],
    }),
};

function renderModal() {
  useLoginModalStore.setState({ isOpen: true, email: '', initialStep: 'email', isProfileStepSkipped: false });
  return renderInApp(<LoginModal />, { path: null });
}

async function requestCode(email = USER.email) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  // The code step's own code arrives lazily.
  await screen.findByLabelText(/^Verification code/);
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  useLoginModalStore.setState({ isOpen: false });
});

describe('sign-in modal', () => {
  it('goes from email to code to the profile step when the organisation has no trends role', async () => {
    const api = stubApi(baseRoutes);
    renderModal();

    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign up' })).toBeTruthy();
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveProperty('checked', true);
    const termsLink = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(termsLink.getAttribute('href')).toBe('/auth/terms-and-conditions');
    expect(termsLink.getAttribute('target')).toBe('_blank');
    expect(termsLink.getAttribute('rel')).toContain('noopener');

    await requestCode();
    expect(api.bodiesTo('/auth/login')[0]).toEqual({
      email: USER.email,
      rootSite: window.location.origin,
    });
    // The mode toggle exists only at step 0; a resend waits for the countdown.
    expect(screen.queryByRole('tab', { name: 'Sign up' })).toBeNull();
    const resend = screen.getByRole('button', { name: /^Resend OTP in 0:(30|29)$/ });
    expect(resend).toHaveProperty('disabled', true);

    const code = screen.getByLabelText(/^Verification code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '12a3456' } });

    await screen.findByRole('heading', { name: 'Tell Us About Yourself' });
    expect(api.bodiesTo('/auth/verify-otp')[0]).toEqual({ email: USER.email, otp: '123456' });
    expect(getToken()).toBe('jwt-1');
    expect(getSession().token).toBe('jwt-1');
    expect(getSession().user?._id).toBe(USER._id);
    // The profile step's own code arrives lazily.
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByLabelText(/^Country/).textContent).toContain('United States');
  });

  it('closes after the code when the organisation already has a trends role', async () => {
    stubApi({
      ...baseRoutes,
      '/auth/me': () =>
        envelope({
          user: { ...USER, language: 'en' },
          org: {
            _id: '9c7e1a52-3b7f-4f5e-8d8c-1f2a3b4c5d6e',
            name: 'Studio Rao',
            trendsRole: 'creator',
            country: 'IN',
            instagram_handle: 'asha',
            website_url: null,
            contact_info: '+91 98765 43210',
            permission: 'Admin',
            role: 'Owner',
            isCurrent: true,
          },
          organizations: [],
        }),
    });
    renderModal();

    await requestCode();
    fireEvent.change(screen.getByLabelText(/^Verification code/), { target: { value: '123456' } });

    await waitFor(() => expect(useLoginModalStore.getState().isOpen).toBe(false));
    expect(getSession().org?.name).toBe('Studio Rao');
  });

  it('ignores a second submit while the first is still in progress', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      ...baseRoutes,
      '/auth/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderModal();

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: USER.email } });
    const form = screen.getByRole('button', { name: 'Email me a code' }).closest('form');
    if (!form) throw new Error('the email step has no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(api.bodiesTo('/auth/login')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodiesTo('/auth/login')).toHaveLength(1);

    answer(envelope({ resendAfterSeconds: 30, expiresInSeconds: 600 }));
    await screen.findByRole('heading', { name: 'Check your email' });
  });

  it('shows the schema message under the email field without calling the server', async () => {
    const api = stubApi(baseRoutes);
    renderModal();

    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(email)).toContain('email cannot be empty');
    expect(api.bodiesTo('/auth/login')).toHaveLength(0);
  });

  it("shows the server's field error under the code field", async () => {
    stubApi({
      ...baseRoutes,
      '/auth/verify-otp': () =>
        envelope({ errors: { otp: 'The code is not correct. 4 tries left.' } }, 400, 'Validation failed'),
    });
    renderModal();

    await requestCode();
    const code = screen.getByLabelText(/^Verification code/);
    fireEvent.change(code, { target: { value: '000000' } });

    await waitFor(() => expect(describedText(code)).toContain('The code is not correct. 4 tries left.'));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(getToken()).toBeNull();
    expect(within(document.body).getByRole('heading', { name: 'Check your email' })).toBeTruthy();
  });
});

/** The hint and error texts a control points at with aria-describedby. */
function describedText(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
