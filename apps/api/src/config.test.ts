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
});
