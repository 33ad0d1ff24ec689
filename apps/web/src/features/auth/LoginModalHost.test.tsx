import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginModalStore } from '../../app/login-modal-store';
import { getSession } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { LoginModalHost } from './LoginModalHost';

function renderHost(path = '/') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ status: 200, message: 'OK', data: { googleClientId: null, extensionId: null } }),
    ),
  );
  return render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <MemoryRouter initialEntries={[path]}>
        <LoginModalHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
