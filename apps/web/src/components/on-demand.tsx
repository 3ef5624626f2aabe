import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts `children` (a lazily loaded panel or dialog) from the first time `open` is true, and keeps them
 * mounted afterwards so they can animate closed. Until then their code is not even downloaded, which
 * keeps dialogs and drawers out of a page's first load.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
