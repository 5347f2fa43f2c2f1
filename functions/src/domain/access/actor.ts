// Who is acting and for whom (DESIGN §8; contracts seam 1). The HTTP chain resolves this once per
// request; domain functions take the actor, never a bare user id.
import type { ResolvedSession } from '../sessions/sessions';

export interface Actor extends ResolvedSession {
  sessionToken: string;
  /** The signed-in user who acts. */
  userId: string;
  /**
   * The owner whose data the request addresses: the `asClientId` of the request when given (a CPA
   * acting for a client), else the user's own id. Whether the user may act for that owner is decided
   * per object and action by ./access.ts, never here.
   */
  actingFor: string;
}

/** Builds the actor of a resolved session; `asClientId` comes from the query (reads) or body (uploads). */
export function actorFor(resolved: ResolvedSession, sessionToken: string, asClientId?: unknown): Actor {
  const userId = resolved.user.userId;
  return { ...resolved, sessionToken, userId, actingFor: actingForOf(userId, asClientId)! };
}

/** The owner a request addresses: its `asClientId` when given, else the user's own id. */
export function actingForOf(userId: string | undefined, asClientId?: unknown): string | undefined {
  const client = typeof asClientId === 'string' && asClientId.trim() !== '' ? asClientId.trim() : undefined;
  return client ?? userId;
}

/** True when the actor addresses someone else's data (a CPA in client context). */
export function isActingForOther(actor: Actor): boolean {
  return actor.actingFor !== actor.userId;
}
