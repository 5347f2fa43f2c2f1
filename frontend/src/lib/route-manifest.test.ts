import { describe, expect, it } from 'vitest';
import { routes } from '@docledger/shared/api/routes';
import { acceptsClientId } from './accepts-client-id';
import { routeManifest } from './route-manifest';

describe('route manifest', () => {
  it('has every route of the table with its method and path', () => {
    for (const [id, route] of Object.entries(routes)) {
      expect(routeManifest[id as keyof typeof routes]).toMatchObject({
        method: route.method,
        path: route.path,
      });
    }
  });

  it('knows where data routes take asClientId, and that auth routes never do', () => {
    expect(routeManifest.listRecentDocuments.clientIdIn).toBe('query');
    expect(routeManifest.uploadDocuments.clientIdIn).toBe('body');
    expect(routeManifest.getSession.clientIdIn).toBeNull();
    expect(routeManifest.loginUser.clientIdIn).toBeNull();
    expect(acceptsClientId(undefined)).toBe(false);
  });
});
