import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast with the 5000 ms default duration and the default variant', () => {
    const store = createToastStore();
    store.show({ title: 'Keys Generated' });
    const [toast] = store.getSnapshot();
    expect(store.getSnapshot()).toHaveLength(1);
    expect(toast).toMatchObject({ title: 'Keys Generated', duration: 5000, variant: 'default', open: true });
  });

  it('keeps a caller-given duration such as the 6000 ms upload error', () => {
    const store = createToastStore();
    store.show({ title: 'Upload Failed', duration: 6000, variant: 'destructive' });
    expect(store.getSnapshot()[0]?.duration).toBe(6000);
  });

  it('shows only one toast at a time: a new toast replaces the visible one', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    const secondId = store.show({ title: 'Second' });
    const snapshot = store.getSnapshot();
    expect(snapshot.map((t) => t.title)).toEqual(['Second']);
    expect(snapshot[0]?.id).toBe(secondId);
  });

  it('closes a dismissed toast first and removes it after the exit animation', () => {
    const store = createToastStore({ removeDelayMs: 300 });
    const id = store.show({ title: 'Copied!' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does not let a pending removal of a replaced toast remove its successor', () => {
    const store = createToastStore({ removeDelayMs: 300 });
    const first = store.show({ title: 'First' });
    store.dismiss(first);
    store.show({ title: 'Second' });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'A' });
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores dismissing an unknown or already closed toast', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const id = store.show({ title: 'A' });
    store.subscribe(listener);
    store.dismiss('toast-unknown');
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
