/** The sign-in page, remembering where to come back to. */
export function signInPath(returnTo?: string): string {
  return returnTo ? `/sign-in/?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in/';
}

/** The sign-up page, passing on where to come back to after the sign-in that follows it. */
export function signUpPath(returnTo?: string | null): string {
  return returnTo ? `/sign-up/?returnTo=${encodeURIComponent(returnTo)}` : '/sign-up/';
}

/**
 * A returnTo value that is safe to navigate to: a path on this site ('/checkout/'), never another origin
 * ('//evil.example', 'https://…', '/\\evil'). Anything else gives the fallback.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
