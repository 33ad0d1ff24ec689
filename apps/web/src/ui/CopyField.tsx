import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { cn } from './cn';
import { Input } from './Input';
import { toast } from './toast';

/** Copies `text`, says so in a toast, and tells the caller whether to show the tick for a moment. */
function useCopy(text: string) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      toast.success(t('ui.copied'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast.error(t('ui.copyFailed'));
    }
  };
  return { isCopied, copy };
}

type CopyFieldProps = {
  value: string;
  /** Names the read-only field for screen readers (the visible label, when there is one, is the caller's). */
  label: string;
  /** The button under the field, full width: for a narrow column, where a link would be cut short. */
  isStacked?: boolean;
  className?: string;
};

/** A link or code to share: read-only, selected whole on focus, and the button that copies it. */
export function CopyField({ value, label, isStacked = false, className }: CopyFieldProps) {
  const { t } = useTranslation();
  const { isCopied, copy } = useCopy(value);
  return (
    // Inline, the button wraps under the field when the line is too short for both (a phone).
    <div className={cn('flex min-w-0 gap-2', isStacked ? 'flex-col' : 'flex-wrap', className)}>
      <Input
        readOnly
        value={value}
        dir="ltr"
        aria-label={label}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className={cn('bg-surface-muted font-mono text-xs', !isStacked && 'min-w-64 flex-1')}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {t('ui.copy')}
      </Button>
    </div>
  );
}

/** The copy button alone, for a link shown as text in a table's cell; `label` says what it copies. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { isCopied, copy } = useCopy(value);
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} title={label} onClick={() => void copy()}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
