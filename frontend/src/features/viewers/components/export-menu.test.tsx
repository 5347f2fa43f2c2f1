// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/use-toast';
import { renderWithQuery } from '../test-support';
import { ExportMenu } from './export-menu';

function stubServer(permissions: { allowJson: boolean; allowCsv: boolean; allowQbo: boolean }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/user/export-permissions')) return Response.json(permissions);
      return new Response('{"transactions":[]}', {
        headers: { 'content-disposition': 'attachment; filename="northstar-2025-01.json"' },
      });
    }),
  );
  return urls;
}

async function choose(label: string) {
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Export' }), { button: 0, ctrlKey: false });
  const item = await screen.findByRole('menuitem', { name: new RegExp(`^${label}`) });
  // Items stay disabled until the permissions have arrived.
  await vi.waitFor(() => expect(item.hasAttribute('data-disabled')).toBe(false));
  fireEvent.click(item);
}

describe('export menu', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => toastStore.dismiss());
  });

  it('downloads an allowed format under the Content-Disposition name', async () => {
    const urls = stubServer({ allowJson: true, allowCsv: true, allowQbo: true });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithQuery(<ExportMenu type="bank_statement" id="doc-1" />);
    await vi.waitFor(() => expect(urls).toContain('/api/user/export-permissions'));
    await choose('JSON');
    await vi.waitFor(() => expect(saved).toEqual(['northstar-2025-01.json']));
    expect(urls).toContain('/api/documents/doc-1/export');
    expect(toastStore.getSnapshot()[0]?.title).toBe('Export Successful');
  });

  it('blocks a format the account may not use, with the spec message', async () => {
    const urls = stubServer({ allowJson: true, allowCsv: false, allowQbo: false });
    renderWithQuery(<ExportMenu type="credit_card_statement" id="doc-2" />);
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    await choose('CSV');
    await vi.waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Export Not Allowed'));
    expect(toastStore.getSnapshot()[0]?.description).toBe('CSV export is not enabled for your account.');
    expect(urls).toEqual(['/api/user/export-permissions']);
  });
});
