// Turns the route table into nested-stack groups. CloudFormation caps a stack at 500 resources and
// each route costs ~8 (role, policy, log group, security metric filter, function, permission, integration, route + one per
// alias), so ~150 routes cannot share one stack. Routes are grouped by area (the first path segment
// after /api/) so a change to one area redeploys one nested stack; an area that outgrows the budget
// is split into numbered parts.
import type { RouteDef } from '@docledger/shared/api/define-route';

/** What infra reads of a route; the real table's RouteDefs satisfy it, tests pass padded tables. */
export type RouteSpec = Pick<
  RouteDef,
  'method' | 'path' | 'aliases' | 'access' | 'heavy' | 'auth' | 'layers'
>;
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/** Resources one route adds to its stack besides its API routes. */
export const RESOURCES_PER_FUNCTION = 7;
/** Leaves headroom under CloudFormation's 500 for per-route additions (alarms, provisioned concurrency). */
export const RESOURCE_BUDGET_PER_STACK = 400;

export interface RouteGroup {
  /** Construct id of the nested stack, e.g. `Documents` or `Documents2`. */
  id: string;
  area: string;
  routeIds: string[];
  estimatedResources: number;
}

export function routeArea(path: string): string {
  const segment = /^\/api\/([^/{]+)/.exec(path)?.[1];
  if (!segment) throw new Error(`Route path must start with /api/<area>: ${path}`);
  return segment;
}

export function routeCost(route: RouteSpec): number {
  return RESOURCES_PER_FUNCTION + 1 + (route.aliases?.length ?? 0);
}

function pascal(kebab: string): string {
  return kebab
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

export function planRouteGroups(routes: RouteTable, budget = RESOURCE_BUDGET_PER_STACK): RouteGroup[] {
  const byArea = new Map<string, string[]>();
  for (const id of Object.keys(routes).sort()) {
    const area = routeArea(routes[id]!.path);
    byArea.set(area, [...(byArea.get(area) ?? []), id]);
  }

  const groups: RouteGroup[] = [];
  for (const [area, ids] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
    let part: RouteGroup | undefined;
    let partNumber = 0;
    for (const id of ids) {
      const cost = routeCost(routes[id]!);
      if (!part || part.estimatedResources + cost > budget) {
        partNumber += 1;
        part = {
          id: pascal(area) + (partNumber > 1 ? String(partNumber) : ''),
          area,
          routeIds: [],
          estimatedResources: 0,
        };
        groups.push(part);
      }
      part.routeIds.push(id);
      part.estimatedResources += cost;
    }
  }
  return groups;
}

export function routeConstructId(routeId: string): string {
  return routeId[0]!.toUpperCase() + routeId.slice(1);
}
