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
import { accountPages, publicAccountRoutes } from './routes/account-routes';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const relative = (path: string) => path.replace(/^\//, '');

const notFound: LazyRoute = () => import('./routes/not-found');

/**
 * Signed-in pages that share the signed-in chrome (header, user menu, footer, session dialogs), each
 * loaded on demand. /home and /upload are the same page (spec part 2 §2).
 */
const signedInPages: RouteObject[] = [
  ...accountPages,
  { path: relative(paths.home), lazy: () => import('./routes/dashboard') },
  { path: relative(paths.upload), lazy: () => import('./routes/dashboard') },
  { path: relative(paths.financialAnalysis), lazy: () => import('./routes/financial-analysis') },
  { path: relative(paths.clientDelegation), lazy: () => import('./routes/client-delegation') },
  { path: relative(paths.cpaDelegation), lazy: () => import('./routes/cpa-delegation') },
  { path: relative(paths.cpaFirm), lazy: () => import('./routes/cpa-firm') },
  { path: relative(paths.cpaVerification), lazy: () => import('./routes/cpa-verification') },
  { path: relative(paths.admin), lazy: () => import('./routes/admin') },
];

/**
 * Other pages behind the auth gate with a frame of their own. The issue that builds a page adds it
 * here or to `signedInPages`; until then its path is still gated and shows the not-found page.
 */
const protectedPages: Partial<Record<ProtectedPath, LazyRoute>> = {};
const signedInPaths = new Set(signedInPages.map((page) => page.path));

/** Public pages outside the marketing layout (accounts flow) are added here by their issues. */
const standalonePages: RouteObject[] = [...publicAccountRoutes];

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
          { lazy: () => import('./routes/signed-in-layout'), children: signedInPages },
          ...protectedPaths
            .filter((path) => !signedInPaths.has(relative(path)))
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
