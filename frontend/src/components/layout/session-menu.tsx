import { useEffect } from 'react';
import { useSession } from '../../lib/session/use-session';
import { UserMenu } from './user-menu';

/**
 * The public header's knowledge of the session, fetched after the first paint (its own chunk: the api
 * client and route table stay out of the landing page's initial JS). Renders the user menu when
 * signed in and tells the header, which then hides Sign In / Sign Up.
 */
export function SessionMenu({ onSignedIn }: { onSignedIn: (signedIn: boolean) => void }) {
  const session = useSession();
  const user = session.data?.authenticated ? session.data.user : null;
  const signedIn = user !== null;
  useEffect(() => onSignedIn(signedIn), [signedIn, onSignedIn]);
  return user ? <UserMenu user={user} /> : null;
}
