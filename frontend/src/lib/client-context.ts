// The selected-client context of spec part 1 §3 lives in local storage under these keys; signing out
// (by hand or on inactivity) must forget it so the next account does not act for someone else's client.
export const SELECTED_CLIENT_STORAGE_KEYS = [
  'selectedClientId',
  'selectedClientName',
  'selectedClientEmail',
] as const;

export function clearSelectedClient(storage: Pick<Storage, 'removeItem'> = window.localStorage): void {
  for (const key of SELECTED_CLIENT_STORAGE_KEYS) storage.removeItem(key);
}
