import type { AddressBody, MessageAnswer, SavedAddress } from '@bhoj/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The customer's saved addresses; placing an order changes them too (it remembers its address). */
export const addressesQueryKey = ['accounts', 'addresses'] as const;

/** GET /api/accounts/addresses/ (customers) → the default first, then the most recently used. */
export function useSavedAddresses() {
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api.get<SavedAddress[]>('accounts/addresses/', { signal }),
  });
}

/** POST accounts/addresses/ (no id) or PUT accounts/addresses/{id}/; the list reloads afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressBody }) =>
      id === undefined
        ? api.post<SavedAddress>('accounts/addresses/', body)
        : api.put<SavedAddress>(`accounts/addresses/${id}/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

/** DELETE accounts/addresses/{id}/; the list reloads afterwards. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageAnswer>(`accounts/addresses/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
