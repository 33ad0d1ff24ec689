import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstagramProfileLink } from './InstagramProfileLink';

describe('the Instagram profile link', () => {
  it('opens the profile on Instagram in a new tab, without telling Instagram where from', () => {
    render(<InstagramProfileLink handle="nat.geo_1" />);
    const link = screen.getByRole('link', { name: '@nat.geo_1' });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/nat.geo_1/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('is named by the handle alone unless asked to say where it goes', () => {
    render(<InstagramProfileLink handle="natgeo" />);
    expect(screen.getByRole('link').textContent).toBe('@natgeo');
  });

  it('with the open hint, tells screen readers that it opens Instagram', () => {
    render(<InstagramProfileLink handle="natgeo" hasOpenHint />);
    expect(screen.getByRole('link', { name: /^@natgeo ?Open the profile on Instagram$/ })).toBeDefined();
  });

  it('keeps the handle left to right on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <InstagramProfileLink handle="natgeo" size="xs" />
      </div>,
    );
    expect(screen.getByText('@natgeo').getAttribute('dir')).toBe('ltr');
  });
});
