import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { DirectionProvider } from '../../i18n/DirectionProvider';
import { BootSkeleton } from './BootSkeleton';
import { DeferredToaster } from './DeferredToaster';

/**
 * Everything around the router, shared by the browser's start (main.tsx) and the build's prerender
 * of the first screen, so that both render the same tree.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<BootSkeleton />}>
          <DirectionProvider>
            {children}
            <DeferredToaster />
          </DirectionProvider>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
