import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from './paths';

describe('login redirect of the auth gate', () => {
  it('carries the original path, query included, in the redirect parameter', () => {
    expect(loginRedirectPath('/profile')).toBe('/login?redirect=%2Fprofile');
    expect(loginRedirectPath('/home?tab=recent')).toBe('/login?redirect=%2Fhome%3Ftab%3Drecent');
  });

  it('omits the redirect parameter when the original path is /login', () => {
    expect(loginRedirectPath('/login')).toBe('/login');
    expect(loginRedirectPath('/login?redirect=%2Fhome')).toBe('/login');
  });
});
