import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../theme/theme';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const satisfies Record<ThemePreference, unknown>;

/** Cycles light → dark → system → light (spec section 4); the icon shows the current choice. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { preference, cyclePreference } = useTheme();
  const Icon = ICONS[preference];
  const label = t('header.theme', { theme: t(`theme.${preference}`) });

  return (
    <Button variant="ghost" size="icon" onClick={cyclePreference} aria-label={label} title={label}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
