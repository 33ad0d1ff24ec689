import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentationPage } from './DocumentationPage';
import { GUIDES } from './guides';
import { normaliseForSearch, searchGuides } from './search-guides';

const guides = [
  { id: 'a', title: 'Bookmarks and labels', text: 'Deleting a label moves its bookmarks to Default Label.' },
  { id: 'b', title: 'Plans, credits and billing', text: 'Credit packs never expire.' },
  { id: 'c', title: 'Créer un lien', text: 'Un lien en lecture seule.' },
];
const ids = (found: readonly { id: string }[]) => found.map((guide) => guide.id);

describe('searchGuides', () => {
  it('keeps every guide, in order, while the query is blank', () => {
    expect(ids(searchGuides(guides, ''))).toEqual(['a', 'b', 'c']);
    expect(ids(searchGuides(guides, '   '))).toEqual(['a', 'b', 'c']);
  });

  it('finds a word in the title or in the text, whatever its case', () => {
    expect(ids(searchGuides(guides, 'BILLING'))).toEqual(['b']);
    expect(ids(searchGuides(guides, 'default label'))).toEqual(['a']);
    expect(ids(searchGuides(guides, 'never'))).toEqual(['b']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids(searchGuides(guides, 'expire credit'))).toEqual(['b']);
    expect(ids(searchGuides(guides, 'credit labels'))).toEqual([]);
  });

  it('ignores accents and repeated spaces', () => {
    expect(normaliseForSearch('  Créer   un LIEN ')).toBe('creer un lien');
    expect(ids(searchGuides(guides, 'creer'))).toEqual(['c']);
    expect(ids(searchGuides(guides, 'lecture  SEULE'))).toEqual(['c']);
  });
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/apps/documentation']}>
      <DocumentationPage />
    </MemoryRouter>,
  );
}

const search = () => screen.getByRole('searchbox', { name: 'Search the guides' });
/** The contents' heading, then each guide's (querySelectorAll: role queries are slow on a page this long). */
const guideHeadings = () => [...document.querySelectorAll('h2')].map((heading) => heading.textContent);

describe('DocumentationPage', () => {
  it('every text a guide shows is in the English files', () => {
    const keys = GUIDES.flatMap((guide) => [
      guide.title,
      ...guide.links.map((link) => link.label),
      ...guide.blocks.flatMap((block) =>
        block.kind === 'text'
          ? [block.key]
          : block.kind === 'steps'
            ? block.keys
            : block.terms.flatMap((term) => [term.term, term.description]),
      ),
    ]);
    const missing = keys.filter((key) => !i18next.exists(key, { ns: ['docs', 'translation'] }));
    expect(missing).toEqual([]);
  });

  it('lists each guide in a named table of contents that links to its section', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Guides' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(GUIDES.length);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(section?.tagName).toBe('SECTION');
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
        link.textContent,
      );
    }
  });

  it('names buttons as their screens do and links each guide to the screen it explains', () => {
    renderPage();
    const bookmarks = document.getElementById('bookmarks-and-labels') as HTMLElement;
    expect(within(bookmarks).getByText(/goes under “Default Label”/)).toBeTruthy();
    expect(within(bookmarks).getByRole('link', { name: 'Open bookmarks' }).getAttribute('href')).toBe(
      '/insights/bookmarks',
    );
    const team = document.getElementById('team-and-support') as HTMLElement;
    expect(within(team).getByText(/Press “Contact Support”/)).toBeTruthy();
    const billing = document.getElementById('plans-and-billing') as HTMLElement;
    expect(
      within(billing)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/apps/plans', '/apps/transactions']);
  });

  it('explains the metrics with the names and formulas the creator report shows', () => {
    renderPage();
    const reports = document.getElementById('creator-reports') as HTMLElement;
    const term = within(reports).getByText('Engagement rate', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe(
      '(likes + comments) ÷ followers × 100, averaged over the last 12 posts.',
    );
    expect(
      within(reports).getByText('Growth 30 days', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('(followers today − followers 30 days ago) ÷ followers 30 days ago × 100');
  });

  it('filters the guides as the reader types, by title and text, in any case', () => {
    renderPage();
    fireEvent.change(search(), { target: { value: 'DEFAULT LABEL' } });
    expect(guideHeadings()).toEqual(['Guides', 'Bookmarks and labels']);
    expect(screen.getByRole('status').textContent).toBe(`Guides shown: 1 of ${GUIDES.length}`);

    fireEvent.change(search(), { target: { value: 'gstin' } });
    expect(guideHeadings()).toEqual(['Guides', 'Plans, credits and billing']);
  });

  it('says plainly when nothing matches, and Clear search brings every guide back', () => {
    renderPage();
    fireEvent.change(search(), { target: { value: 'zebra crossing' } });
    expect(screen.getByText('No guide matches “zebra crossing”')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Guides' })).toBeNull();
    expect(guideHeadings()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search());
    expect(guideHeadings()).toHaveLength(GUIDES.length + 1);
  });
});
