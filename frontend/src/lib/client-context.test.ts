import { describe, expect, it } from 'vitest';
import { clearSelectedClient, clientScope, getSelectedClient, setSelectedClient } from './client-context';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('selected client context', () => {
  it('stores id, name and email under the spec keys and reads them back', () => {
    const storage = memoryStorage();
    setSelectedClient({ id: 'c1', name: 'Ada Client', email: 'ada@example.com' }, storage);
    expect(Object.fromEntries(storage.map)).toEqual({
      selectedClientId: 'c1',
      selectedClientName: 'Ada Client',
      selectedClientEmail: 'ada@example.com',
    });
    expect(getSelectedClient(storage)).toEqual({ id: 'c1', name: 'Ada Client', email: 'ada@example.com' });
  });

  it('stores name and email only when given, and an empty id removes all three', () => {
    const storage = memoryStorage();
    setSelectedClient({ id: 'c1', name: 'Ada', email: 'a@x.io' }, storage);
    setSelectedClient({ id: 'c2' }, storage);
    expect(Object.fromEntries(storage.map)).toEqual({ selectedClientId: 'c2' });
    setSelectedClient({ id: '' }, storage);
    expect(storage.map.size).toBe(0);
    expect(getSelectedClient(storage)).toBeNull();
  });

  it('is restored only when an id is present and cleared on logout', () => {
    const storage = memoryStorage();
    storage.setItem('selectedClientName', 'orphan');
    expect(getSelectedClient(storage)).toBeNull();
    setSelectedClient({ id: 'c1' }, storage);
    clearSelectedClient(storage);
    expect(storage.map.size).toBe(0);
  });

  it('names whose data a query key holds', () => {
    expect(clientScope(null)).toBe('self');
    expect(clientScope('c1')).toBe('c1');
  });
});
