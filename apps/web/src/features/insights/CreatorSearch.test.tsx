import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../app/session-store';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
import { CreatorSearch } from './CreatorSearch';

const row = {
  _id: 'c1',
  handle: 'natgeo',
  name: 'National Geographic',
  profilePictureUrl: null,
  followers: 280_000_000,
  tier: 'mega',
};

describe('CreatorSearch', () => {
  it('says a failed search failed, with a retry that then shows the matches', async () => {
    signIn();
    useSessionStore.setState({ org: { _id: 'org-1', name: 'Acme', permission: 'Write' } as never });
    let failures = 1;
    stubApi({
      '/insights/get-inf-table': (body) =>
        (body as { search?: string }).search === 'nat' && failures-- > 0
          ? envelope(null, 403, 'Not now')
          : envelope({ rows: [row], total: 1, page: 1, pageSize: 5 }),
    });
    renderInApp(<CreatorSearch chosen={[]} onAdd={() => undefined} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'nat' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(await screen.findByText('Creators could not be loaded')).toBeTruthy();
    expect(screen.queryByText('No creator matches this search.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('National Geographic')).toBeTruthy();
  });
});
