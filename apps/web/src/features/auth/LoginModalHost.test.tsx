import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModalStore } from '../../app/login-modal-store';
import { getSession } from '../../app/session-store';
import { envelope, renderInApp, stubRoute } from '../../test/api';
import { LoginModalHost } from './LoginModalHost';

function renderHost(path = '/') {
  stubRoute('/auth/config', () => envelope({ googleClientId: null, extensionId: null }));
  return renderInApp(<LoginModalHost />, { path });
}

afterEach(() => {
  useLoginModalStore.setState({ isOpen: false });
});

describe('LoginModalHost', () => {
  it('opens the sign-in modal by itself for a visitor (rendered as a transition), and closes it', async () => {
    getSession().clearSession();
    renderHost();
    expect(await screen.findByRole('dialog', { name: 'Sign in to Creatorscope' })).toBeTruthy();
    act(() => useLoginModalStore.getState().close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("leaves a visitor reading an affiliate ad's join page alone: the page asks at its button", async () => {
    getSession().clearSession();
    renderHost('/join/a1b2c3d4e5f6');
    await act(async () => {});
    expect(useLoginModalStore.getState().isOpen).toBe(false);
  });

  it('leaves a visitor reading the terms alone', async () => {
    getSession().clearSession();
    renderHost('/auth/terms-and-conditions');
    await act(async () => {});
    expect(useLoginModalStore.getState().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
