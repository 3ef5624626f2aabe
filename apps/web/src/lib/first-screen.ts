import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server put in a storefront page for its first screen (the API's plugins/first-screen/): the
 * query state of every answer the page drew with, and, when `#root` holds the page drawn on the server,
 * the language choice it was drawn in (`<language>.<digits>`).
 */
export interface FirstScreen {
  state?: DehydratedState;
  drawnIn?: string;
}

/** The id of the `<script type="application/json">` holding it. */
export const FIRST_SCREEN_ID = 'first-screen';

export function readFirstScreen(): FirstScreen {
  const text = document.getElementById(FIRST_SCREEN_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as FirstScreen;
  } catch {
    return {};
  }
}
