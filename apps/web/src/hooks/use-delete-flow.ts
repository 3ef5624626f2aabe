import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { firstFormError } from '../lib/form-errors';

/**
 * The state of a list's delete confirmation (spread `dialog` into ConfirmDeleteDialog): which row is asked
 * about, the delete under way and its refusal (a 409 {error} while the row is in use), cleared whenever
 * the dialog opens or closes. `onDeleted` runs once the server has deleted the row.
 */
export function useDeleteFlow<T extends { id: number }>(
  mutation: UseMutationResult<unknown, Error, number>,
  onDeleted?: (row: T) => void,
) {
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
        if (!target) return;
        mutation.mutate(target.id, {
          onSuccess: () => {
            setTarget(null);
            onDeleted?.(target);
          },
        });
      },
      deleting: mutation.isPending,
      error: firstFormError(mutation.error, ['error'])?.message,
    },
  };
}
