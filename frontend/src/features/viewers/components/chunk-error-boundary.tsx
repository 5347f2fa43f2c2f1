import { Component, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';

/**
 * A viewer chunk that fails to load (offline, or a new release replaced it) must not take the whole
 * dashboard down: say so inside the viewer's place and offer a reload.
 */
export class ChunkErrorBoundary extends Component<
  { children: ReactNode; onClose: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <FormAlert tone="error" title="The viewer could not be loaded">
          Check your connection, or reload the page if DocLedger was just updated.
        </FormAlert>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button variant="ghost" size="sm" onClick={this.props.onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
}
