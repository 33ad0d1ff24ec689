import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';

/** Spec section 9: the button appears after 50 px of scroll. */
const SCROLL_THRESHOLD_PX = 50;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Back to the top of the page, above the support button in the bottom end corner. */
export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const update = () => setIsShown(window.scrollY > SCROLL_THRESHOLD_PX);
    // The first reading waits for the next frame: read at mount, scrollY forces a layout of the page
    // React has just written inside the first render's long task; in the frame, layout is due anyway.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!isShown) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={t('shell.scrollToTop')}
      className={cn(
        'fixed end-float-edge bottom-float-second z-40 size-float-button rounded-full shadow-md animate-fade-in print:hidden',
      )}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from a button that has vanished.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
