import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { stubApi } from '../../test/api';
import { ProfileMenu } from './ProfileMenu';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';

/** The menu as a signed-in user opens it, on a deployment whose extension id is `extensionId`. */
async function openMenu(extensionId: string | null) {
  const queryClient = createQueryClient({ notify: () => undefined });
  queryClient.setQueryData(queryKeys.auth.config(), { googleClientId: null, extensionId });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Radix opens its menu on pointer down, as in a browser.
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Account menu for Asha Rao' }), {
    button: 0,
    ctrlKey: false,
    pointerType: 'mouse',
  });
  return screen.findByRole('menu');
}

beforeEach(() => {
  stubApi({});
  getSession().signIn('the-token', {
    _id: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    organization_id: null,
    organization_name: null,
  });
});

describe('the account menu and the extension', () => {
  it('says the extension is installed once it has answered the token hand-off', async () => {
    getSession().setExtensionInstalled(true);
    const menu = await openMenu(EXTENSION_ID);

    expect(menu.textContent).toContain('Extension installed');
    expect(screen.queryByRole('menuitem', { name: /Install extension/ })).toBeNull();
  });

  it('offers its Web Store page, in a new tab, when the extension did not answer', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    getSession().setExtensionInstalled(false);
    await openMenu(EXTENSION_ID);

    fireEvent.click(screen.getByRole('menuitem', { name: /^Install extension/ }));
    expect(open).toHaveBeenCalledWith(
      `https://chromewebstore.google.com/detail/${EXTENSION_ID}`,
      '_blank',
      'noopener',
    );
    expect(screen.queryByText('Extension installed')).toBeNull();
  });

  it('claims nothing before the extension could answer', async () => {
    const menu = await openMenu(EXTENSION_ID);
    expect(getSession().extensionInstalled).toBeNull();
    expect(menu.textContent).not.toMatch(/extension/i);
  });

  it('claims nothing on a deployment without an extension', async () => {
    getSession().setExtensionInstalled(false);
    const menu = await openMenu(null);
    expect(menu.textContent).not.toMatch(/extension/i);
  });
});
