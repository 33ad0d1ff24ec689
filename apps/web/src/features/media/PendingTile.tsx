import { CircleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedMessage } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import type { PendingUpload } from './use-media-uploads';

/** A file on its way up (its preview and progress), or one that was refused and why. */
export function PendingTile({ upload, onCancel }: { upload: PendingUpload; onCancel: () => void }) {
  const { t } = useTranslation('media');
  const problem = useTranslatedMessage(upload.problem ?? undefined);
  const percent = Math.round((upload.progress ?? 0) * 100);
  const name = upload.fileName;
  return (
    <li
      className={cn(
        'relative flex aspect-video flex-col overflow-hidden rounded-lg border bg-surface-muted',
        problem ? 'border-danger' : 'border-border',
      )}
    >
      {upload.previewUrl && !problem && (
        <img src={upload.previewUrl} alt="" className="absolute inset-0 size-full object-cover opacity-60" />
      )}
      <div className="relative flex flex-1 flex-col justify-end gap-1.5 p-2 pe-11">
        {problem ? (
          <p role="alert" className="flex items-start gap-1.5 text-danger text-xs">
            <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              <bdi dir="ltr" className="font-medium">
                {name}
              </bdi>
              {': '}
              {problem}
            </span>
          </p>
        ) : (
          <>
            <bdi dir="ltr" className="truncate rounded bg-surface px-1.5 py-0.5 text-start text-text text-xs">
              {name}
            </bdi>
            <div
              role="progressbar"
              aria-label={t('pending.uploading', { name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-border"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </>
        )}
      </div>
      <Button
        variant="secondary"
        size="icon-sm"
        className="absolute end-1.5 top-1.5"
        aria-label={t(problem ? 'pending.dismiss' : 'pending.cancel', { name })}
        onClick={onCancel}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
