import type { TRankedCreator } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../app/use-format';
import { CreatorAvatar } from '../../shared/creators/CreatorAvatar';
import { TierBadge } from '../../shared/creators/TierBadge';
import { useReasonText } from './use-reason-text';

/** One creator of the ranked list: rank, score, key figures and why it ranks there. */
export function RankedCreator({ entry }: { entry: TRankedCreator }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const reasonText = useReasonText();
  const { creator } = entry;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 items-center gap-3 sm:w-72 sm:shrink-0">
        <span className="metric w-8 shrink-0 text-center font-semibold text-lg text-text-muted">
          {format.whole(entry.rank)}
        </span>
        <CreatorAvatar name={creator.name} url={creator.profilePictureUrl} className="size-10" />
        <div className="flex min-w-0 flex-col">
          <Link
            to={`/insights/creator/${encodeURIComponent(creator.handle)}`}
            className="focus-ring truncate rounded font-medium text-text hover:underline"
          >
            {creator.name}
          </Link>
          <span className="flex items-center gap-2 text-text-muted text-xs">
            <span dir="ltr">@{creator.handle}</span>
            <TierBadge tier={creator.tier} />
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 ps-11 sm:ps-0">
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-text-muted text-xs">
          <span>{t('ranked.score', { score: format.decimal(entry.score) })}</span>
          <span>{t('ranked.followers', { followers: format.compact(creator.followers) })}</span>
          <span>{t('ranked.price', { price: format.compactRupees(creator.estimatedPrice) })}</span>
        </div>
        <ul className="flex flex-col gap-1 text-sm text-text">
          {entry.reasons.map((reason) => (
            <li key={reason.code} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              {reasonText(reason)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
