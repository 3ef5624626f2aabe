import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('answers a whole frame with its type and data', () => {
    const parser = createSseParser();
    expect(parser.push('event: order.created\ndata: {"order_id":7}\n\n')).toEqual([
      { event: 'order.created', data: '{"order_id":7}' },
    ]);
  });

  it('puts together frames split mid-line, mid-field and between CR and LF', () => {
    const parser = createSseParser();
    const frames = 'event: order.status\r\ndata: {"line_id":3,\r\ndata: "status":"Completed"}\r\n\r\n';
    const messages = [];
    // Every split point of the text, one character at a time.
    for (const char of frames) messages.push(...parser.push(char));
    expect(messages).toEqual([{ event: 'order.status', data: '{"line_id":3,\n"status":"Completed"}' }]);

    const chunked = createSseParser();
    expect(chunked.push('event: order.cre')).toEqual([]);
    expect(chunked.push('ated\ndata: {"order_id"')).toEqual([]);
    expect(chunked.push(':1}\n')).toEqual([]);
    expect(chunked.push('\nevent: order.created\ndata: {"order_id":2}\n\n')).toEqual([
      { event: 'order.created', data: '{"order_id":1}' },
      { event: 'order.created', data: '{"order_id":2}' },
    ]);
  });

  it('treats a lone CR as a line break, and a CR then LF in the next chunk as one break', () => {
    const parser = createSseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n\r')).toEqual([{ event: 'message', data: 'a' }]);
    expect(parser.push('data: b\r\r')).toEqual([{ event: 'message', data: 'b' }]);
  });

  it('ignores heartbeats, comments, unknown fields and frames without data', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\n:\n\nfoo: bar\n\nevent: order.created\n\n')).toEqual([]);
    // The type of a frame without data does not leak into the next frame.
    expect(parser.push('data: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps the id and retry fields, and reads a value without the space after the colon', () => {
    const parser = createSseParser();
    expect(parser.retry).toBeUndefined();
    expect(parser.push('id: 41\nretry: 5000\nevent:order.status\ndata:{}\n\n')).toEqual([
      { event: 'order.status', data: '{}', id: '41' },
    ]);
    expect(parser.retry).toBe(5000);
    expect(parser.push('retry: soon\ndata\n\n')).toEqual([{ event: 'message', data: '', id: '41' }]);
    expect(parser.retry).toBe(5000);
  });
});
