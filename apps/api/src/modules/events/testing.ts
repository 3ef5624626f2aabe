/** Test helpers for the live-event stream. */
interface Frame {
  event: string;
  data: unknown;
}

/**
 * Opens GET /api/events/ on the server at `base` over real HTTP and parses its frames (comments are
 * skipped); `text` is everything received so far, `ended` whether the server ended the stream, and
 * `finished()` resolves once it has.
 */
export async function openStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events/`, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  let ended = false;
  const frames: Frame[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (ended = true);
        text += value;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const event = field('event');
          if (event) frames.push({ event, data: JSON.parse(field('data') ?? 'null') });
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  /** Waits for the frame number `n` (0-based). */
  const frame = async (n: number, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (frames.length <= n) {
      if (Date.now() > until) throw new Error(`no frame ${n} within ${timeoutMs} ms`);
      await new Promise((tick) => setTimeout(tick, 10));
    }
    return frames[n]!;
  };
  return {
    res,
    frames,
    frame,
    finished: () => pump,
    close: () => (controller.abort(), pump),
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
  };
}
