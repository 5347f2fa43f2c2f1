// Matches method + path against the route table the way API Gateway HTTP APIs do: a route per path
// and alias, `{param}` matching one segment, and the most specific route (literal segments before
// parameters, left to right) winning, so `/api/documents/upload` beats `/api/documents/{id}`.

export interface RouteShape {
  method: string;
  path: string;
  aliases?: readonly string[];
}

interface CompiledRoute {
  id: string;
  method: string;
  template: string;
  segments: readonly Segment[];
}

type Segment = { literal: string } | { param: string };

export type RouteMatch =
  | { kind: 'match'; id: string; template: string; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

function compile(template: string): Segment[] {
  return template
    .split('/')
    .slice(1)
    .map((part) => {
      const param = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
      return param?.[1] ? { param: param[1] } : { literal: part };
    });
}

/** Literal segments rank before parameters, position by position. */
function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aLiteral = 'literal' in (a.segments[i] ?? {});
    const bLiteral = 'literal' in (b.segments[i] ?? {});
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}

export class RouteMatcher {
  private readonly compiled: CompiledRoute[];

  constructor(routes: Record<string, RouteShape>) {
    this.compiled = Object.entries(routes).flatMap(([id, route]) =>
      [route.path, ...(route.aliases ?? [])].map((template) => ({
        id,
        method: route.method.toUpperCase(),
        template,
        segments: compile(template),
      })),
    );
  }

  match(method: string, rawPath: string): RouteMatch {
    const parts = rawPath.split('/').slice(1);
    const allowed = new Set<string>();
    let best: { route: CompiledRoute; params: Record<string, string> } | undefined;
    for (const route of this.compiled) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method !== method.toUpperCase()) {
        allowed.add(route.method);
        continue;
      }
      if (!best || moreSpecific(route, best.route)) best = { route, params };
    }
    if (best) {
      return { kind: 'match', id: best.route.id, template: best.route.template, pathParameters: best.params };
    }
    if (allowed.size > 0) return { kind: 'method-not-allowed', allowed: [...allowed].sort() };
    return { kind: 'not-found' };
  }
}

function matchSegments(segments: readonly Segment[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return undefined;
    } else {
      if (part.length === 0) return undefined;
      params[segment.param] = safeDecode(part);
    }
  }
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
