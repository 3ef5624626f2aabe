/** One dispatched Server-Sent Events message. `event` is 'message' when the frame names no type. */
export type SseMessage = { event: string; data: string; id?: string };

/**
 * A streaming parser for the text/event-stream format (WHATWG HTML, "Parsing an event stream"): feed it
 * decoded text in chunks of any size — a chunk may end in the middle of a line, or between the CR and LF
 * of a line break — and it answers the messages completed so far. Comment lines (': ping' heartbeats)
 * and frames without data dispatch nothing. A `retry:` field takes effect at once, frame or not.
 */
export function createSseParser() {
  let buffer = '';
  // A chunk that ended in CR: a LF at the start of the next chunk belongs to the same line break.
  let skipLeadingLf = false;
  let eventType = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;
  let retry: number | undefined;

  function takeLine(line: string, out: SseMessage[]) {
    if (line === '') {
      if (dataLines.length > 0) {
        const message: SseMessage = { event: eventType || 'message', data: dataLines.join('\n') };
        if (lastId !== undefined) message.id = lastId;
        out.push(message);
      }
      eventType = '';
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return; // a comment, e.g. a heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  return {
    /** The last reconnection time the server asked for, in milliseconds. */
    get retry(): number | undefined {
      return retry;
    },
    /** Adds decoded text; answers the messages it completed. */
    push(chunk: string): SseMessage[] {
      const out: SseMessage[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        takeLine(buffer.slice(start, index), out);
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
