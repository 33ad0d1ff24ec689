import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { useLanguage } from './use-language';

/** Tells Radix primitives (menus, selects, tabs) which way the current language reads. */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
