import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, Menu } from 'lucide-react';
import type { SessionUser } from '@docledger/shared/api/schemas/auth';
import { ROLE_LABELS } from '@docledger/shared/domain/roles';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { useLogout } from '../../lib/session/use-logout';
import { UserAvatar } from './user-avatar';
import { userNavLinks } from './user-nav-links';

type MenuUser = Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'userRole'>;

/**
 * Desktop: a dropdown under "Hi, {first name}". Below 768 px: a slide-out panel (spec part 1 §2, part 2
 * §2.3); `mobileExtra` adds the CPA's client control to the panel.
 */
export function UserMenu({ user, mobileExtra }: { user: MenuUser; mobileExtra?: ReactNode }) {
  const logout = useLogout();
  const links = userNavLinks(user.userRole);
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <>
      <div className="hidden md:block">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              className="h-10 gap-2 pr-2 pl-1.5"
              aria-label={`Account menu for ${user.firstName}`}
            >
              <UserAvatar firstName={user.firstName} lastName={user.lastName} />
              <span className="text-sm font-medium text-slate-800">Hi, {user.firstName}</span>
              <ChevronDown className="text-slate-500" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
              <span className="truncate text-sm font-medium text-slate-900">
                {user.firstName} {user.lastName}
              </span>
              <span className="truncate text-xs text-slate-500">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {links.map((link) => (
                <DropdownMenuItem key={link.to} asChild>
                  <Link to={link.to}>
                    <link.icon aria-hidden />
                    {link.label}
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden />
              Logout
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
        onClick={() => setMobileOpen(true)}
      >
        <Menu className="size-5!" aria-hidden />
      </Button>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent>
          <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4 pr-12">
            <UserAvatar firstName={user.firstName} lastName={user.lastName} className="size-10 text-sm" />
            <div className="flex min-w-0 flex-col">
              <SheetTitle className="truncate text-base font-semibold text-slate-900">
                Hi, {user.firstName}
              </SheetTitle>
              <SheetDescription className="truncate text-xs text-slate-500">
                {ROLE_LABELS[user.userRole]} · {user.email}
              </SheetDescription>
            </div>
          </div>
          <nav aria-label="Account" className="flex flex-col px-3 py-4">
            {links.map((link) => (
              <SheetClose asChild key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                >
                  <link.icon className="size-5 text-slate-500" aria-hidden />
                  {link.label}
                </Link>
              </SheetClose>
            ))}
          </nav>
          {mobileExtra && <div className="border-t border-slate-200 px-5 py-4">{mobileExtra}</div>}
          <div className="mt-auto border-t border-slate-200 p-5">
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              disabled={logout.isPending}
              onClick={() => {
                setMobileOpen(false);
                logout.mutate();
              }}
            >
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
