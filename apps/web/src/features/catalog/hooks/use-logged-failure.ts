import { useEffect } from 'react';

/**
 * By design a home section whose data fails to load just stays away, with no error box: the failure is
 * only logged.
 */
export function useLoggedFailure({ isError, error }: { isError: boolean; error: unknown }) {
  useEffect(() => {
    if (isError) console.error('something went wrong', error);
  }, [isError, error]);
}
