import type { RouteObject } from 'react-router';
import { BootSkeleton, Frame, RouteErrorPage } from '../features/shell';

/**
 * Paths to pages, nothing else. Each page's code loads when its path is first visited. The browser's
 * router (router.ts) and the build's prerender (prerender/entry-server.tsx) both read this table.
 */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    HydrateFallback: BootSkeleton,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/dashboard/DashboardPage')).DashboardPage,
        }),
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
        path: 'apps/api-keys',
        lazy: async () => ({ Component: (await import('../features/api-keys/ApiKeysPage')).ApiKeysPage }),
      },
      {
        path: 'apps/documentation',
        lazy: async () => ({
          Component: (await import('../features/documentation/DocumentationPage')).DocumentationPage,
        }),
      },
      {
        path: 'insights/bookmarks',
        lazy: async () => ({
          Component: (await import('../features/bookmarks/BookmarksPage')).BookmarksPage,
        }),
      },
      {
        path: 'insights/creators',
        lazy: async () => ({ Component: (await import('../features/creators/CreatorsPage')).CreatorsPage }),
      },
      {
        path: 'insights/discover',
        lazy: async () => ({ Component: (await import('../features/insights/DiscoverPage')).DiscoverPage }),
      },
      {
        path: 'insights/creator/:handle',
        lazy: async () => ({ Component: (await import('../features/insights/CreatorPage')).CreatorPage }),
      },
      {
        path: 'insights/compare',
        lazy: async () => ({ Component: (await import('../features/insights/ComparePage')).ComparePage }),
      },
      {
        path: 'insights/plans-and-billing',
        lazy: async () => ({ Component: (await import('../features/billing/PlansPage')).PlansPage }),
      },
      {
        path: 'apps/plans',
        lazy: async () => ({ Component: (await import('../features/billing/PlansPage')).PlansPage }),
      },
      {
        path: 'apps/transactions',
        lazy: async () => ({
          Component: (await import('../features/billing/TransactionsPage')).TransactionsPage,
        }),
      },
      {
        path: 'insights/saved-links',
        lazy: async () => ({
          Component: (await import('../features/shared-links/SavedLinksPage')).SavedLinksPage,
        }),
      },
      {
        path: 'insights/top-performers/requirements',
        lazy: async () => ({
          Component: (await import('../features/top-performers/RequirementsPage')).RequirementsPage,
        }),
      },
      {
        path: 'insights/top-performers/requirements/:id',
        lazy: async () => ({
          Component: (await import('../features/top-performers/RequirementPage')).RequirementPage,
        }),
      },
      {
        path: 'creator-hub/profile',
        lazy: async () => ({
          Component: (await import('../features/publishers/PublisherProfilePage')).PublisherProfilePage,
        }),
      },
      {
        path: 'creator-hub/requests',
        lazy: async () => ({
          Component: (await import('../features/publisher-directory/PublisherRequestsPage'))
            .PublisherRequestsPage,
        }),
      },
      {
        path: 'marketing/publishers',
        lazy: async () => ({
          Component: (await import('../features/publisher-directory/PublisherDirectoryPage'))
            .PublisherDirectoryPage,
        }),
      },
      {
        path: 'creator-hub/earnings',
        lazy: async () => ({ Component: (await import('../features/payouts/EarningsPage')).EarningsPage }),
      },
      {
        path: 'creator-hub/payouts',
        lazy: async () => ({ Component: (await import('../features/payouts/PayoutsPage')).PayoutsPage }),
      },
      {
        path: 'marketing/payouts',
        lazy: async () => ({
          Component: (await import('../features/payouts/BrandPayoutsPage')).BrandPayoutsPage,
        }),
      },
      {
        path: 'operations/payout-reviews',
        lazy: async () => ({
          Component: (await import('../features/operations/PayoutReviewsPage')).PayoutReviewsPage,
        }),
      },
      {
        path: 'operations/tds-deposits',
        lazy: async () => ({
          Component: (await import('../features/operations/TdsDepositsPage')).TdsDepositsPage,
        }),
      },
      {
        path: 'creator-hub/offers',
        lazy: async () => ({
          Component: (await import('../features/publishers/MyOffersPage')).MyOffersPage,
        }),
      },
      {
        // An ad's join page: visitors read it too (app/login-modal-store.ts leaves them alone here).
        path: 'join/:publicId',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/JoinAdPage')).JoinAdPage,
        }),
      },
      {
        path: 'marketing/affiliate-ads',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/AffiliateAdsPage')).AffiliateAdsPage,
        }),
      },
      {
        path: 'marketing/affiliate-ads/new',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/NewAffiliateAdPage')).NewAffiliateAdPage,
        }),
      },
      {
        path: 'marketing/affiliate-ads/:id',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/AffiliateAdPage')).AffiliateAdPage,
        }),
      },
      {
        path: 'marketing/affiliate-ads/:id/edit',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/EditAffiliateAdPage')).EditAffiliateAdPage,
        }),
      },
      {
        path: 'marketing/ads-analytics',
        lazy: async () => ({
          Component: (await import('../features/affiliate-ads/AdsAnalyticsPage')).AdsAnalyticsPage,
        }),
      },
      {
        path: 'insights/extension-uninstall',
        lazy: async () => ({
          Component: (await import('../features/extension/ExtensionUninstallPage')).ExtensionUninstallPage,
        }),
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
  {
    // A shared report is for people outside the product: no frame, no sign-in modal.
    path: 'r/:slug',
    HydrateFallback: BootSkeleton,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({
      Component: (await import('../features/shared-links/PublicReportPage')).PublicReportPage,
    }),
  },
  {
    // The payment provider's page, not the product's: no header, no sign-in, only the design system.
    path: 'checkout/sandbox/:token',
    HydrateFallback: BootSkeleton,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({
      Component: (await import('../features/billing/CheckoutSandboxPage')).CheckoutSandboxPage,
    }),
  },
];
