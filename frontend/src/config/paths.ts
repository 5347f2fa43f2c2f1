// Every in-app path in one place (spec part 1 §2, part 3 §2). Later issues add their pages to the
// router; links everywhere use these constants so a path changes in one spot.
export const paths = {
  landing: '/',
  pricing: '/pricing',
  privacy: '/privacy',
  contact: '/contact',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmailChange: '/confirm-email-change',
  home: '/home',
  upload: '/upload',
  profile: '/profile',
  financialAnalysis: '/financial-analysis',
  admin: '/admin',
  cpaDelegation: '/cpa-delegation',
  cpaFirm: '/cpa-firm',
  cpaVerification: '/cpa-verification',
  clientDelegation: '/client-delegation',
} as const;

/** Landing-page anchors the public navigation links to. */
export const landingAnchors = {
  features: 'features',
  products: 'products',
  about: 'about',
} as const;

/** Routes behind the auth gate (spec part 1 §2 "protected"). */
export const protectedPaths = [
  paths.home,
  paths.upload,
  paths.profile,
  paths.financialAnalysis,
  paths.admin,
  paths.cpaDelegation,
  paths.cpaFirm,
  paths.cpaVerification,
  paths.clientDelegation,
] as const;
export type ProtectedPath = (typeof protectedPaths)[number];

/**
 * Where the gate sends a visitor who is not signed in: /login with the original path in
 * `redirect`, omitted when the original path is /login itself (spec part 1 §2).
 */
export function loginRedirectPath(originalPath: string): string {
  const pathname = originalPath.split(/[?#]/)[0] ?? '';
  if (pathname === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect: originalPath }).toString()}`;
}
