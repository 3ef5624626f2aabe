import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { BROWSER_ACCEPT_ENCODING } from '../load.ts';

/** An answer as the virtual users read it: the status, the body decoded, where a redirect points. */
export interface Answer {
  status: number;
  body: string;
  location: string | undefined;
}

export interface Client {
  send(method: string, path: string, headers?: Record<string, string>, body?: string): Promise<Answer>;
  close(): void;
}

const decoders: Record<string, (data: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/**
 * node:http with one keep-alive agent: each request takes an idle connection or opens one, so 32 virtual
 * users hold about 32 connections (two each while racing). Every request offers compression as Chromium
 * does; a compressed body is decoded only when read.
 */
export function httpClient(baseUrl: string): Client {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  return {
    send(method, path, headers = {}, body = '') {
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            host: hostname,
            port,
            method,
            path,
            agent,
            timeout: 30_000,
            headers: { ...BROWSER_ACCEPT_ENCODING, ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () => {
              const encoding = incoming.headers['content-encoding'];
              const raw = Buffer.concat(chunks);
              const decode = encoding ? decoders[encoding] : undefined;
              resolve({
                status: incoming.statusCode ?? 0,
                get body() {
                  return (decode ? decode(raw) : raw).toString('utf8');
                },
                location: incoming.headers.location,
              });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
