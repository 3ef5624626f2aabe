import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredUser } from '../../../lib/auth-storage';

/**
 * Signs out on this device: forgets the stored user and every cached answer, then goes to /sign-in/.
 * TODO(accounts issue): call POST /api/accounts/logout/ first and act only when it answers ok (spec section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredUser();
    queryClient.clear();
    void navigate('/sign-in/');
  }, [queryClient, navigate]);
}
