import {
  BarChart3,
  Briefcase,
  Building2,
  LayoutDashboard,
  ShieldCheck,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { UserRole } from '@docledger/shared/domain/roles';
import { paths } from '../../config/paths';

export interface UserNavLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The signed-in user menu of spec part 1 §2: common links, then the role's own. */
export function userNavLinks(role: UserRole): UserNavLink[] {
  const links: UserNavLink[] = [
    { label: 'Profile', to: paths.profile, icon: User },
    { label: 'Dashboard', to: paths.home, icon: LayoutDashboard },
    { label: 'Financial Analysis', to: paths.financialAnalysis, icon: BarChart3 },
  ];
  if (role === 'business_cpa') {
    links.push(
      { label: 'Client Management', to: paths.cpaDelegation, icon: Users },
      { label: 'Firm Management', to: paths.cpaFirm, icon: Building2 },
      { label: 'CPA Verification', to: paths.cpaVerification, icon: Briefcase },
    );
  }
  if (role === 'admin') links.push({ label: 'Admin Dashboard', to: paths.admin, icon: ShieldCheck });
  return links;
}

export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || '?';
}
