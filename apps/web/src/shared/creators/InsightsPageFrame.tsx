import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/PageHeader';

/** The heading and width shared by the insights pages. */
export function InsightsPageFrame({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-4 py-8 sm:px-6">
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
