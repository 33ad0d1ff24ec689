import type { TSupportRequest } from '@creatorscope/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

type SupportSentProps = {
  request: TSupportRequest;
  onSendAnother: () => void;
};

/** The answer to a sent request: its reference number, and where the confirmation went. */
export function SupportSent({ request, onSendAnother }: SupportSentProps) {
  const { t } = useTranslation('support');
  const titleRef = useRef<HTMLParagraphElement>(null);

  // The form and its button are gone: focus the news, so keyboard and screen reader users stay put.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <div className="flex size-10 items-center justify-center rounded-full border border-success/25 bg-success/10 text-success">
        <CircleCheck aria-hidden="true" className="size-5" />
      </div>
      <p ref={titleRef} tabIndex={-1} className="font-semibold text-base text-text focus:outline-none">
        {t('sentTitle')}
      </p>
      <div className="flex flex-col items-center gap-1">
        <span className="text-text-muted text-xs">{t('reference')}</span>
        <span
          dir="ltr"
          className="metric rounded-md bg-surface-muted px-3 py-1.5 font-mono font-semibold text-lg text-text"
        >
          {request.reference}
        </span>
      </div>
      <p className="text-sm text-text-muted">
        {/* A non-breaking hyphen keeps 'CS-001042' on one line inside the sentence. */}
        {t('sentText', { email: request.email, reference: request.reference.replace('-', '\u2011') })}
      </p>
      <Button variant="secondary" onClick={onSendAnother}>
        {t('sendAnother')}
      </Button>
    </div>
  );
}
