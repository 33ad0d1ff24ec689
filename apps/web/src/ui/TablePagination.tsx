import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export type TablePaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Extra text at the start, e.g. '1–20 of 57 creators'. */
  summary?: ReactNode;
};

/** The footer under a table: where you are and the previous/next buttons (arrows mirror in RTL). */
export function TablePagination({ page, pageCount, onPageChange, summary }: TablePaginationProps) {
  const { t } = useTranslation();
  const total = Math.max(pageCount, 1);
  const canGoBack = page > 1;
  const canGoForward = page < total;

  return (
    <nav
      aria-label={t('ui.pageOf', { page, total })}
      className="flex items-center justify-between gap-4 border-border border-t px-3 py-2 text-sm text-text-muted"
    >
      <div className="metric min-w-0 truncate">{summary}</div>
      <div className="flex items-center gap-2">
        <span className="metric whitespace-nowrap" aria-live="polite">
          {t('ui.pageOf', { page, total })}
        </span>
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={t('ui.previousPage')}
          disabled={!canGoBack}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={t('ui.nextPage')}
          disabled={!canGoForward}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
