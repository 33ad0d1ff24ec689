import { LifeBuoy, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { SupportPanelSkeleton } from './SupportPanelSkeleton';

// The form brings zod, react-hook-form and the contracts' schemas: loaded on first open only, so
// the button costs the first screen a few hundred bytes.
const SupportPanel = lazy(async () => ({ default: (await import('./SupportPanel')).SupportPanel }));

/**
 * The 'Contact Support' / 'Close Support' button (spec section 2) and the contact panel it opens.
 * The panel is not modal: the page stays usable while it is open.
 */
export function SupportToggle() {
  const { t, ready } = useTranslation('support', { useSuspense: false });
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Until its texts have arrived the button would have no name; it shows a moment later.
  if (!ready) return null;

  return (
    <div className="print:hidden" data-testid="support-launcher">
      <Button
        ref={buttonRef}
        variant={isOpen ? 'secondary' : 'primary'}
        className="fixed end-float-edge bottom-float-edge z-40 h-float-button rounded-full shadow-lg"
        aria-expanded={isOpen}
        aria-controls={hasOpened ? panelId : undefined}
        onClick={() => {
          setHasOpened(true);
          setIsOpen((wasOpen) => !wasOpen);
        }}
      >
        {isOpen ? <X aria-hidden="true" /> : <LifeBuoy aria-hidden="true" />}
        {isOpen ? t('close') : t('open')}
      </Button>
      {hasOpened && (
        <Suspense fallback={isOpen ? <SupportPanelSkeleton /> : null}>
          <SupportPanel id={panelId} isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
