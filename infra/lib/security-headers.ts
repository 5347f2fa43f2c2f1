// The browser security headers, in one place for CloudFront (edge-stack.ts) and the local gateway
// (infra/local/gateway.ts), so `npm start` serves what production serves (issue 7). No CDK imports here:
// the local stack loads this module.

/** Content-Security-Policy; `connectSrc` adds where the browser uploads to (S3, or s3rver locally). */
export function contentSecurityPolicy(connectSrc: readonly string[] = ['https://*.amazonaws.com']): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix primitives position popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Uploads go from the browser straight to the S3 uploads bucket (presigned POST).
    `connect-src 'self' ${connectSrc.join(' ')}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** HSTS: two years with subdomains, no preload (a decision for the owner of a custom domain). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Every answer of the local gateway (API, static files and its own errors) carries these. */
export function securityHeaders(options: { connectSrc?: readonly string[]; https?: boolean } = {}) {
  return {
    'content-security-policy': contentSecurityPolicy(options.connectSrc),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
    ...(options.https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  } as Record<string, string>;
}
