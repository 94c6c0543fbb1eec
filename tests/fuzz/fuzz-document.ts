import { setPayLaterTransport } from '@/features/payment/server';
import { sandboxPayLaterApi } from '@/features/sandboxes/server';
import { fc, it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { oas31 } from 'zod-openapi';
import type { ApiOperation } from '@/features/api-docs/server';
import type { Db } from '@/lib/db/client';
import { startApiServer, type Routes } from '../helpers/api-server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { mutatedBodies } from './body-arbitraries';
import { badSessionCookie, callers, foreignOrigin, freshUserId, SEEDED_USER_IDS, type SignIn } from './callers';
import { breach, describeFailure, documentedOperations, refusedByHandler, type Documented } from './documented';
import { jsonArbitrary } from './json-arbitraries';
import { fillPath, mutatedSegments, validSegments, type Segments } from './path-arbitraries';
import { applyMutation, encodeQuery, mutation, nastyString, rawGarbage, validPairs, type Hints, type Pair } from './query-arbitraries';
import { requestCounts, sendFetch, sendRaw, type Answer, type Sent } from './wire';

/**
 * Property-based fuzzing of every operation of an OpenAPI document, over real HTTP into the real route
 * modules on a seeded database. FUZZ_RUNS runs per property (CI default below; writes get half), FUZZ_SEED
 * fixes the generated requests; a failure prints the shrunk request with the server's answer.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 25);
const WRITE_RUNS = Math.max(1, Math.ceil(RUNS / 2));
const CHECK_RUNS = Math.min(RUNS, 10);
const SEED = Number(process.env.FUZZ_SEED || 8_2026);
fc.configureGlobal({ seed: SEED, numRuns: RUNS });

export type FuzzTarget = {
  /** names the describe blocks */
  label: string;
  document: oas31.OpenAPIObject;
  operations: readonly ApiOperation[];
  /** the route modules of these document paths, keyed for startApiServer */
  routes: (paths: string[]) => Promise<Routes>;
  hotels: number;
  /** real values of the seeded database by query parameter name, read once it is open */
  hints?: { names: readonly string[]; read: (db: Db) => Promise<Record<string, string[]>> };
  /** how 'session' operations get signed in; default: the sign-on stand-in (tests/helpers/sso-stand-in.ts) */
  signIn?: SignIn;
};

