import type { TMediaKind } from '@creatorscope/contracts';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { acceptOf } from './media-files';

type MediaDropzoneProps = {
  accept: readonly TMediaKind[];
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
};

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** Where files are dropped, or picked with the button (the keyboard's and the phone's way). */
export function MediaDropzone({ accept, onFiles, isDisabled = false }: MediaDropzoneProps) {
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const titleId = useId();
  const [isOver, setIsOver] = useState(false);
  const kinds = accept.length > 1 ? 'both' : (accept[0] ?? 'image');

  const onDragOver = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  };
  const onDrop = (event: DragEvent) => {
    if (isDisabled || !carriesFiles(event)) return;
    event.preventDefault();
    setIsOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    // A drop target for the mouse; the button inside is the way in for keyboards and touch.
    <fieldset
      aria-labelledby={titleId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      data-dragging={isOver || undefined}
      className={cn(
        'flex min-w-0 flex-col items-center justify-center gap-2 rounded-lg border border-border-strong border-dashed bg-surface-muted px-4 py-6 text-center transition-colors duration-150',
        isOver && 'border-accent bg-accent-muted',
        isDisabled && 'opacity-50',
      )}
    >
      <Upload aria-hidden="true" className="size-6 text-text-muted" />
      <p id={titleId} className="text-sm text-text">
        {t(isOver ? 'uploader.dropNow' : `uploader.drop.${kinds}`)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={isDisabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {t(`uploader.choose.${kinds}`)}
      </Button>
      <p id={hintId} className="text-text-muted text-xs">
        {t(`uploader.hint.${kinds}`)}
      </p>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(accept)}
        data-testid="media-file-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared, so that choosing the same file again after removing it is a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </fieldset>
  );
}
