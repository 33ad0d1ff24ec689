import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../app/session-store';
import { Button } from '../../ui/Button';

const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

/** 'Share' on a creator or comparison page: a read-only link for people outside the team. */
export function ShareButton({
  handles,
  defaultTitle,
}: {
  handles: readonly string[];
  defaultTitle?: string;
}) {
  const { t } = useTranslation('reports');
  const canWrite = useSessionStore((state) => Boolean(state.org) && state.org?.permission !== 'Read');
  const [isOpen, setIsOpen] = useState(false);
  if (!canWrite || handles.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Share2 aria-hidden="true" />
        {t('share.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ShareDialog
            handles={handles}
            defaultTitle={defaultTitle ?? t('share.defaultShortlistTitle')}
            isOpen={isOpen}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      )}
    </>
  );
}
