import { describe, expect, it } from 'vitest';
import { bookmarkPayload, chooseLabel } from './label-choice';

const label = (name: string) => ({
  _id: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
  name,
  createdAt: '',
});

describe('choosing the label of a new bookmark (spec section 4)', () => {
  it('uses Default Label when the organisation has no labels', () => {
    expect(chooseLabel([])).toEqual({ kind: 'default' });
  });

  it('uses the only label when there is exactly one', () => {
    const only = label('1');
    expect(chooseLabel([only])).toEqual({ kind: 'single', label: only });
  });

  it('asks the user to pick when there are several', () => {
    expect(chooseLabel([label('1'), label('2')])).toEqual({ kind: 'pick' });
  });
});

describe('the bookmark post payload (spec section 3)', () => {
  it('sends the embed URL, isInsights true, isTrends false and Default Label with a null labelId', () => {
    expect(bookmarkPayload('org-1', { shortcode: 'Abc123xyz', type: 'reels' }, null)).toEqual({
      organization: 'org-1',
      instagramCode: 'https://www.instagram.com/p/Abc123xyz/embed/captioned/',
      isInsights: true,
      isTrends: false,
      label: 'Default Label',
      labelId: null,
      type: 'reels',
    });
  });

  it('sends the label name and id, and what the screen knows about the post', () => {
    const travel = label('7');
    expect(
      bookmarkPayload(
        'org-1',
        { shortcode: 'Abc123xyz', type: 'posts', caption: 'Hi', creatorHandle: 'ana' },
        travel,
      ),
    ).toMatchObject({ label: travel.name, labelId: travel._id, caption: 'Hi', creatorHandle: 'ana' });
  });
});
