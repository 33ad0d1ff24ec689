import type { ReactNode } from 'react';

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
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="font-semibold text-2xl text-text">{title}</h1>
        <p className="text-sm text-text-muted">{description}</p>
      </div>
      {children}
    </div>
  );
}
