import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('names the page in its one level-one heading, with the description under it', () => {
    render(<PageHeader title="Bookmarks" description="Posts your team saved." />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Bookmarks' });
    const description = screen.getByText('Posts your team saved.');
    expect(description.tagName).toBe('P');
    expect(heading.parentElement).toBe(description.parentElement);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows no empty paragraph when there is no description', () => {
    const { container } = render(<PageHeader title="Shared report" />);
    expect(container.querySelector('p')).toBeNull();
  });

  it('puts further lines under the description, inside the heading block', () => {
    render(
      <PageHeader title="Team" description="Who works in Acme.">
        <p>Only admins can invite.</p>
      </PageHeader>,
    );
    const note = screen.getByText('Only admins can invite.');
    expect(note.parentElement).toBe(screen.getByRole('heading', { level: 1 }).parentElement);
    expect(note.previousElementSibling?.textContent).toBe('Who works in Acme.');
  });

  it('sets the actions beside the heading block on one wrapping row', () => {
    render(
      <PageHeader
        title="Requirements"
        description="What you look for."
        actions={<button type="button">New</button>}
      />,
    );
    const block = screen.getByRole('heading', { level: 1 }).parentElement;
    const row = screen.getByRole('button', { name: 'New' }).parentElement;
    expect(block?.parentElement).toBe(row);
    expect(row?.className).toContain('justify-between');
    expect(row?.className).toContain('flex-wrap');
  });

  it('has no actions row when the actions are left out or empty', () => {
    const { container } = render(<PageHeader title="Plans" description="Your plan." actions={false} />);
    const block = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(container.firstElementChild).toBe(block);
  });

  it('lets a page adjust the heading block, later classes winning', () => {
    render(<PageHeader title="Report" className="gap-2" />);
    const block = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(block?.className.split(' ')).toContain('gap-2');
    expect(block?.className.split(' ')).not.toContain('gap-1');
  });
});
