import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { PageHeader } from '../../ui/PageHeader';

type CreatorMoneyPageProps = {
  title: string;
  description: string;
  /** The other money page, linked from the header. */
  other: { to: string; icon: LucideIcon; label: string };
  /** The earnings' charts want more room than the payouts' lists. */
  isWide?: boolean;
  children: ReactNode;
};

/** The frame of the creator hub's money pages: the header, with a way to the other page, over the content. */
export function CreatorMoneyPage({ title, description, other, isWide, children }: CreatorMoneyPageProps) {
  const Icon = other.icon;
  return (
    <div
      className={cn(
        'mx-auto flex w-full flex-col gap-6 px-4 py-10 sm:px-6',
        isWide ? 'max-w-6xl' : 'max-w-5xl',
      )}
    >
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button asChild variant="secondary">
            <Link to={other.to}>
              <Icon aria-hidden="true" />
              {other.label}
            </Link>
          </Button>
        }
      />
      {children}
    </div>
  );
}
