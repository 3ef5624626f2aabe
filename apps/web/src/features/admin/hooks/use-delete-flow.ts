import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { firstFormError } from '../../../lib/form-errors';

/**
 * The state of a list's delete confirmation: which row is asked about, the call under way and its refusal
 * (a 409 {error} while the row is in use), cleared whenever the dialog opens or closes.
 */
export function useDeleteFlow<T extends { id: number }>(mutation: UseMutationResult<unknown, Error, number>) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: (row: T) => {
      mutation.reset();
      setTarget(row);
    },
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (open) return;
        mutation.reset();
        setTarget(null);
      },
      onConfirm: () => {
        if (target) mutation.mutate(target.id, { onSuccess: () => setTarget(null) });
      },
      deleting: mutation.isPending,
      error: firstFormError(mutation.error, ['error'])?.message,
    },
  };
}
