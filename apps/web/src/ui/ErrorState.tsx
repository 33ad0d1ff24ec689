import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

type ErrorStateProps = {
  title: string;
  text: string;
  onRetry: () => void;
  isRetrying: boolean;
};

/** What went wrong and the one button that tries again: the error state of every screen. */
export function ErrorState({ title, text, onRetry, isRetrying }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={TriangleAlert}
      tone="danger"
      title={title}
      text={text}
      action={
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RotateCw aria-hidden="true" />}
          {t('ui.retry')}
        </Button>
      }
    />
  );
}
