import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { HttpError, MESSAGES, UNAVAILABLE_RETRY_SECONDS } from './errors.ts';
import { MEDIA_PREFIX, type Storage } from './storage.ts';

export type S3Settings = NonNullable<Config['storage']['s3']>;

/** Names are never reused (docs/OPERATIONS.md), so whoever serves a file may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The store did not answer, or failed on its side: the call answers 503, as when the database is away. */
const unavailable = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode ?? 500) < 500
    ? err
    : new HttpError(503, { detail: MESSAGES.unavailable }, { 'retry-after': UNAVAILABLE_RETRY_SECONDS });

const isNotFound = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * STORAGE=s3: images in a bucket of any S3-compatible store (AWS S3, MinIO, Garage, …), so that every
 * instance reads what any of them stored. Rows keep `/media/<key>` as with the disk; `/media/` on the API
 * streams the object from the bucket, and answers point at S3_PUBLIC_URL instead when it is set
 * (`media-urls.ts`). The bucket is created at start when it does not exist.
 */
export async function s3Storage(settings: S3Settings): Promise<Storage> {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }

  return {
    async put(key, body, contentType) {
      const object = {
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      };
      await client.send(new PutObjectCommand(object)).catch((err: unknown) => {
        throw unavailable(err);
      });
      return MEDIA_PREFIX + key;
    },
    url: (key) => MEDIA_PREFIX + key,
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw unavailable(err);
      }
    },
  };
}
