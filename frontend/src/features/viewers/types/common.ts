import type { DocumentViewBase } from '../lib/view-types';

/** What the document viewer hands each type's viewer once the view is loaded. */
export interface TypeViewerProps<V extends DocumentViewBase> {
  view: V;
  onClose: () => void;
  onDeleted: () => void;
  /** Fetches the view again (after a CONFLICT). */
  onReload: () => Promise<unknown>;
}

export function joinAddress(...parts: (string | null | undefined)[]): string {
  const [street, city, state, zip] = parts;
  const region = [state, zip].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
}
