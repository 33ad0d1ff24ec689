import { SearchX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/SearchInput';
import { GuideSection } from './GuideSection';
import { GuideToc } from './GuideToc';
import { searchGuides } from './search-guides';
import { useGuides } from './use-guides';

/**
 * /apps/documentation: the help centre, open to visitors. Short guides to each screen, filtered as
 * the reader types, with contents that link to each guide's anchor.
 */
export function DocumentationPage() {
  const { t } = useTranslation('docs');
  usePageTitle(t('header.documentation'));
  const guides = useGuides();
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => searchGuides(guides, query), [guides, query]);
  const isSearching = query.trim() !== '';

  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:gap-8">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="font-semibold text-2xl text-text">{t('header.documentation')}</h1>
        <p className="text-sm text-text-muted leading-6">{t('intro')}</p>
      </header>
      <div className="flex max-w-xl flex-col gap-2">
        <SearchInput
          ref={searchRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
        />
        {/* Always in the page, so that screen readers announce each new count. */}
        <output className="block text-text-muted text-xs">
          {isSearching ? t('search.results', { shown: shown.length, total: guides.length }) : ''}
        </output>
      </div>
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        {/* Nothing to list when nothing matches: the empty state says so. */}
        {shown.length > 0 && <GuideToc guides={shown} />}
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2">
          {shown.length === 0 ? (
            <Card>
              <EmptyState
                icon={SearchX}
                title={t('search.emptyTitle', { query: query.trim() })}
                text={t('search.emptyText')}
                action={
                  <Button variant="secondary" onClick={clearSearch}>
                    {t('search.clear')}
                  </Button>
                }
              />
            </Card>
          ) : (
            shown.map((guide) => <GuideSection key={guide.id} guide={guide} />)
          )}
        </div>
      </div>
    </div>
  );
}
