import { fireEvent, screen } from '@testing-library/react';

/** Closes every toast on screen: the toast store outlives a test's render, so each test starts clean. */
export function closeToasts(): void {
  for (const toast of screen.queryAllByTestId(/^toast(-error)?$/)) {
    const close = toast.querySelector('button');
    if (close) fireEvent.click(close);
  }
}

/** The text of the confirmation toast once it shows. */
export const successToast = async () => (await screen.findByTestId('toast')).textContent;
