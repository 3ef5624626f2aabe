import type { Comment } from '@bhoj/contract';
import { formatDhakaDateTime } from '@bhoj/contract/dhaka-time';

/** Who wrote a comment: first and last name, or the username when neither is set. */
export function commentAuthor(comment: Pick<Comment, 'first_name' | 'last_name' | 'username'>): string {
  const fullName = `${comment.first_name ?? ''} ${comment.last_name ?? ''}`.trim();
  return fullName || comment.username;
}

/** '2025-03-05T10:00:00Z' → '5 Mar 2025', the day in Dhaka; '' for anything that is not a date. */
export const formatDate = (iso: string): string => formatDhakaDateTime(iso).date;
