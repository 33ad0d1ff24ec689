import type { TCreatorSummary } from '@creatorscope/contracts';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { CreatorAvatar } from './CreatorAvatar';

type CreatorLinkProps = {
  creator: Pick<TCreatorSummary, 'handle' | 'name' | 'profilePictureUrl'>;
  className: string;
  nameClassName?: string;
};

/** A creator's picture, name and @handle, linking to the creator's page. */
export function CreatorLink({ creator, className, nameClassName }: CreatorLinkProps) {
  return (
    <Link to={`/insights/creator/${encodeURIComponent(creator.handle)}`} className={className}>
      <CreatorAvatar name={creator.name} url={creator.profilePictureUrl} />
      <span className="flex min-w-0 flex-col">
        <span className={cn('truncate font-medium text-text', nameClassName)}>{creator.name}</span>
        <span className="truncate text-text-muted text-xs" dir="ltr">
          @{creator.handle}
        </span>
      </span>
    </Link>
  );
}
