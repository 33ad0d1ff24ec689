import { Skeleton } from '../../ui/Skeleton';
import { SupportPanelFrame } from './SupportPanelFrame';

/** The panel's shape while its code loads, the first time it opens. */
export function SupportPanelSkeleton() {
  return (
    <SupportPanelFrame className="gap-4 p-5">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-9 w-32 self-end" />
    </SupportPanelFrame>
  );
}
