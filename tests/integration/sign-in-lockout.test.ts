import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetSignInLimits } from '@/features/sso/server';
import * as loginRoute from '@/app/sso/api/login/route';
import * as registerRoute from '@/app/sso/api/register/route';
import { startApiServer } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let api: Awaited<ReturnType<typeof startApiServer>>;
let accounts = 0;
const PASSWORD = 'Hanoi-Pho-2026';

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  api = await startApiServer({ '/sso/api/register': registerRoute, '/sso/api/login': loginRoute });
});
afterAll(async () => {
  await resetSignInLimits();
  await api.close();
  await database.drop();
});
beforeEach(async () => {
  await resetSignInLimits();
});

type Answer = { status: number; retryAfter: number | null; message?: string };

async function post(path: string, body: unknown, address: string): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string };
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, retryAfter: retryAfter === null ? null : Number(retryAfter), message: answer.message };
}

/** A new account of its own (registered from an address used for nothing else). */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `owner${accounts}@example.com`;
  const body = { email, password: PASSWORD, first_name: 'Lan', last_name: 'Phạm', phone: '0912 345 678' };
  expect((await post('/sso/api/register', body, `198.51.100.${accounts}`)).status).toBe(201);
  return email;
}

const login = (email: string, password: string, address: string) => post('/sso/api/login', { email, password }, address);
const stranger = (i: number) => `203.0.113.${i}`;
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe(`strangers cannot lock the owner out of the account [${process.env.TEST_DB_KIND}]`, () => {
  it('12 wrong passwords from 12 addresses: the owner signs in at once from their address, a stranger is slowed by seconds', async () => {
    const email = await newAccount();
    const home = '192.0.2.10';
    expect((await login(email, PASSWORD, home)).status).toBe(200);
    const guesses: Answer[] = [];
    for (let i = 1; i <= 12; i += 1) guesses.push(await login(email, `Wrong-${i}-pass`, stranger(i)));
    // 10 free, the 11th takes the 1-second slot, the 12th (at once) waits for it: slowed, never locked
    expect(guesses.slice(0, 11).map((g) => g.status)).toEqual(Array(11).fill(401));
    expect(guesses[11]).toMatchObject({ status: 429, retryAfter: 1 });
    expect(guesses[11]!.message).toMatch(/thử lại sau 1 giây/);
    // the owner at home: in at once (before: 429 with Retry-After 900 for 15 minutes)
    expect((await login(email, PASSWORD, home)).status).toBe(200);
  });

  it('the owner on a new address waits a Retry-After of seconds, then signs in', async () => {
    const email = await newAccount();
    for (let i = 1; i <= 11; i += 1) expect((await login(email, `Wrong-${i}-pass`, stranger(20 + i))).status).toBe(401);
    const first = await login(email, PASSWORD, '192.0.2.77');
    if (first.status === 429) {
      expect(first.retryAfter).toBeGreaterThanOrEqual(1);
      expect(first.retryAfter).toBeLessThanOrEqual(60);
      await sleep(first.retryAfter!);
      expect((await login(email, PASSWORD, '192.0.2.77')).status).toBe(200);
    } else expect(first.status).toBe(200);
  });

  it('one address hammering an account is refused for 15 minutes, even with the right password; the owner still gets in', async () => {
    const email = await newAccount();
    const home = '192.0.2.20';
    expect((await login(email, PASSWORD, home)).status).toBe(200);
    const hammer = '203.0.113.200';
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await login(email, `Wrong-${i}-pass`, hammer));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401));
    const refused = await login(email, PASSWORD, hammer);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(800);
    expect(refused.retryAfter).toBeLessThanOrEqual(900);
    expect(refused.message).toMatch(/thử lại sau 15 phút/);
    expect((await login(email, PASSWORD, home)).status).toBe(200);
  });

  it('per address across accounts: 30 failures, then the address is refused', async () => {
    const address = '203.0.113.250';
    for (let i = 0; i < 30; i += 1) expect((await login(`nobody${i}@example.com`, 'Wrong-pass', address)).status).toBe(401);
    expect((await login(`nobody31@example.com`, 'Wrong-pass', address)).status).toBe(429);
  });

  it('40 parallel guesses from 40 addresses: at most 11 reach the password check, the rest wait at most a minute', async () => {
    const email = await newAccount();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `Wrong-${i}-pass`, `203.0.114.${i + 1}`)));
    const checked = answers.filter((a) => a.status === 401).length;
    const slowed = answers.filter((a) => a.status === 429);
    // 10 free and one per slot (a slot of 1 s may end while the burst is still arriving)
    expect(checked).toBeGreaterThanOrEqual(11);
    expect(checked).toBeLessThanOrEqual(12);
    expect(slowed).toHaveLength(40 - checked);
    for (const answer of slowed) expect(answer.retryAfter).toBeLessThanOrEqual(60);
  });
});
