import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, protectedPaths, type ProtectedPath } from '../config/paths';
import { RootLayout } from './routes/root-layout';
import { PublicLayout } from './routes/public-layout';
// The public marketing pages are where first visits (and search engines) land: bundled with the
// entry (about 12 KB gzip together) they paint without a second round trip. Every other page is
// fetched when first visited.
import { LandingPage } from './routes/landing';
import { PricingPage } from './routes/pricing';
import { PrivacyPage } from './routes/privacy';
import { protectedAccountRoutes, publicAccountRoutes } from './routes/account-routes';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const notFound: LazyRoute = () => import('./routes/not-found');

/**
 * Pages behind the auth gate, each loaded on demand. The issue that builds a page adds it here;
 * until then its path is still gated and shows the not-found page to signed-in users.
 */
const protectedPages: Partial<Record<ProtectedPath, LazyRoute>> = {};

/** Public pages outside the marketing layout (accounts flow) are added here by their issues. */
const standalonePages: RouteObject[] = [...publicAccountRoutes];

const relative = (path: string) => path.replace(/^\//, '');

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while a lazily loaded page is fetched on the very first load: nothing, briefly.
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, Component: LandingPage },
          { path: relative(paths.pricing), Component: PricingPage },
          { path: relative(paths.privacy), Component: PrivacyPage },
          { path: '*', lazy: notFound },
        ],
      },
      ...standalonePages,
      {
        lazy: () => import('./protected-route'),
        children: [
          ...protectedAccountRoutes,
          ...protectedPaths
            .filter((path) => path !== paths.profile)
            .map((path) => ({
              path: relative(path),
              lazy: protectedPages[path] ?? notFound,
            })),
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routeTree);
}
