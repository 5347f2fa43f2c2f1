import { describe, expect, it } from 'vitest';
import { initialsOf, userNavLinks } from './user-nav-links';

const labels = (role: Parameters<typeof userNavLinks>[0]) => userNavLinks(role).map((l) => l.label);

describe('user menu links', () => {
  it('gives every role Profile, Dashboard and Financial Analysis', () => {
    expect(labels('individual')).toEqual(['Profile', 'Dashboard', 'Financial Analysis']);
    expect(labels('client')).toEqual(['Profile', 'Dashboard', 'Financial Analysis']);
  });
  it('adds the CPA pages for business_cpa and the admin dashboard for admin only', () => {
    expect(labels('business_cpa')).toEqual([
      'Profile',
      'Dashboard',
      'Financial Analysis',
      'Client Management',
      'Firm Management',
      'CPA Verification',
    ]);
    expect(labels('admin')).toEqual(['Profile', 'Dashboard', 'Financial Analysis', 'Admin Dashboard']);
  });
  it('builds initials from first and last name', () => {
    expect(initialsOf('ada', 'Lovelace')).toBe('AL');
    expect(initialsOf(' ', '')).toBe('?');
  });
});
