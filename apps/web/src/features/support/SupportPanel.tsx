import type { TSupportRequest } from '@creatorscope/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../app/session-store';
import { cn } from '../../ui/cn';
import { SupportForm } from './SupportForm';
import { SupportHistory } from './SupportHistory';
import { SupportPanelFrame } from './SupportPanelFrame';
import { SupportSent } from './SupportSent';

type SupportPanelProps = {
  id: string;
  isOpen: boolean;
  onClose: () => void;
};

/**
 * The contact panel: the form, then the reference number once sent, and a signed-in user's
 * earlier requests. It stays mounted while closed so that a half-written message survives.
 */
export function SupportPanel({ id, isOpen, onClose }: SupportPanelProps) {
  const { t } = useTranslation('support');
  const isSignedIn = useIsSignedIn();
  const [sent, setSent] = useState<TSupportRequest | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
  }, [isOpen]);

  // A menu inside (the topic list) closes itself on Escape and marks the key handled.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <SupportPanelFrame
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      hidden={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      className={cn(!isOpen && 'hidden')}
    >
      <div className="flex shrink-0 flex-col gap-1 border-border border-b px-5 py-4">
        <h2 id={titleId} className="font-semibold text-base text-text">
          {t('title')}
        </h2>
        <p id={descriptionId} className="text-sm text-text-muted">
          {t('description')}
        </p>
      </div>
      {/* The title stays in view while a long form scrolls under it. */}
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div className="px-5 py-4">
          {sent ? (
            <SupportSent request={sent} onSendAnother={() => setSent(null)} />
          ) : (
            <SupportForm key={isSignedIn ? 'user' : 'visitor'} onSent={setSent} />
          )}
        </div>
        {isSignedIn && <SupportHistory />}
      </div>
    </SupportPanelFrame>
  );
}
