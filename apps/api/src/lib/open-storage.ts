import { join } from 'node:path';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { diskStorage, type Storage } from './storage.ts';

/** The storage STORAGE names: DATA_DIR/media on disk, or the S3 bucket. */
export function openStorage(config: Pick<Config, 'storage' | 'dataDir'>): Promise<Storage> | Storage {
  const { s3 } = config.storage;
  return s3 ? s3Storage(s3) : diskStorage(join(config.dataDir, 'media'));
}
