import type { Role } from '@bhoj/contract';

/** The role dropdown's options, in this order. */
export const ROLE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'restaurant_owner', label: 'Restaurant Owner' },
  { value: 'admin', label: 'Admin' },
];

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}
