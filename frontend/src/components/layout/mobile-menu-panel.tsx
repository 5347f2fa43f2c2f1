import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { LogoMark } from './logo';
import { publicNavLinks } from './public-nav-links';

export function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // The trigger lives outside the dialog (it is rendered before this panel loads).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex items-center gap-2.5 border-b border-slate-200 px-5 py-4">
          <LogoMark className="size-7" />
          <SheetTitle className="text-base font-semibold text-slate-900">Menu</SheetTitle>
        </div>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col px-3 py-4">
          {publicNavLinks.map((link) => (
            <SheetClose asChild key={link.to}>
              <Link
                to={link.to}
                className="rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {link.label}
              </Link>
            </SheetClose>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 p-5">
          <SheetClose asChild>
            <Button asChild size="lg">
              <Link to={paths.upload}>
                <Upload aria-hidden />
                Upload Document
              </Link>
            </Button>
          </SheetClose>
          <div className="grid grid-cols-2 gap-2">
            <SheetClose asChild>
              <Button asChild variant="secondary">
                <Link to={paths.login}>Sign In</Link>
              </Button>
            </SheetClose>
            <SheetClose asChild>
              <Button asChild variant="secondary">
                <Link to={paths.register}>Sign Up</Link>
              </Button>
            </SheetClose>
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
