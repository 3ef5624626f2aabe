import { parseLiveEvent, type LiveEvent } from '@bhoj/contract';
import type { SseMessage } from './sse-parser';

/** The typed event a stream message carries, checked against the contract; null for anything else. */
export function toLiveEvent(message: SseMessage): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  return parseLiveEvent(message.event, data);
}
