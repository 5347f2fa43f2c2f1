// Query keys of the admin dashboard (one place, so mutations invalidate the right lists).
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (email: string) => [...adminKeys.all, 'users', email] as const,
  pending: () => [...adminKeys.all, 'verifications', 'pending'] as const,
  verification: (id: string) => [...adminKeys.all, 'verifications', id] as const,
  documentTypes: () => ['document-types'] as const,
  webhook: () => [...adminKeys.all, 'webhook'] as const,
};

/** Path of an artifact's bytes for the preview image and the View Full Size link. */
export function artifactUrl(verificationId: string, artifactId: string): string {
  return `/api/admin/verifications/${encodeURIComponent(verificationId)}/artifacts/${encodeURIComponent(artifactId)}/download`;
}
