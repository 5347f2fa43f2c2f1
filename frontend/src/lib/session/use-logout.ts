import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api-client';
import { paths, protectedPaths } from '../../config/paths';
import { sessionKeys } from './use-session';
import { meKeys } from './use-me';
import { clearSelectedClient } from '../client-context';

function isSignedInArea(pathname: string): boolean {
  return (protectedPaths as readonly string[]).includes(pathname);
}

/**
 * POST /api/auth/logout (spec part 1 §4): on success the selected client is cleared, the cached user
 * and session are dropped, and the browser goes to /login from the signed-in area or / from public
 * pages. `to` forces a destination (the inactivity timeout always goes to /login). A failed logout
 * has no handler (spec).
 */
export function useLogout(options: { to?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useMutation({
    mutationFn: () => api.call('logoutUser', { body: {} }),
    onSuccess: async () => {
      clearSelectedClient();
      const destination = options.to ?? (isSignedInArea(location.pathname) ? paths.login : paths.landing);
      // Leave the gated page before the session query says "signed out", or the gate would add a
      // redirect back to the page just left.
      await navigate(destination, { replace: true });
      queryClient.removeQueries({ queryKey: meKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
