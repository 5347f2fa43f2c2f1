// Where the local stack finds the Lambda handlers it runs, and how its queues are set up: shared by the
// embedded stack (`npm start`, the tests' global setup) and the per-file test namespaces, so both serve
// and poll exactly the same way.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiHandler } from './gateway';
import { REPO_ROOT } from './repo-root';

/** The extraction worker's time budget locally (the engine aborts before it, leaving time to record a failure). */
export const EXTRACTION_TIMEOUT_MS = 120_000;
/** Six times the worker's timeout, as AWS advises: a message never reappears while its attempt still runs. */
export const EXTRACTION_VISIBILITY_SECONDS = (6 * EXTRACTION_TIMEOUT_MS) / 1000;
export const WEBHOOK_VISIBILITY_SECONDS = 60;
export const WEBHOOK_TIMEOUT_MS = 60_000;
/** The key worker generates one RSA-4096 pair per message: seconds, tens on a loaded machine. */
export const KEY_TIMEOUT_MS = 120_000;
export const KEY_VISIBILITY_SECONDS = (6 * KEY_TIMEOUT_MS) / 1000;

/** The handler module each route's Lambda bundles: functions/src/http/<kebab id>/handler.ts. */
export async function loadRouteHandler(routeId: string): Promise<ApiHandler> {
  const { routeFolder } = await import('@docledger/shared/api/routes');
  const folder = routeFolder(routeId as Parameters<typeof routeFolder>[0]);
  const file = join(REPO_ROOT, 'functions', 'src', 'http', folder, 'handler.ts');
  const module = (await import(pathToFileURL(file).href)) as { handler?: ApiHandler };
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler`);
  return module.handler;
}

/** The file of an event handler (queue consumer or schedule), e.g. `extract-document`. */
export function eventHandlerFile(name: string): string {
  return join(REPO_ROOT, 'functions', 'src', 'events', name, 'handler.ts');
}

/**
 * An event handler module if its file exists: the handlers arrive with their issues, and until then
 * nothing consumes that source. A handler that exists but fails to load (or exports no handler) throws:
 * a silently missing worker loses every document sent to it.
 */
export async function loadEventHandler<H>(name: string): Promise<H | undefined> {
  const file = eventHandlerFile(name);
  if (!existsSync(file)) return undefined;
  let module: { handler?: H };
  try {
    module = (await import(pathToFileURL(file).href)) as { handler?: H };
  } catch (error) {
    throw new Error(`local stack: cannot load the ${name} worker (${file}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof module.handler !== 'function') throw new Error(`local stack: ${file} exports no handler`);
  return module.handler;
}
