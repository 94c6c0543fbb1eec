import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, tooManyAttempts } from './errors';
import { createRoute } from './route';

const context = { params: Promise.resolve({}) };
const post = (body: unknown) => new NextRequest('http://localhost/api/x', { method: 'POST', body: JSON.stringify(body) });

const route = createRoute({
  member: async ({ request }) => {
    if (!request.headers.get('authorization')) throw apiError('UNAUTHORIZED');
    return { userId: 7 };
  },
  echo: async ({ body, write, successStatus }) => ({ body, write, successStatus }),
});

describe('route()', () => {
  it('resolves the caller of its auth kind after the body passed its schema, and hands it to the handler', async () => {
    const handler = route({
      auth: 'echo',
      write: true,
      successStatus: 201,
      body: z.object({ n: z.number() }),
      handler: async ({ caller }) => caller,
    });
    const answer = await handler(post({ n: 1 }), context);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ data: { body: { n: 1 }, write: true, successStatus: 201 } });
    expect((await handler(post({ n: 'x' }), context)).status).toBe(400);
  });

  it('answers a resolver refusal as its error, without running the handler', async () => {
    let ran = false;
    const handler = route({ auth: 'member', handler: async () => (ran = true) });
    const answer = await handler(post({}), context);
    expect(answer.status).toBe(401);
    expect(ran).toBe(false);
  });

  it('sets the cookies asked for on a success only, and the headers on any answer', async () => {
    const handler = route({
      body: z.object({ fail: z.boolean() }),
      handler: async ({ body, respond }) => {
        respond.cookie('c', 'v', { httpOnly: true, path: '/', maxAge: 60 });
        respond.header('x-extra', '1');
        if (body.fail) throw apiError('EMAIL_TAKEN');
        return null;
      },
    });
    const ok = await handler(post({ fail: false }), context);
    expect(ok.headers.get('set-cookie')).toMatch(/^c=v; Path=\/;.*Max-Age=60; HttpOnly$/);
    expect(ok.headers.get('x-extra')).toBe('1');
    const refused = await handler(post({ fail: true }), context);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(refused.headers.get('x-extra')).toBe('1');
  });

  it("answers a spent budget's wait as Retry-After", async () => {
    const handler = route({
      handler: async () => {
        throw tooManyAttempts(42);
      },
    });
    const answer = await handler(post({}), context);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('42');
    expect(await answer.json()).toMatchObject({ status: 'error', error_code: 'TOO_MANY_ATTEMPTS' });
  });
});
