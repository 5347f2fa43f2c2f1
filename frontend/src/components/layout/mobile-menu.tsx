import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../ui/button';

// The panel (Radix dialog, focus trap, scroll lock) is fetched on first use so it stays out of the
// landing page's initial JS.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })),
);

/** Below 768 px the navigation moves into a slide-out panel (spec part 1 §2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        // Start fetching the panel as soon as the user shows intent.
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
      >
        <Menu className="size-5!" aria-hidden />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
