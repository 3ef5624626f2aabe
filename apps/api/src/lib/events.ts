import { EventEmitter } from 'node:events';

/** What the live stream carries: `order.created` to a restaurant's owner, `order.status` to a customer. */
export interface LiveEvent {
  type: 'order.created' | 'order.status';
  /** Who receives it. */
  userId: number;
  data: Record<string, unknown>;
}

/** Publishes live events to whichever API instance the receiver is connected to. */
export interface EventBus {
  /** Call after the transaction that caused the event has committed. */
  publish(event: LiveEvent): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process only: the embedded database, and tests. */
export function inProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(String(event.userId), event);
    },
    subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
