import type { Comment } from '@bhoj/contract';

/** Who wrote a comment: first and last name, or the username when neither is set. */
export function commentAuthor(comment: Pick<Comment, 'first_name' | 'last_name' | 'username'>): string {
  const fullName = `${comment.first_name ?? ''} ${comment.last_name ?? ''}`.trim();
  return fullName || comment.username;
}
