import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../ui/cn';

type InstagramProfileLinkProps = {
  handle: string;
  /** 'sm' beside a creator's name, 'xs' in a table cell. */
  size?: 'sm' | 'xs';
  /** Adds the external-link icon and, for screen readers, where the link goes. */
  hasOpenHint?: boolean;
};

/** A creator's @handle, opening the profile on Instagram in a new tab. */
export function InstagramProfileLink({
  handle,
  size = 'sm',
  hasOpenHint = false,
}: InstagramProfileLinkProps) {
  const { t } = useTranslation('insights');
  return (
    <a
      href={`https://www.instagram.com/${handle}/`}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'focus-ring inline-flex w-fit items-center gap-1 rounded text-accent-muted-foreground hover:underline',
        size === 'sm' ? 'text-sm' : 'text-xs',
      )}
    >
      {/* A handle reads left to right, in Arabic too. */}
      <span dir="ltr">@{handle}</span>
      {hasOpenHint && (
        <>
          <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
          <span className="sr-only">{t('creator.openOnInstagram')}</span>
        </>
      )}
    </a>
  );
}
