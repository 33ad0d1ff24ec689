import type { TCreatorReport } from '@creatorscope/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../auth/store';
import { CreatorHeader } from './CreatorHeader';

/** Only what the header reads. */
const report = {
  creator: {
    handle: 'natgeo',
    name: 'National Geographic',
    profilePictureUrl: null,
    category: 'Travel',
    country: 'IN',
    tier: 'macro',
    reachBucket: '1M-5M',
  },
  profile: { biography: 'Taking our understanding of the world further.' },
  snapshotAt: '2026-01-01T10:00:00.000Z',
  source: 'synthetic',
} as never as TCreatorReport;

function renderHeader(props: Partial<Parameters<typeof CreatorHeader>[0]> = {}) {
  return render(
    <MemoryRouter>
      <CreatorHeader report={report} {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => useSessionStore.setState({ org: null }));

describe('the creator header', () => {
  it("on the creator page: the name is the page's h1, and the team can share and compare", () => {
    useSessionStore.setState({ org: { _id: 'org-1', name: 'Acme', permission: 'Write' } as never });
    renderHeader();
    expect(screen.getByRole('heading', { level: 1, name: 'National Geographic' })).toBeDefined();
    expect(screen.getByRole('link', { name: /^@natgeo ?Open the profile on Instagram$/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Compare with others' })).toBeDefined();
  });

  it("read-only, under a shared report's title: an h2 and nothing to act on but the Instagram link", () => {
    useSessionStore.setState({ org: { _id: 'org-1', name: 'Acme', permission: 'Write' } as never });
    renderHeader({ headingLevel: 2, isReadOnly: true, children: <p>Figures as of today</p> });
    expect(screen.getByRole('heading', { level: 2, name: 'National Geographic' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['@natgeo']);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Figures as of today')).toBeDefined();
  });
});
