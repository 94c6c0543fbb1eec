import { describe, expect, it } from 'vitest';
import { databaseTrouble, pausedWhileDatabaseAway, retryDelayMs, rootMessage } from './availability';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseTrouble', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'a dual-stack connect that failed twice',
      Object.assign(new AggregateError([withCode('x', 'ECONNREFUSED'), withCode('y', 'ECONNREFUSED')]), {}),
    ],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['an administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server still starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    [
      'one wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('%s: unavailable', (_, error) => {
    expect(databaseTrouble(error)).toBe('unavailable');
  });

  it('a statement cancelled for its time (57014), wrapped or not', () => {
    const cancelled = withCode('canceling statement due to statement timeout', '57014');
    expect(databaseTrouble(cancelled)).toBe('statement-timeout');
    expect(databaseTrouble(Object.assign(new Error('Failed query'), { cause: cancelled }))).toBe('statement-timeout');
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a missing table', withCode('relation "x" does not exist', '42P01')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: none', (_, error) => {
    expect(databaseTrouble(error)).toBeNull();
  });
});

describe('retryDelayMs', () => {
  it('doubles from 0.5 s up to its cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => retryDelayMs(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });
});

describe('pausedWhileDatabaseAway', () => {
  it('skips runs while the database is away and lets other failures through', async () => {
    let fail: unknown = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    let runs = 0;
    const job = pausedWhileDatabaseAway('test', async () => {
      runs += 1;
      if (fail) throw fail;
    });
    const signal = new AbortController().signal;
    await expect(job(signal)).resolves.toBeUndefined();
    await expect(job(signal)).resolves.toBeUndefined();
    fail = undefined;
    await expect(job(signal)).resolves.toBeUndefined();
    fail = new TypeError('a bug');
    await expect(job(signal)).rejects.toThrow('a bug');
    expect(runs).toBe(4);
  });
});

describe('rootMessage', () => {
  it("is the driver's message, not Drizzle's query text with its parameters", () => {
    const wrapped = Object.assign(new Error('Failed query: insert into x values ($1)\nparams: an@example.com'), {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    });
    expect(rootMessage(wrapped)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
