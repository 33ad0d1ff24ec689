import type { TCreatorSummary } from '@creatorscope/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShortlistTable } from './ShortlistTable';

const creator = (handle: string, growth30d: number | null): TCreatorSummary => ({
  _id: `id-${handle}`,
  handle,
  name: `Name of ${handle}`,
  profilePictureUrl: null,
  category: 'Travel',
  country: 'IN',
  tier: 'macro',
  followers: 1_234_567,
  engagementRate: 3.25,
  avgLikes: 1000,
  avgComments: 50,
  avgViews: null,
  growth30d,
  qualityScore: 80,
  audienceAgeBand: null,
  audienceFemaleShare: null,
  estimatedPrice: 50_000,
  rating: 5,
  ratingValue: 3,
  reachBucket: null,
  source: 'synthetic',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function cellsOf(handle: string): string[] {
  const row = screen.getByRole('link', { name: `@${handle}` }).closest('tr');
  if (!row) throw new Error(`no row for @${handle}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the shared shortlist table', () => {
  it("links each creator's @handle to their Instagram profile, not to the team's creator page", () => {
    render(<ShortlistTable creators={[creator('first', 1.5), creator('second', null)]} />);
    const table = screen.getByRole('table', { name: 'Creators in this shortlist' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/first/',
      'https://www.instagram.com/second/',
    ]);
  });

  it('shows the figures compactly (lakh in English, Indian style), and a dash for growth while the history is short', () => {
    render(<ShortlistTable creators={[creator('first', 1.5), creator('second', null)]} />);
    expect(cellsOf('first').slice(3, 6)).toEqual(['12.3L', '3.25%', '+1.5%']);
    expect(cellsOf('second')[5]).toBe('—');
  });

  it('is read-only: no header sorts the table', () => {
    render(<ShortlistTable creators={[creator('first', 1.5)]} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
