import { RotateCcw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LAYOUTS,
  MENU_TYPES,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  type RouterTransition,
} from '../../theme/display-preferences';
import { THEME_PREFERENCES } from '../../theme/theme';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { Sheet } from '../../ui/Sheet';

type ThemeCustomizerProps = {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

function Setting({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <div>
        <h3 className="font-medium text-sm text-text">{label}</h3>
        {hint && <p className="text-text-muted text-xs">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The theme customizer (spec section 2): colour scheme, layout, direction, navbar, menu, semidark
 * and router transition. Every choice applies at once and is remembered; Reset restores the defaults.
 */
export function ThemeCustomizer({ open, onOpenChange }: ThemeCustomizerProps) {
  const { t, i18n } = useTranslation();
  const transitionId = useId();
  const theme = useTheme();
  const preferences = useDisplayPreferences();
  const { setPreference } = preferences;
  const options = <T extends string>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`customizer.${group}.${value}`) }));

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('customizer.title')}
      description={t('customizer.description')}
      side="end"
      footer={
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            preferences.reset(i18n.language);
            theme.setPreference('system');
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('customizer.reset')}
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <Setting label={t('customizer.theme.label')}>
          <SegmentedControl
            label={t('customizer.theme.label')}
            options={options(THEME_PREFERENCES, 'theme')}
            value={theme.preference}
            onValueChange={theme.setPreference}
            className="flex flex-wrap"
          />
        </Setting>
        <Setting label={t('customizer.semidark.label')} hint={t('customizer.semidark.hint')}>
          <SegmentedControl
            label={t('customizer.semidark.label')}
            options={[
              { value: 'off', label: t('customizer.semidark.off') },
              { value: 'on', label: t('customizer.semidark.on') },
            ]}
            value={preferences.semidark ? 'on' : 'off'}
            onValueChange={(value) => setPreference('semidark', value === 'on')}
            className="flex flex-wrap"
          />
        </Setting>
        <Setting label={t('customizer.menu.label')}>
          <SegmentedControl
            label={t('customizer.menu.label')}
            options={options(MENU_TYPES, 'menu')}
            value={preferences.menu}
            onValueChange={(value) => setPreference('menu', value)}
            className="flex flex-wrap"
          />
        </Setting>
        <Setting label={t('customizer.layout.label')}>
          <SegmentedControl
            label={t('customizer.layout.label')}
            options={options(LAYOUTS, 'layout')}
            value={preferences.layout}
            onValueChange={(value) => setPreference('layout', value)}
            className="flex flex-wrap"
          />
        </Setting>
        <Setting label={t('customizer.navbar.label')}>
          <SegmentedControl
            label={t('customizer.navbar.label')}
            options={options(NAVBAR_TYPES, 'navbar')}
            value={preferences.navbar}
            onValueChange={(value) => setPreference('navbar', value)}
            className="flex flex-wrap"
          />
        </Setting>
        <Setting label={t('customizer.direction.label')} hint={t('customizer.direction.hint')}>
          <SegmentedControl
            label={t('customizer.direction.label')}
            options={options(['ltr', 'rtl'] as const, 'direction')}
            value={preferences.direction}
            onValueChange={(value) => setPreference('direction', value)}
            className="flex flex-wrap"
          />
        </Setting>
        <section className="flex flex-col gap-2">
          <div>
            <label htmlFor={transitionId} className="font-medium text-sm text-text">
              {t('customizer.animation.label')}
            </label>
            <p className="text-text-muted text-xs">{t('customizer.animation.hint')}</p>
          </div>
          <Select<RouterTransition>
            id={transitionId}
            options={options(ROUTER_TRANSITIONS, 'animation')}
            value={preferences.animation}
            onValueChange={(value) => setPreference('animation', value)}
          />
        </section>
      </div>
    </Sheet>
  );
}
