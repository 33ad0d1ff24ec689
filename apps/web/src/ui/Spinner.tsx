import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

type SpinnerProps = {
  /** Announced to screen readers; leave out when the surrounding control already says it is busy. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('animate-spin', SIZES[size], className)} />;
  if (!label) return icon;
  return (
    <output className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </output>
  );
}
