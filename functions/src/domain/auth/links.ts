import { getEnv } from '../../platform/env';

/** Links in e-mails point at the frontend's pages under the configured public URL. */
export function appLink(path: string, query?: Record<string, string>): string {
  const url = new URL(path, getEnv().PUBLIC_URL.replace(/\/?$/, '/'));
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}
