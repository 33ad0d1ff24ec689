import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** The theme's named spacings, as index.css defines them (`--spacing-<name>`); cn.test.ts keeps the two in step. */
export const NAMED_SPACINGS = ['float-edge', 'float-button', 'float-second', 'float-stack'] as const;

// Our type scale adds `text-metric`; without this it would be taken for a colour and dropped. The
// named spacings must be known too, or `size-9 size-float-button` would keep both.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ['metric'], spacing: [...NAMED_SPACINGS] },
  },
});

/** Joins class names; later Tailwind classes win over earlier ones (`cn('px-2', 'px-4')` → 'px-4'). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
