import { useSyncExternalStore } from 'react';

// The selected-client context of spec part 1 §3 / part 2 §4: an accountant acting for a client. It
// lives in local storage under these keys (each nullable), is restored on load when an id is present,
// and is forgotten on sign-out (by hand or on inactivity) so the next account does not act for
// someone else's client. The api client reads it to add `asClientId` (see api-client.ts).
export const SELECTED_CLIENT_STORAGE_KEYS = [
  'selectedClientId',
  'selectedClientName',
  'selectedClientEmail',
] as const;

export interface SelectedClient {
  id: string;
  name: string | null;
  email: string | null;
}

type ClientStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): ClientStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode): act as yourself
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string; value: SelectedClient | null } | null = null;

function notify() {
  for (const listener of listeners) listener();
}

/** The client currently acted for, or null when acting as yourself. */
export function getSelectedClient(storage: ClientStorage | null = defaultStorage()): SelectedClient | null {
  if (!storage) return null;
  const [idKey, nameKey, emailKey] = SELECTED_CLIENT_STORAGE_KEYS;
  const id = storage.getItem(idKey);
  const name = storage.getItem(nameKey);
  const email = storage.getItem(emailKey);
  const raw = JSON.stringify([id, name, email]);
  // A stable object per stored value, as useSyncExternalStore requires.
  if (cached?.raw === raw) return cached.value;
  const value = id ? { id, name, email } : null;
  cached = { raw, value };
  return value;
}

export function getSelectedClientId(): string | null {
  return getSelectedClient()?.id ?? null;
}

/**
 * Act for a client (spec part 1 §3): an empty id removes all three keys; name and email are stored
 * only when given.
 */
export function setSelectedClient(
  client: { id: string; name?: string | null; email?: string | null },
  storage: ClientStorage | null = defaultStorage(),
): void {
  if (!storage) return;
  if (!client.id) {
    clearSelectedClient(storage);
    return;
  }
  const [idKey, nameKey, emailKey] = SELECTED_CLIENT_STORAGE_KEYS;
  storage.setItem(idKey, client.id);
  if (client.name) storage.setItem(nameKey, client.name);
  else storage.removeItem(nameKey);
  if (client.email) storage.setItem(emailKey, client.email);
  else storage.removeItem(emailKey);
  notify();
}

/** Back to acting as yourself ('Act as Yourself', 'Exit Client View', logout). */
export function clearSelectedClient(storage: Pick<Storage, 'removeItem'> | null = defaultStorage()): void {
  if (!storage) return;
  for (const key of SELECTED_CLIENT_STORAGE_KEYS) storage.removeItem(key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching client changes what this tab's next request would address.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SELECTED_CLIENT_STORAGE_KEYS as readonly string[]).includes(event.key))
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The selected client and the two ways to change it. `clientId` (null = yourself) belongs in every
 * query key of data fetched for someone, so one client's data never shows under another's.
 */
export function useClientContext() {
  const client = useSyncExternalStore(
    subscribe,
    () => getSelectedClient(),
    () => null,
  );
  return {
    client,
    clientId: client?.id ?? null,
    isActingForClient: client !== null,
    selectClient: setSelectedClient,
    clearClient: clearSelectedClient,
  };
}

/** The query-key segment naming whose data a query holds: the client id, or 'self'. */
export function clientScope(clientId: string | null): string {
  return clientId ?? 'self';
}
