import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local server speaking the S3 protocol (s3rver, files in a temporary folder), on a free port of
 * 127.0.0.1: what STORAGE=s3 talks to in tests. `env` is the settings that point the API at it.
 */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'bhoj-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket: string, publicUrl?: string): Record<string, string> => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...(publicUrl ? { S3_PUBLIC_URL: publicUrl } : {}),
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
