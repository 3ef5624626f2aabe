import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './db-errors.ts';

/** An error the way drizzle throws it: its own, with the driver's on `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isConnectionLost', () => {
  it('knows connection exceptions, server shutdowns and cut sockets, wrapped or not', () => {
    const lost = [
      { code: '08006', message: 'connection failure' },
      { code: '08001', message: 'could not connect' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P02', message: 'crash shutdown' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { code: 'ECONNRESET', message: 'read ECONNRESET' },
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated'),
      new Error('Client has encountered a connection error and is not queryable'),
    ];
    for (const err of lost) {
      expect(isConnectionLost(err), err.message).toBe(true);
      expect(isConnectionLost(wrapped(err)), err.message).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    const others = [
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      { code: '22P02', message: 'invalid input syntax for type integer' },
      { code: '57014', message: 'canceling statement due to statement timeout' },
      new Error('secret detail'),
      null,
      undefined,
    ];
    for (const err of others) expect(isConnectionLost(err)).toBe(false);
    expect(isConnectionLost(wrapped({ code: '23503', message: 'foreign key' }))).toBe(false);
  });
});
