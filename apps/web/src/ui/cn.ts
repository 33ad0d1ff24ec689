import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our type scale adds `text-metric`; without this it would be taken for a colour and dropped. The
// named spacings (index.css) must be known too, or `size-9 size-float-button` would keep both.
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ['metric'], spacing: ['float-edge', 'float-button', 'float-second', 'float-stack'] },
  },
});

/** Joins class names; later Tailwind classes win over earlier ones (`cn('px-2', 'px-4')` → 'px-4'). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
