import { MEDIA_KINDS, type TMediaKind } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentOrgId } from '../../app/session-store';
import { MediaDropzone } from './MediaDropzone';
import { MediaTile } from './MediaTile';
import { addressKind, fileNameOf, thumbnailOf } from './media-files';
import { PendingTile } from './PendingTile';
import { useMediaUploads } from './use-media-uploads';

type MediaUploaderProps = {
  /** The list's addresses; those of images and videos show as tiles. */
  urls: readonly string[];
  /** An upload finished: its public address joins the list, as a typed one would. */
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  accept?: readonly TMediaKind[];
  /** Names the tiles for screen readers (the list they belong to). */
  label: string;
};

/**
 * Uploads images and videos into a list of addresses (an ad's creatives): dropped or picked files
 * are checked as the server checks them, sent with their progress shown, and their addresses added;
 * each image or video address in the list shows as a tile that removes it.
 */
export function MediaUploader({ urls, onAdd, onRemove, accept = MEDIA_KINDS, label }: MediaUploaderProps) {
  const { t } = useTranslation('media');
  const orgId = useCurrentOrgId();
  const uploads = useMediaUploads({
    accept,
    mixedTypeMessage: t('problems.type'),
    onUploaded: (media) => onAdd(media.url),
  });
  const tiles = urls.flatMap((url) => {
    const kind = addressKind(url);
    return kind ? [{ url, kind }] : [];
  });
  const isEmpty = tiles.length === 0 && uploads.pending.length === 0;

  return (
    <div className="flex flex-col gap-3">
      <MediaDropzone accept={accept} onFiles={uploads.add} isDisabled={!orgId} />
      {!isEmpty && (
        <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map(({ url, kind }) => (
            <MediaTile
              key={url}
              url={url}
              kind={kind}
              name={fileNameOf(url)}
              thumbnailUrl={uploads.thumbnailOf(url) ?? (kind === 'image' ? thumbnailOf(url) : null)}
              onRemove={() => {
                uploads.forget(url);
                onRemove(url);
              }}
            />
          ))}
          {uploads.pending.map((upload) => (
            <PendingTile key={upload.id} upload={upload} onCancel={() => uploads.cancel(upload.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
