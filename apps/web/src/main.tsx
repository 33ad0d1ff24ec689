import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hideAppLoader } from './features/shell/app-loader';
import { BootSkeleton } from './features/shell/BootSkeleton';
import { DeferredToaster } from './features/shell/DeferredToaster';
import { DirectionProvider } from './i18n/DirectionProvider';
import { i18n, initI18n } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { router } from './routes/router';
import { startDisplayPreferences } from './theme/use-display-preferences';

// Start fetching the translations now; components below suspend until they have arrived.
void initI18n();
// After i18n, whose language handler sets <html dir> from the language before ours applies the override.
startDisplayPreferences(i18n);

const queryClient = createQueryClient({ unexpectedMessage: () => i18n.t('errors.unexpected') });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootSkeleton />}>
        <DirectionProvider>
          <RouterProvider router={router} />
          <DeferredToaster />
        </DirectionProvider>
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
hideAppLoader();
