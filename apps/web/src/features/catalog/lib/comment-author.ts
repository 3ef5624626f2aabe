import type { Comment } from '@bhoj/contract';

/** Who wrote a comment: first and last name, or the username when neither is set. */
export function commentAuthor(comment: Pick<Comment, 'first_name' | 'last_name' | 'username'>): string {
  const fullName = `${comment.first_name ?? ''} ${comment.last_name ?? ''}`.trim();
  return fullName || comment.username;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '2025-03-05T10:00:00Z' → '5 Mar 2025'; '' for anything that is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
