import { Skeleton } from '../../ui/Skeleton';

/** The plans page's layout while the subscription loads. */
export function BillingPageSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-56 rounded-xl lg:col-span-2" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {['free', 'creator', 'enterprise', 'custom'].map((id) => (
          <Skeleton key={id} className="h-96 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
