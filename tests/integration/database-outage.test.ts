import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as healthRoute from '@/app/api/health/route';
import * as subscribeRoute from '@/app/api/users/add-subscriber/route';
import { onRequestError } from '@/instrumentation';
import { startNodeServer } from '@/instrumentation-node';
import { getDatabase, getReadDb, queryRows, setProcessDatabase } from '@/lib/db/client';
import { serveThroughDatabaseOutages } from '@/lib/db/outage-response';
import { resetServerEnvCache } from '@/lib/env/server';
import { startApiServer } from '../helpers/api-server';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * Issue 32 item 4: PostgreSQL behind a TCP proxy that the test cuts (every connection dropped, new ones refused) and
 * restores. The API through its route handlers; pages through the production server's own request path
 * (serveThroughDatabaseOutages, as server.ts) around a stand-in for Next: a render that reads the database and, when
 * that fails, calls the instrumentation hook and sends its error page with 500, as Next does.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const query = req.url?.startsWith('/slow') ? sql`select pg_sleep(3), 0 as n` : sql`select count(*)::int as n from hotels`;
    const rows = await queryRows<{ n: number }>(await getReadDb(), query);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<p>${rows[0]?.n}</p>`);
  } catch (error) {
    await onRequestError(error);
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<h1>Next error page</h1>');
  }
}

describe.skipIf(!onPostgres)('the database going away [postgres]', () => {
  const admin = () => new Client({ connectionString: process.env.TEST_DATABASE_URL });
  const name = `outage_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const saved = {
    DATABASE_URL: process.env.DATABASE_URL,
    DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS,
    NEXT_RUNTIME: process.env.NEXT_RUNTIME,
  };
  let proxy: TcpProxy;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let pages: Server;
  let pagesUrl = '';
  let client = 0;

  const health = async () => {
    const response = await fetch(`${api.url}/api/health`);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { status: string; error_code?: string },
    };
  };
  const subscribe = async () => {
    client += 1;
    const response = await fetch(`${api.url}/api/users/add-subscriber/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.origin, 'x-forwarded-for': `198.51.100.${client % 250}` },
      body: JSON.stringify({ email: `traveller${client}@example.com`, lang: 'vi' }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { status: string; error_code?: string },
    };
  };
  const page = async (path = '/') => {
    const response = await fetch(`${pagesUrl}${path}`);
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      type: response.headers.get('content-type'),
      html: await response.text(),
    };
  };

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const connection = admin();
    await connection.connect();
    await connection.query(`CREATE DATABASE ${name}`);
    await connection.end();
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = proxy.urlFor(url.toString());
    process.env.DB_STATEMENT_TIMEOUT_MS = '1000';
    process.env.NEXT_RUNTIME = 'nodejs';
    resetServerEnvCache();
    setProcessDatabase(undefined);
    api = await startApiServer({ '/api/health': healthRoute, '/api/users/add-subscriber/': subscribeRoute });
    pages = createServer((req, res) => void serveThroughDatabaseOutages(req, res, () => renderPage(req, res)));
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => pages?.close(resolve));
    await api?.close();
    await (await getDatabase()).close().catch(() => undefined);
    setProcessDatabase(undefined);
    await proxy?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnvCache();
    const connection = admin();
    await connection.connect();
    await connection.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await connection.end();
  });

  it('(a) starts while the database is away: 503s meanwhile, then migrates and serves without a restart', async () => {
    await proxy.cut();
    const t0 = Date.now();
    const { databaseReady } = await startNodeServer();
    // the start-up does not wait for the database (awaited, it would leave Next answering 500 forever)
    expect(Date.now() - t0).toBeLessThan(1000);

    const down = await health();
    expect(down).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { status: 'error', message: 'Cơ sở dữ liệu không phản hồi', error_code: 'DATABASE_UNAVAILABLE' },
    });
    const write = await subscribe();
    expect(write).toMatchObject({ status: 503, retryAfter: '5', body: { status: 'error', error_code: 'DATABASE_UNAVAILABLE' } });
    const vi = await page('/');
    expect(vi).toMatchObject({ status: 503, retryAfter: '5', type: 'text/html; charset=utf-8' });
    expect(vi.html).toContain('<html lang="vi">');
    expect(vi.html).toContain('Trang tạm thời không hiển thị được');
    expect(vi.html).toContain('data-error-code="DATABASE_UNAVAILABLE"');
    const en = await page('/en/khach-san');
    expect(en.status).toBe(503);
    expect(en.html).toContain('This page could not be shown');

    await sleep(1500);
    await proxy.restore();
    const restoredAt = Date.now();
    let healthy = await health();
    while (healthy.status !== 200 && Date.now() - restoredAt < 20_000) {
      await sleep(100);
      healthy = await health();
    }
    const upAt = Date.now();
    console.log(
      `outage at start: cut from t0, 503 meanwhile, restored at t0+${restoredAt - t0} ms, health 200 at t0+${upAt - t0} ms (${upAt - restoredAt} ms after the restore)`,
    );
    expect(healthy.status).toBe(200);
    expect(upAt - restoredAt).toBeLessThan(5000);
    await databaseReady;
    const [migrations] = await queryRows<{ n: number }>(
      (await getDatabase()).db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(migrations!.n).toBeGreaterThan(0);
    expect((await page('/')).status).toBe(200);
    expect((await subscribe()).status).toBe(200);
  });

  it('(b) mid-load: writes, health and pages answer 503 with Retry-After (never 500) while cut, 200 again once restored', async () => {
    type Answer = { at: number; what: string; status: number; retryAfter: string | null };
    const answers: Answer[] = [];
    const t0 = Date.now();
    let cutAt = Infinity;
    let restoredAt = Infinity;
    let stop = false;
    const load = (async () => {
      while (!stop) {
        const round = await Promise.all([
          health().then((a) => ({ what: 'health', ...a })),
          subscribe().then((a) => ({ what: 'write', ...a })),
          page('/').then((a) => ({ what: 'page', ...a })),
        ]);
        for (const { what, status, retryAfter } of round) answers.push({ at: Date.now() - t0, what, status, retryAfter });
        await sleep(50);
      }
    })();
    await sleep(1000);
    await proxy.cut();
    cutAt = Date.now() - t0;
    await sleep(2000);
    await proxy.restore();
    restoredAt = Date.now() - t0;
    const allUp = () => {
      const last = answers.slice(-6);
      return last.length === 6 && last.every((a) => a.at > restoredAt && a.status === 200);
    };
    while (!allUp() && Date.now() - t0 < restoredAt + 15_000) await sleep(100);
    stop = true;
    await load;

    const during = answers.filter((a) => a.at > cutAt && a.at <= restoredAt);
    const first503 = during.find((a) => a.status === 503);
    const firstUp = answers.find((a) => a.at > restoredAt && a.status === 200)?.at;
    const lastDown = answers.filter((a) => a.status !== 200).at(-1)?.at;
    console.log(
      `outage mid-load: ${answers.length} answers; cut at ${cutAt} ms, first 503 at ${first503?.at} ms, restored at ${restoredAt} ms, ` +
        `first 200 after it at ${firstUp} ms, last 503 at ${lastDown} ms; statuses ${JSON.stringify(Object.fromEntries([200, 503, 500].map((s) => [s, answers.filter((a) => a.status === s).length])))}`,
    );
    expect(answers.filter((a) => a.at < cutAt).every((a) => a.status === 200)).toBe(true);
    expect(answers.some((a) => a.status === 500)).toBe(false);
    expect(first503).toBeDefined();
    for (const what of ['health', 'write', 'page']) expect(during.some((a) => a.what === what && a.status === 503)).toBe(true);
    expect(answers.filter((a) => a.status === 503).every((a) => a.retryAfter === '5')).toBe(true);
    expect(allUp()).toBe(true);
  });

  it('a page whose statement the database cancels for its time (57014) is a 503, not the error page with 500', async () => {
    const slow = await page('/slow');
    expect(slow).toMatchObject({ status: 503, retryAfter: '5' });
    expect(slow.html).toContain('data-error-code="SERVICE_BUSY"');
    expect(slow.html).toContain('Hệ thống đang bận, vui lòng thử lại sau giây lát');
    expect((await page('/')).status).toBe(200);
  });
});
