import { cn } from '../../ui/cn';
import { DrawnText } from '../../ui/DrawnText';

/** Up to two initials of a name ('Asha Rao' → 'AR'), or of the email's local part. */
function initialsOf(name: string | undefined, email?: string): string {
  const source = name?.trim() || email?.split('@')[0] || '?';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [source];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * A round badge of the user's initials; decorative, the surrounding control carries the name. The
 * initials are drawn, not written (DrawnText): 'AR' is not part of 'Account menu for Asha Rao'.
 */
export function UserAvatar({
  name,
  email,
  className,
}: {
  name?: string;
  email?: string;
  className?: string;
}) {
  return (
    <DrawnText
      text={initialsOf(name, email)}
      className={cn(
        'flex size-8 shrink-0 select-none items-center justify-center rounded-full border border-accent/20 bg-accent-muted font-semibold text-accent-muted-foreground text-xs',
        className,
      )}
    />
  );
}
