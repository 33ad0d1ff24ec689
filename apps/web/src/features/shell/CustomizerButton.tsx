import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

// The panel brings Radix Dialog, RadioGroup and Select: loaded on first open, not with the page.
const ThemeCustomizer = lazy(async () => ({ default: (await import('./ThemeCustomizer')).ThemeCustomizer }));

/** The header's gear: opens the theme customizer (spec section 2) in a side sheet. */
export function CustomizerButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Settings2 aria-hidden="true" />
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ThemeCustomizer open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
