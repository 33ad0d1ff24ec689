// The primitive's own entry point: the 'radix-ui' barrel would drag every primitive into the first download.
import * as Direction from 'radix-ui/direction';
import type { ReactNode } from 'react';
import { useDisplayPreferences } from '../theme/use-display-preferences';

/**
 * Tells Radix primitives (menus, selects, tabs) which way the page reads: the language's direction,
 * or the customizer's override.
 */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const direction = useDisplayPreferences((state) => state.direction);
  return <Direction.Provider dir={direction}>{children}</Direction.Provider>;
}
