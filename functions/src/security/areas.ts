// Loads every area's declarations from ./areas/*.ts: no shared list to edit, so areas add their file
// without touching anyone else's. A route declared twice is an error.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteId } from '@docledger/shared/api/routes';
import type { AreaDeclarations, RouteDeclaration } from './declarations';

export const AREAS_DIR = join(import.meta.dirname, 'areas');

export async function loadDeclarations(): Promise<Map<RouteId, RouteDeclaration & { area: string }>> {
  const all = new Map<RouteId, RouteDeclaration & { area: string }>();
  const files = readdirSync(AREAS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files.sort()) {
    const area = file.replace(/\.ts$/, '');
    const module = (await import(pathToFileURL(join(AREAS_DIR, file)).href)) as {
      default?: AreaDeclarations;
    };
    if (!module.default) throw new Error(`security/areas/${file} has no default export (declareArea({...}))`);
    for (const [id, decl] of Object.entries(module.default)) {
      const existing = all.get(id as RouteId);
      if (existing)
        throw new Error(`route ${id} is declared in both areas/${existing.area}.ts and areas/${file}`);
      all.set(id as RouteId, { ...decl, area });
    }
  }
  return all;
}
