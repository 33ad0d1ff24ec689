import { ArrowLeft, ChevronRight, House } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { NAV_ITEMS } from '../../routes/nav';
import { Button } from '../../ui/Button';

/** Any path the app does not know: says so plainly and offers the way back and the main pages. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const suggestionsId = useId();
  usePageTitle(t('notFound.title'));
  // A first visit straight to a dead link has no page of ours to go back to.
  const canGoBack = typeof window !== 'undefined' && window.history.state?.idx > 0;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="metric font-semibold text-6xl text-accent-muted-foreground tracking-tight sm:text-7xl">
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl text-text sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-2">
        {canGoBack && (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('notFound.back')}
          </Button>
        )}
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            {t('notFound.home')}
          </Link>
        </Button>
      </div>
      <section aria-labelledby={suggestionsId} className="mt-14 w-full text-start">
        <h2 id={suggestionsId} className="px-1 font-medium text-sm text-text-muted">
          {t('notFound.suggestions')}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {NAV_ITEMS.filter((item) => item.path !== '/').map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className="focus-ring group flex items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm text-text shadow-xs transition-colors duration-150 hover:border-border-strong"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
                  <span className="flex-1 truncate font-medium">{t(`nav.${item.labelKey}`)}</span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-text-muted transition-transform duration-150 group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
