import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { SIGN_OUT_RELOAD_DELAY_MS, useSignOut } from './use-sign-out';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
    {children}
  </QueryClientProvider>
);

afterEach(() => {
  vi.useRealTimers();
});

describe('useSignOut', () => {
  it('ends the session at once, revokes it on the server in the background, reloads after a second', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    // The server never answers the sign-out: nothing may wait for it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ url, authorization: new Headers(init?.headers).get('authorization') });
        if (url.endsWith('/auth/logout')) return new Promise<Response>(() => {});
        return Response.json({
          status: 200,
          message: 'OK',
          data: { googleClientId: null, extensionId: null },
        });
      }),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    getSession().signIn('the-token', {
      _id: 'u1',
      name: 'Sam',
      email: 'sam@example.com',
      organization_id: null,
      organization_name: null,
    });
    vi.useFakeTimers();
    const { result } = renderHook(() => useSignOut(), { wrapper });

    act(() => result.current.signOut());
    expect(getSession().token).toBe(false);
    expect(getSession().user).toBeNull();
    expect(requests.find((r) => r.url.endsWith('/auth/logout'))?.authorization).toBe('Bearer the-token');

    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SIGN_OUT_RELOAD_DELAY_MS));
    expect(reload).toHaveBeenCalledOnce();
  });
});
