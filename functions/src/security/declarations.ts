// What an area declares about each of its routes for the security harness (README.md beside this file).
// Defaults come from the route's auth level, so most declarations are one line.
import type { AuthLevel } from '@docledger/shared/api/define-route';
import type { RouteId } from '@docledger/shared/api/routes';
import type { TestAccount, Accounts } from './accounts';

/** Who calls the route in the authorisation matrix. */
export const ACTORS = ['anonymous', 'halfSession', 'owner', 'otherUser', 'adminNo2fa', 'admin2fa'] as const;
export type ActorName = (typeof ACTORS)[number];

/** The parts of one request; the harness adds Origin, JSON content type and the actor's cookie. */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface FixtureContext {
  /** The route's owner: an individual (auth `user`/`public`), a verified CPA (`cpa`) or an admin with two-factor (`admin`). */
  owner: TestAccount;
  /** Make more accounts (e.g. a client for a CPA) with the same cheap builders. */
  accounts: Accounts;
}

export interface RouteDeclaration {
  /**
   * A valid request by the owner, addressing the owner's object when the route has one (build the
   * object here: a document, a key, a grant…). Default: no params, no query, no body.
   */
  request?: (ctx: FixtureContext) => Promise<RequestParts> | RequestParts;
  /** The route reads or changes one object of the owner: everyone else gets 404 (never reveal it exists). */
  ownedObject?: boolean;
  /** The owner's success status (default 200). */
  ok?: number;
  /** Exact statuses where the default of the route's auth level is not right, with the reason in a comment. */
  expect?: Partial<Record<ActorName, number>>;
  /** Role of the owner when the auth level's default does not fit (e.g. a client of a CPA route). */
  ownerRole?: TestAccount['role'];
  /** The owner has two-factor on (`owner.totpSecret` is set). */
  ownerTwoFactor?: boolean;
  /** Fuzzing: more runs for a route with a rich schema; `skip` needs a reason and is reported. */
  fuzz?: { runs?: number; skip?: string };
}

export type AreaDeclarations = Partial<Record<RouteId, RouteDeclaration>>;

/** Typed helper for area files: `export default declareArea({ getMe: {}, … })`. */
export function declareArea(routes: AreaDeclarations): AreaDeclarations {
  return routes;
}

export function defaultOwnerRole(auth: AuthLevel): TestAccount['role'] {
  return auth === 'cpa' ? 'business_cpa' : auth === 'admin' ? 'admin' : 'individual';
}

/** The exact status each actor must get, from the auth level and the declaration. */
export function expectedStatuses(auth: AuthLevel, decl: RouteDeclaration): Record<ActorName, number> {
  const ok = decl.ok ?? 200;
  const stranger = decl.ownedObject ? 404 : ok;
  let base: Record<ActorName, number>;
  switch (auth) {
    case 'public':
      base = {
        anonymous: ok,
        halfSession: ok,
        owner: ok,
        otherUser: stranger,
        adminNo2fa: stranger,
        admin2fa: stranger,
      };
      break;
    case 'user':
      base = {
        anonymous: 401,
        halfSession: 401,
        owner: ok,
        otherUser: stranger,
        adminNo2fa: stranger,
        admin2fa: stranger,
      };
      break;
    case 'cpa':
      base = { anonymous: 401, halfSession: 401, owner: ok, otherUser: 403, adminNo2fa: 403, admin2fa: 403 };
      break;
    case 'admin':
      base = {
        anonymous: 401,
        halfSession: 401,
        owner: ok,
        otherUser: 403,
        adminNo2fa: 403,
        admin2fa: decl.ownedObject ? 404 : ok,
      };
      break;
  }
  return { ...base, ...decl.expect };
}
