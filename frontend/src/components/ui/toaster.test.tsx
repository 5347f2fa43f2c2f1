// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toastStore } from './use-toast';

describe('Toaster', () => {
  afterEach(() => {
    act(() => toastStore.dismiss());
    cleanup();
  });

  it('shows one toast at a time, the newest replacing the visible one', async () => {
    render(<Toaster />);
    act(() => {
      toastStore.show({
        title: 'Keys Generated',
        description: 'A new key pair is active.',
        variant: 'success',
      });
    });
    expect(await screen.findByText('Keys Generated')).toBeTruthy();
    expect(screen.getByText('A new key pair is active.')).toBeTruthy();

    act(() => {
      toastStore.show({ title: 'Delete Failed', variant: 'destructive' });
    });
    expect(await screen.findByText('Delete Failed')).toBeTruthy();
    expect(screen.queryByText('Keys Generated')).toBeNull();
  });

  it('moves focus to the notification area on F8', async () => {
    render(<Toaster />);
    act(() => {
      toastStore.show({ title: 'Copied!' });
    });
    await screen.findByText('Copied!');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toastStore.show({ title: 'Import Successful' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
  });
});
