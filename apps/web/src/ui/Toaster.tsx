import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useLanguage } from '../i18n/use-language';
import { useTheme } from '../theme/use-theme';

/** Sonner reads its colours from these variables; ours map them onto the design tokens. */
const TOKEN_STYLE = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-border)',
  '--normal-text': 'var(--color-text)',
  '--success-bg': 'color-mix(in oklab, var(--color-success) 10%, var(--color-surface))',
  '--success-border': 'color-mix(in oklab, var(--color-success) 30%, var(--color-surface))',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'color-mix(in oklab, var(--color-danger) 10%, var(--color-surface))',
  '--error-border': 'color-mix(in oklab, var(--color-danger) 30%, var(--color-surface))',
  '--error-text': 'var(--color-danger)',
  '--warning-bg': 'color-mix(in oklab, var(--color-warning) 10%, var(--color-surface))',
  '--warning-border': 'color-mix(in oklab, var(--color-warning) 30%, var(--color-surface))',
  '--warning-text': 'var(--color-warning)',
  '--border-radius': 'var(--radius-lg)',
  fontFamily: 'var(--font-sans)',
} as CSSProperties;

/** Spec section 9: toasts at the top, for 3 seconds. */
const TOAST_DURATION_MS = 3000;

/** The app's one toast outlet, in the current theme and reading direction. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const { dir } = useLanguage();
  return (
    <Sonner
      position="top-center"
      duration={TOAST_DURATION_MS}
      theme={resolvedTheme}
      dir={dir}
      richColors
      closeButton={false}
      style={TOKEN_STYLE}
      toastOptions={{ className: 'shadow-lg text-sm' }}
    />
  );
}
