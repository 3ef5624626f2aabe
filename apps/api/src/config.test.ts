import { describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from './config.ts';

describe('configuration', () => {
  it('keeps at most 10 PostgreSQL connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses a pool size that is not a whole number of at least one', () => {
    for (const size of ['0', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size }), size).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('keeps images on disk unless STORAGE=s3, which needs S3_BUCKET', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk', s3: undefined });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/media/',
    }).storage.s3;
    expect(s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'media',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.com/media',
    });
  });

  it('shares limits through Redis only when REDIS_URL is set; drains for SHUTDOWN_DELAY_SECONDS', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'bhoj:',
    });
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(loadConfig({}).shutdownDelayMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '5' }).shutdownDelayMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DELAY_SECONDS: '-1' })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
  });

  it('reads TRUST_PROXY as true/false, a hop count, or proxy addresses and CIDRs', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.4,::1/128, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1/128',
      'loopback',
    ]);
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0/8', '1.5', '-1']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('signs device cookies with SECRET_KEY, or a random key per start when unset', () => {
    const key = 'k'.repeat(32);
    expect(loadConfig({ SECRET_KEY: key })).toMatchObject({ secretKey: key, secretKeySet: true });
    const [first, second] = [loadConfig({}), loadConfig({})];
    expect(first.secretKeySet).toBe(false);
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
  });
});

describe('payment provider in production', () => {
  const production = { NODE_ENV: 'production' } as const;

  it('refuses to start in production unless PAYMENT_PROVIDER is set', () => {
    expect(() => loadConfig(production)).toThrow(/set PAYMENT_PROVIDER in production/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
  });

  it('keeps the sandbox as the default outside production, without a warning', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.payments.provider).toBe('sandbox');
    expect(startupWarnings(config)).toEqual([]);
  });

  it('warns at start when production takes payments on the sandbox page', () => {
    const keyed = { ...production, SECRET_KEY: 'k'.repeat(32) };
    const warnings = startupWarnings(loadConfig({ ...keyed, PAYMENT_PROVIDER: 'sandbox' }));
    expect(warnings).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=sandbox in production: .*takes no money/),
    ]);
    const real = loadConfig({
      ...keyed,
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    });
    expect(startupWarnings(real)).toEqual([]);
  });

  it('warns at start when production signs device cookies with a key made at start', () => {
    const unkeyed = loadConfig({
      ...production,
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 's',
      SSLCOMMERZ_STORE_PASSWORD: 'p',
    });
    expect(startupWarnings(unkeyed)).toEqual([expect.stringMatching(/^SECRET_KEY is not set/)]);
  });
});

describe('limits', () => {
  it('has defaults for timeouts, streams, uploads and image jobs', () => {
    expect(loadConfig({}).limits).toEqual({
      requestTimeoutMs: 30_000,
      eventStreamsPerUser: 5,
      eventStreamsTotal: 1000,
      uploadsPerHour: 60,
      imageJobs: 2,
    });
  });

  it('reads each from its setting, and refuses values that are not whole numbers', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '5',
      EVENT_STREAMS_PER_USER: '2',
      EVENT_STREAMS_TOTAL: '50',
      UPLOADS_PER_HOUR: '0',
      IMAGE_JOBS: '1',
    });
    expect(config.limits).toEqual({
      requestTimeoutMs: 5000,
      eventStreamsPerUser: 2,
      eventStreamsTotal: 50,
      uploadsPerHour: 0,
      imageJobs: 1,
    });
    for (const name of ['REQUEST_TIMEOUT_SECONDS', 'EVENT_STREAMS_PER_USER', 'IMAGE_JOBS']) {
      expect(() => loadConfig({ [name]: '0' }), name).toThrow(new RegExp(name));
      expect(() => loadConfig({ [name]: '1.5' }), name).toThrow(new RegExp(name));
    }
  });
});

describe('API docs', () => {
  it('are on outside production, off in production unless API_DOCS=true', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
