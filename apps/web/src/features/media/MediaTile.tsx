import type { TMediaKind } from '@creatorscope/contracts';
import { Film, Image as ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

type MediaTileProps = {
  url: string;
  kind: TMediaKind;
  name: string;
  /** A smaller picture to show for an image; the image itself when it has none or it fails. */
  thumbnailUrl: string | null;
  onRemove: () => void;
};

/** A creative in the list: its picture (or a film frame for a video), its name, a remove button. */
export function MediaTile({ url, kind, name, thumbnailUrl, onRemove }: MediaTileProps) {
  const { t } = useTranslation('media');
  const sources = kind === 'image' ? [...new Set([thumbnailUrl ?? url, url])] : [];
  const [failed, setFailed] = useState(0);
  const source = sources[failed];
  const Icon = kind === 'video' ? Film : ImageIcon;
  return (
    <li className="group relative flex aspect-video flex-col overflow-hidden rounded-lg border border-border bg-surface-muted">
      {source ? (
        <img
          src={source}
          alt={t('tile.alt', { name })}
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed((count) => count + 1)}
        />
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-1 px-2">
          <Icon aria-hidden="true" className="size-6 text-text-muted" />
          <span className="sr-only">{t(`tile.${kind}`)}</span>
        </div>
      )}
      <bdi
        dir="ltr"
        className="absolute inset-x-0 bottom-0 truncate bg-surface px-2 py-1 text-start text-text-muted text-xs"
      >
        {name}
      </bdi>
      <Button
        variant="secondary"
        size="icon-sm"
        className="absolute end-1.5 top-1.5"
        aria-label={t('tile.remove', { name })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
