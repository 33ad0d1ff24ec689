import { createBrowserRouter } from 'react-router';
import { BootSkeleton } from '../features/shell/BootSkeleton';
import { Frame } from '../features/shell/Frame';
import { RouteErrorPage } from '../features/shell/RouteErrorPage';

/** Paths to pages, nothing else. Each page's code loads when its path is first visited. */
export const router = createBrowserRouter([
  {
    element: <Frame />,
    HydrateFallback: BootSkeleton,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: 'apps/profile',
        lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }),
      },
      {
        path: 'apps/team',
        lazy: async () => ({ Component: (await import('../features/team/TeamPage')).TeamPage }),
      },
      {
        path: 'invitations/accept',
        lazy: async () => ({ Component: (await import('../features/team/InvitationPage')).InvitationPage }),
      },
      {
        path: 'auth/terms-and-conditions',
        lazy: async () => ({ Component: (await import('../features/auth/TermsPage')).TermsPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
