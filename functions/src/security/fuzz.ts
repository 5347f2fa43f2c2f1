// Malformed requests generated from a route's zod schemas (fast-check): the schema's own keys filled with
// wrong types, hostile strings, missing and extra fields, non-JSON and non-object bodies, odd path
// parameters and query strings. Deterministic for a seed (SECURITY_FUZZ_SEED), so a failure replays.
import fc from 'fast-check';
import * as z from 'zod';
import type { RouteDef } from '@docledger/shared/api/define-route';
import type { Invocation } from './invoke';

/** Strings that have broken parsers, templates, paths and queries elsewhere. */
const HOSTILE = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '../../etc/passwd',
  '..%2f..%2f',
  "' OR '1'='1",
  '{"$ne":null}',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  'a'.repeat(5000),
  '😀'.repeat(300),
  'null',
  'true',
  '[]',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  fc.anything({ maxDepth: 3 }),
);

/** Object keys of a schema (through defaults, optionals and pipes), or none for non-objects. */
function objectKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = (schema as { def?: { innerType?: z.ZodType; in?: z.ZodType } }).def;
  if (def?.innerType) return objectKeys(def.innerType);
  if (def?.in) return objectKeys(def.in);
  return [];
}

/** An object with the schema's keys, each present or absent, filled with wrong or hostile values. */
function malformedObject(keys: string[]): fc.Arbitrary<unknown> {
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'x'),
    anyValue,
    {
      maxKeys: 2,
    },
  );
  if (keys.length === 0) return fc.oneof(extra, anyValue);
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] });
  return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) }));
}

function stringRecord(keys: string[]): fc.Arbitrary<Record<string, string>> {
  const known = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, hostileString])), { requiredKeys: [] })
    : fc.constant({});
  return fc
    .tuple(known, fc.dictionary(fc.string({ maxLength: 12 }), hostileString, { maxKeys: 3 }))
    .map(([a, b]) => ({ ...b, ...(a as Record<string, string>) }));
}

/** Arbitrary malformed invocations for one route (the caller adds the session). */
export function malformedRequests(route: RouteDef): fc.Arbitrary<Invocation> {
  const paramKeys = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = paramKeys.length
    ? fc.record(Object.fromEntries(paramKeys.map((k) => [k, hostileString])))
    : fc.constant({});
  const query = stringRecord(objectKeys(route.query));
  const bodyKeys = objectKeys(route.body);
  const jsonBody = fc.record({ body: malformedObject(bodyKeys) });
  const rawBody = fc.record({
    rawBody: fc.oneof(
      fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"isAdmin":true}}', '\u0000'),
      fc.string({ maxLength: 200 }),
    ),
  });
  const wrongType = fc.record({
    body: malformedObject(bodyKeys),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      null,
    ),
  });
  const noBody = fc.constant({});
  return fc
    .tuple(params, query, fc.oneof(jsonBody, jsonBody, rawBody, wrongType, noBody))
    .map(([p, q, b]) => ({ params: p as Record<string, string>, query: q, ...b }));
}

export function fuzzRuns(): number {
  return Number(process.env.SECURITY_FUZZ_RUNS ?? 300);
}

export function fuzzSeed(): number {
  return Number(process.env.SECURITY_FUZZ_SEED ?? 20261123);
}

/** True when the route's own schemas refuse this request (then any 2xx is an unexpected success). */
export function schemaRefuses(route: RouteDef, inv: Invocation): boolean {
  if (!route.params.safeParse(inv.params ?? {}).success) return true;
  if (!route.query.safeParse(inv.query ?? {}).success) return true;
  let body: unknown = inv.body;
  if (inv.rawBody !== undefined) {
    if (inv.rawBody === '') body = undefined;
    else {
      try {
        body = JSON.parse(inv.rawBody);
      } catch {
        return true;
      }
    }
  }
  const hasBody = inv.rawBody !== undefined ? inv.rawBody !== '' : inv.body !== undefined;
  if (
    hasBody &&
    route.method !== 'GET' &&
    inv.contentType !== undefined &&
    inv.contentType !== 'application/json'
  )
    return true;
  return !route.body.safeParse(body).success;
}

/** What no answer may contain: stack frames, source paths, internal component and error names. */
export const INTERNAL_LEAK =
  /\bat [\w.<>$]+ \(|\.ts:\d+|node_modules|\/work\/|functions\/src|DynamoDB|ElectroDB|electrodb|ConditionalCheck|ZodError|TypeError|ReferenceError|SyntaxError|RangeError|s3rver|fauxqs|gsi\dpk|"stack"/;
