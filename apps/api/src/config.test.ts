import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