export function fuzzDocument(target: FuzzTarget) {
  const documented = documentedOperations(target.document, target.operations);
  const who = callers(target.signIn);
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let hintValues: Record<string, string[]> = {};
  const successRates = new Map<string, { valid: number; succeeded: number }>();
  // Hints come from the database, opened after the properties are declared: read them at generation time.
  const hints: Hints = Object.fromEntries(
    (target.hints?.names ?? []).map((name) => [name, fc.constant(name).chain((n) => fc.constantFrom(...(hintValues[n] ?? [''])))]),
  );

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: target.hotels });
    api = await startApiServer(await target.routes([...new Set(documented.map((d) => d.path))]));
    who.start(api);
    setPayLaterTransport((url, init) => sandboxPayLaterApi(new URL(url).pathname.split('/').at(-1) ?? '', new Request(url, init)));
    hintValues = (await target.hints?.read(database.handle.db)) ?? {};
  });

  afterAll(async () => {
    const total = [...requestCounts.values()].reduce((a, b) => a + b, 0);
    const byFamily = [...requestCounts].map(([family, n]) => `${family} ${n}`).join(', ');
    const rates = [...successRates].map(([op, o]) => `${op} ${o.succeeded}/${o.valid}`).join(', ');
    console.info(
      `[fuzz ${target.label} ${process.env.TEST_DB_KIND}] ${total} requests sent (seed ${SEED}, ${RUNS} runs per property): ${byFamily}`,
    );
    console.info(
      `[fuzz ${target.label} ${process.env.TEST_DB_KIND}] valid requests answered 2xx (or a handler's own 4xx for writes and {id}): ${rates}`,
    );
    who.stop();
    await api?.close();
    await database?.drop();
  });

  /** Operations whose properties found a breach (their success ratio means nothing then). */
  const breached = new Set<Documented>();
  function expectContract(d: Documented, sent: Sent, answer: Answer, expected?: number[]) {
    const reason = breach(d, sent, answer, expected);
    if (reason) {
      breached.add(d);
      throw new Error(describeFailure(reason, sent, answer));
    }
  }

  const encoding = fc.constantFrom<'form' | 'uri'>('form', 'uri');
  const targetOf = (d: Documented, segments: Segments, query: string) => `${fillPath(d.path, segments)}${query ? `?${query}` : ''}`;

  describe.each(documented.map((d) => [`${d.method} ${d.path}`, d] as const))(
    `fuzz ${target.label} %s [${process.env.TEST_DB_KIND}]`,
    (_, d) => {
      const auth = d.spec.auth ?? 'none';
      const runs = { numRuns: d.write ? WRITE_RUNS : RUNS };
      const checks = { numRuns: CHECK_RUNS };
      // what JSON Schema cannot say (a refine across fields, as orders' from <= to) is left to the zod schema itself
      const query = d.spec.query;
      const valid = validPairs(d.parameters, hints).filter((pairs) => !query || query.safeParse(Object.fromEntries(pairs)).success);
      const segments = validSegments(d.pathParameters, d.components);
      const body: fc.Arbitrary<string | undefined> = d.body
        ? jsonArbitrary(d.body, d.components).map((v) => JSON.stringify(v))
        : fc.constant(undefined);
      // writes: a seeded user or this property's own fresh one, so generated writes do not pile onto one account
      const ownUser = freshUserId();
      const user = d.write ? fc.oneof(fc.constantFrom(...SEEDED_USER_IDS), fc.constant(ownUser)) : fc.constantFrom(...SEEDED_USER_IDS);
      /** A request that passes the operation's auth (and the CSRF guard on writes). */
      const authorised = async (userId: number, sent: Omit<Sent, 'headers'>): Promise<Sent> => ({
        ...sent,
        headers: await who.headers(auth, d.write, userId),
      });
      const outcomes = { valid: 0, succeeded: 0 };
      successRates.set(`${d.method} ${d.path}`, outcomes);

      it.prop([valid, encoding, segments, body, user], runs)(
        'valid requests generated from the schemas keep the contract',
        async (pairs, style, seg, text, userId) => {
          const sent = await authorised(userId, { method: d.method, target: targetOf(d, seg, encodeQuery(pairs, style)), body: text });
          const answer = await sendFetch(api.url, sent, 'valid');
          outcomes.valid += 1;
          const reached =
            d.write || d.spec.body || d.spec.params || d.spec.query?.shape.booking_request_id || d.spec.query?.shape.order_code
              ? refusedByHandler(answer)
              : false;
          if (answer.status < 300 || reached) outcomes.succeeded += 1;
          expectContract(d, sent, answer);
        },
      );

      it('most valid requests succeed (the generator reaches the real data)', (context) => {
        // a failed property stopped early: its counter-example is the finding, not this ratio
        if (breached.has(d)) context.skip();
        expect(outcomes.succeeded).toBeGreaterThanOrEqual(outcomes.valid * 0.5);
      });

      if (d.spec.query) {
        const mutated = fc
          .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
          .map(([pairs, ms]) => ms.reduce((acc, m) => applyMutation(acc, m, d.parameters), pairs));
        it.prop([mutated, encoding, fc.option(rawGarbage, { freq: 3 }), segments, body, user], runs)(
          'mutated queries get 400 with the envelope when the query schema rejects them, never a 5xx',
          async (pairs, style, garbage, seg, text, userId) => {
            const query = [encodeQuery(pairs, style), garbage].filter(Boolean).join('&');
            const sent = await authorised(userId, { method: d.method, target: targetOf(d, seg, query), body: text });
            expectContract(d, sent, await sendFetch(api.url, sent, 'mutated query'));
          },
        );
      }

      it.prop(
        [
          fc.array(
            fc.oneof(
              rawGarbage,
              valid.map((pairs: Pair[]) => encodeQuery(pairs, 'uri')),
              fc.nat({ max: 7_000 }).map((n) => `${d.parameters[0]?.name ?? 'x'}=${'a'.repeat(n)}`),
              nastyString.map((s) => encodeURIComponent(s.toWellFormed())),
            ),
            { minLength: 1, maxLength: 6 },
          ),
          fc.constantFrom('', '&'),
          segments,
          body,
          user,
        ],
        runs,
      )('raw malformed query strings on the wire keep the contract', async (tokens, joiner, seg, text, userId) => {
        // under Node's 16 KB header limit, which answers 431 before any route runs
        const sent = await authorised(userId, {
          method: d.method,
          target: targetOf(d, seg, tokens.join(joiner).slice(0, 8_000)),
          body: text,
        });
        expectContract(d, sent, await sendRaw(api.url, sent, 'raw query'));
      });

      const documentedMethods = new Set(documented.filter((o) => o.path === d.path).map((o) => o.method));
      const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !documentedMethods.has(m));
      if (otherMethods.length) {
        it.prop([fc.constantFrom(...otherMethods), valid, segments, user], checks)(
          'other methods answer 405 with the envelope',
          async (method, pairs, seg, userId) => {
            const sent = {
              method,
              target: targetOf(d, seg, encodeQuery(pairs, 'form')),
              headers: { ...(await who.headers(auth, true, userId)) },
            };
            expectContract(d, sent, await sendFetch(api.url, sent, 'method'), [405]);
          },
        );
      }

      if (d.pathParameters.length) {
        it.prop([mutatedSegments(d.pathParameters, d.components), valid, body, user], runs)(
          'mutated path parameters get 400 or 404 with the envelope when the params schema rejects them, never a 5xx',
          async (seg, pairs, text, userId) => {
            const sent = await authorised(userId, { method: d.method, target: targetOf(d, seg, encodeQuery(pairs, 'uri')), body: text });
            expectContract(d, sent, await sendRaw(api.url, sent, 'mutated params'));
          },
        );
      }

      if (d.body) {
        it.prop([mutatedBodies(d.body, d.components), valid, segments, user], runs)(
          'mutated bodies get 400 with the envelope when the body schema rejects them, never a 5xx',
          async (mutatedBody, pairs, seg, userId) => {
            const sent = await authorised(userId, {
              method: d.method,
              target: targetOf(d, seg, encodeQuery(pairs, 'uri')),
              body: mutatedBody.text,
            });
            expectContract(d, sent, await sendFetch(api.url, sent, `body: ${mutatedBody.kind}`));
          },
        );
      }

      if (auth === 'session') {
        it.prop([valid, segments, body], checks)('without the session cookie: 401 with the envelope', async (pairs, seg, text) => {
          const sent = {
            method: d.method,
            target: targetOf(d, seg, encodeQuery(pairs, 'uri')),
            body: text,
            headers: d.write ? { origin: who.origin } : ({} as Record<string, string>),
          };
          expectContract(d, sent, await sendFetch(api.url, sent, 'no session'), [401]);
        });
        it.prop([badSessionCookie, valid, segments, body], checks)(
          'a cookie that signs nobody in: 401 with the envelope',
          async (cookie, pairs, seg, text) => {
            const headers = { cookie: await cookie(), ...(d.write ? { origin: who.origin } : {}) };
            const sent = { method: d.method, target: targetOf(d, seg, encodeQuery(pairs, 'uri')), body: text, headers };
            expectContract(d, sent, await sendRaw(api.url, sent, 'bad session'), [401]);
          },
        );
      }

      if (d.write) {
        it.prop([foreignOrigin, valid, segments, body, user], checks)(
          'a cookie-carrying write without this site as Origin: 403 with the envelope',
          async (origin, pairs, seg, text, userId) => {
            const signedIn = await who.headers(auth, false, userId);
            const headers = { ...signedIn, cookie: signedIn.cookie ?? 'theme=dark', ...(origin === undefined ? {} : { origin }) };
            const sent = { method: d.method, target: targetOf(d, seg, encodeQuery(pairs, 'uri')), body: text, headers };
            expectContract(d, sent, await sendFetch(api.url, sent, 'foreign origin'), [403]);
          },
        );
      }

      if (auth === 'service') {
        it.prop(
          [fc.constantFrom(undefined, 'Bearer ', 'Bearer wrong-key', 'Basic Zm9vOmJhcg==', 'bearer x'), valid, segments, body],
          checks,
        )('without the service key: 401 or 403 with the envelope', async (authorization, pairs, seg, text) => {
          const sent = {
            method: d.method,
            target: targetOf(d, seg, encodeQuery(pairs, 'uri')),
            body: text,
            headers: authorization ? { authorization } : ({} as Record<string, string>),
          };
          expectContract(d, sent, await sendFetch(api.url, sent, 'no service key'), [401, 403]);
        });
      }
    },
  );
}
