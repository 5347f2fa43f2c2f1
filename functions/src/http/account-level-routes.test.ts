// Issue 8 "acting for a client": handlers hand the domain the access module's owner (authorizeOwner /
// authorizeDocument), not the signed-in user's id. The only handlers that pass `actor.user.userId`
// straight on are account-level ones, reviewed one by one: they act on the signed-in user's own
// password, two-factor, profile and keys, which a delegate must never reach in a client's name. This
// test keeps that list closed: a new handler passing the signed-in user's id fails here until it is
// either routed through the access module or reviewed and added (with its one-line reason).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeFolder, routes, type RouteId } from '@docledger/shared/api/routes';

const httpDir = path.dirname(fileURLToPath(import.meta.url));

const ACCOUNT_LEVEL: readonly RouteId[] = [
  'changePassword',
  'changeEmail',
  'setupTwoFactor',
  'verifyTwoFactorSetup',
  'disableTwoFactor',
  'updateProfile',
  'getActiveKey',
  'listKeyUsage',
  'generateKey',
  'importKey',
  'deleteKey',
];

function source(id: RouteId): string {
  return readFileSync(path.join(httpDir, routeFolder(id), 'handler.ts'), 'utf8');
}

describe("handlers that act on the signed-in user's own account", () => {
  it('are the reviewed account-level routes only', () => {
    const passing = ROUTE_IDS.filter((id) => /actor\.user\.userId/.test(source(id)));
    expect(passing.filter((id) => !ACCOUNT_LEVEL.includes(id))).toEqual([]);
  });

  it.each(ACCOUNT_LEVEL)('%s takes no asClientId and says why it stays the user’s own', (id) => {
    const def = routes[id] as { query?: { shape?: object }; body?: { shape?: object } };
    for (const schema of [def.query, def.body])
      expect(Object.keys(schema?.shape ?? {})).not.toContain('asClientId');
    expect(source(id)).toMatch(/^\/\/ Account-level: .+/m);
  });
});
