// Renders docs/api.md from the route table, so the documented API can never drift from the real one.
import { ROUTE_IDS, routeFolder, routes } from '@docledger/shared/api/routes';

const AUTH_LABELS = {
  public: 'public',
  user: 'signed in',
  cpa: 'verified CPA',
  admin: 'admin with two-factor',
} as const;

export function renderApiDocs(): string {
  const lines = [
    '# API',
    '',
    'Generated from `shared/src/api/routes.ts` by `npm run docs:api` (a unit test fails when this file is stale).',
    'Every route answers JSON (downloads excepted), sends `Cache-Control: no-store`, and reports errors as',
    '`{ error, code, details?, requestId }` (DESIGN §5). Mutating calls need an allowed `Origin` and a JSON body.',
    '',
    '| method | path | access | route id | handler |',
    '|---|---|---|---|---|',
  ];
  const sorted = [...ROUTE_IDS].sort(
    (a, b) =>
      routes[a].path.localeCompare(routes[b].path) || routes[a].method.localeCompare(routes[b].method),
  );
  for (const id of sorted) {
    const def = routes[id];
    const paths = [def.path, ...(def.aliases ?? [])].map((p) => `\`${p}\``).join('<br>');
    const kind = def.responseKind === 'file' ? ' (download)' : '';
    lines.push(
      `| ${def.method} | ${paths}${kind} | ${AUTH_LABELS[def.auth]} | \`${id}\` | \`functions/src/http/${routeFolder(id)}\` |`,
    );
  }
  return lines.join('\n') + '\n';
}
