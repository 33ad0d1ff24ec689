import { cn } from '../../ui/cn';

/** The product mark: a lens over a rising line, in the accent colour. Decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-6 shrink-0', className)}>
      <rect width="24" height="24" rx="6" className="fill-accent" />
      <circle cx="11" cy="11" r="5.25" fill="none" strokeWidth="2" className="stroke-accent-foreground" />
      <path
        d="m15 15 3.5 3.5"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        className="stroke-accent-foreground"
      />
      <path
        d="M8.25 12.5 10.25 10.5 11.75 12 13.75 9.75"
        fill="none"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-foreground"
      />
    </svg>
  );
}
