import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

// The accounts pages of spec part 1 §2. Each page is its own chunk, so the landing bundle does not
// carry forms, zod schemas or dialogs it never shows.
const relative = (path: string) => path.replace(/^\//, '');

/** Public pages with their own frame (no marketing header): drop in beside the public layout. */
export const publicAccountRoutes: RouteObject[] = [
  { path: relative(paths.login), lazy: () => import('../../features/auth/pages/login-page') },
  { path: relative(paths.register), lazy: () => import('../../features/auth/pages/register-page') },
  {
    path: relative(paths.forgotPassword),
    lazy: () => import('../../features/auth/pages/forgot-password-page'),
  },
  {
    path: relative(paths.resetPassword),
    lazy: () => import('../../features/auth/pages/reset-password-page'),
  },
  { path: relative(paths.verifyEmail), lazy: () => import('../../features/auth/pages/verify-email-page') },
  {
    path: relative(paths.confirmEmailChange),
    lazy: () => import('../../features/auth/pages/confirm-email-change-page'),
  },
  { path: relative(paths.contact), lazy: () => import('../../features/contact/contact-page') },
];

/** Signed-in pages of this area, for nesting under the signed-in layout. */
export const accountPages: RouteObject[] = [
  { path: relative(paths.profile), lazy: () => import('./profile') },
];
