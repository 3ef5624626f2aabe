import { setStoredUser } from '../../../lib/auth-storage';

/** An event stream the test writes to: `response` answers GET /api/events/, `send` pushes a frame. */
export function eventStream() {
  const encoder = new TextEncoder();
  let sink!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      sink = controller;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => sink.enqueue(encoder.encode(text)),
  };
}

export function signInAsOwner() {
  setStoredUser({
    token: 'owner-key',
    role: 'restaurant_owner',
    username: 'owner',
    email: 'owner@bhoj.local',
  });
}
