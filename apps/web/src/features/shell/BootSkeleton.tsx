import { useIsDesktop } from '../../app/use-is-desktop';
import { useDisplayPreferences } from '../../theme/use-display-preferences';
import { cn } from '../../ui/cn';
import { Skeleton } from '../../ui/Skeleton';

/** What shows while the first translations and route load: the frame's shape, no text. */
export function BootSkeleton() {
  const menu = useDisplayPreferences((state) => state.menu);
  const sidebar = useDisplayPreferences((state) => state.sidebar);
  const isDesktop = useIsDesktop();
  const isSidebarShown = isDesktop && menu !== 'horizontal' && sidebar === 'open';

  return (
    <div className="flex min-h-dvh" aria-busy="true">
      {isSidebarShown && (
        <div
          data-semidark-scope
          className={cn(
            'flex shrink-0 flex-col gap-3 border-border border-e bg-background px-4 py-4',
            menu === 'collapsible' ? 'w-16' : 'w-[260px]',
          )}
        >
          <Skeleton className="mb-4 h-6 w-28 max-w-full" />
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} className="h-6 w-full" />
          ))}
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex h-14 items-center justify-between border-border border-b px-4 sm:px-5">
          <Skeleton className="size-8" />
          <div className="flex items-center gap-2">
            <Skeleton className="h-8 w-24" />
            <Skeleton className="size-8" />
          </div>
        </div>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-12 sm:px-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-4 w-full max-w-xl" />
          <Skeleton className="h-4 w-full max-w-lg" />
        </div>
      </div>
    </div>
  );
}
