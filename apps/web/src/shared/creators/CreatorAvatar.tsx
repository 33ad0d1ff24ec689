import { cn } from '../../ui/cn';

/** A creator's picture, or their initial on a muted disc when the source has none. */
export function CreatorAvatar({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  const box = cn('size-8 shrink-0 rounded-full', className);
  if (url) return <img src={url} alt="" className={cn(box, 'object-cover')} loading="lazy" />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'flex items-center justify-center bg-accent-muted font-semibold text-accent-muted-foreground text-sm',
      )}
    >
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}
