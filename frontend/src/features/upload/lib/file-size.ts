/** "2.4 MB" from 1 MB up, else "312 KB" (the spec's other-document rule, part 2 §2.5). */
export function formatFileSize(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
