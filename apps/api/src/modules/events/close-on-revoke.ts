import type { Deps } from '../../deps.ts';
import { type AuthUser, findToken } from '../../lib/auth.ts';
import type { EventStream } from './stream.ts';

interface Watched {
  user: AuthUser;
  tokenHash: string;
}

/**
 * Ends a live stream once the token it was opened with no longer resolves to the same user and role
 * (logout, password reset, role change), on whichever instance that happened: each change to a user
 * rechecks that user's streams in the database, and a change feed that may have missed changes
 * rechecks them all.
 */
export function streamRevocations({ db, changes, log }: Pick<Deps, 'db' | 'changes' | 'log'>) {
  const watched = new Map<EventStream, Watched>();

  async function recheck(stream: EventStream, { user, tokenHash }: Watched) {
    try {
      const token = await findToken(db, tokenHash, Date.now());
      if (token?.user.role === user.role) return;
    } catch (err) {
      // Unable to tell: ending is the safe side, and the client reconnects.
      log.warn({ err }, 'live events: could not recheck a stream’s token');
    }
    stream.end();
  }

  const unsubscribe = changes.subscribe((heard) => {
    if (heard.kind !== 'user' && heard.kind !== 'any') return;
    for (const [stream, one] of watched) {
      if (heard.kind === 'any' || one.user.id === heard.userId) void recheck(stream, one);
    }
  });

  return {
    /** Answers the function that stops watching (call it when the stream ends). */
    watch(stream: EventStream, user: AuthUser, tokenHash: string) {
      watched.set(stream, { user, tokenHash });
      return () => void watched.delete(stream);
    },
    close: unsubscribe,
  };
}
