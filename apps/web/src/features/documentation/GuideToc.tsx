import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuideText } from './use-guides';

/** The contents: a link to each guide shown, beside the guides on a wide screen, above them on a phone. */
export function GuideToc({ guides }: { guides: readonly GuideText[] }) {
  const { t } = useTranslation('docs');
  const headingId = useId();
  return (
    <nav
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-surface p-3 lg:sticky lg:top-24 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id={headingId} className="px-2 font-medium text-text-muted text-xs">
        {t('toc.title')}
      </h2>
      <ol className="mt-2 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
        {guides.map((guide) => {
          const Icon = guide.icon;
          return (
            <li key={guide.id} className="min-w-0">
              <a
                href={`#${guide.id}`}
                className="focus-ring flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-text-muted transition-colors duration-150 hover:bg-surface-muted hover:text-text"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0">{guide.title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
