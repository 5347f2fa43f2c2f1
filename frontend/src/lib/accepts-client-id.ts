/** True when a route's query or body schema declares `asClientId` (a zod object with that key). */
export function acceptsClientId(schema: unknown): boolean {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return typeof shape === 'object' && shape !== null && 'asClientId' in shape;
}
