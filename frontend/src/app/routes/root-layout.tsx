import { Outlet, ScrollRestoration } from 'react-router';

/** Scroll restoration also scrolls to a location's #hash, which the landing anchors rely on. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
