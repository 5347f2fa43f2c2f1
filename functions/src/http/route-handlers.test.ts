// Drift test (DESIGN §3): every route has a handler folder and every handler folder a route.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeFolder, routes } from '@docledger/shared/api/routes';

const httpDir = path.dirname(fileURLToPath(import.meta.url));

describe('route table ↔ handler folders', () => {
  it('has a handler.ts for every route', () => {
    const missing = ROUTE_IDS.filter((id) => !existsSync(path.join(httpDir, routeFolder(id), 'handler.ts')));
    expect(missing).toEqual([]);
  });

  it('has a route for every handler folder', () => {
    const folders = readdirSync(httpDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const known = new Set(ROUTE_IDS.map(routeFolder));
    expect(folders.filter((f) => !known.has(f))).toEqual([]);
  });

  it('declares each method + path (aliases included) once', () => {
    const seen = new Map<string, string>();
    for (const id of ROUTE_IDS) {
      const def = routes[id];
      for (const p of [def.path, ...(def.aliases ?? [])]) {
        const key = `${def.method} ${p}`;
        expect(seen.get(key), `${key} declared by ${seen.get(key)} and ${id}`).toBeUndefined();
        seen.set(key, id);
      }
    }
  });

  it('keeps every path under /api with well-formed {params}', () => {
    for (const id of ROUTE_IDS) {
      expect(routes[id].path).toMatch(/^\/api\/[a-z0-9\-/{}A-Z]+$/);
    }
  });
});
