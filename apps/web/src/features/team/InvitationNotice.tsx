import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A short explanation in a muted box, with the button that resolves it under it. */
export function InvitationNotice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2.5 text-sm text-text">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-text-muted" />
        <span>{text}</span>
      </p>
      {children}
    </div>
  );
}
