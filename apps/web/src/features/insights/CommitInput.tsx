import { type ComponentProps, useEffect, useState } from 'react';
import { Input } from '../../ui/Input';

type CommitInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  /** Called with the text once typing settles (a pause, Enter or leaving the field), not per key. */
  onCommit: (value: string) => void;
  delayMs?: number;
};

/** A text input for filters: each commit changes the URL and asks the server, so it waits for a pause. */
export function CommitInput({
  value,
  onCommit,
  delayMs = 500,
  onKeyDown,
  onBlur,
  ...props
}: CommitInputProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onCommit(draft), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, delayMs, onCommit]);

  return (
    <Input
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft !== value) onCommit(draft);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        if (draft !== value) onCommit(draft);
        onBlur?.(event);
      }}
    />
  );
}
