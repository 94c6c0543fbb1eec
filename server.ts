import { createServer } from 'node:http';
import next from 'next';
import { isAllowedMethod, sendMethodNotAllowed } from '@/lib/http-cache/allowed-methods';
import { publishSharedCacheStats } from '@/lib/http-cache/cache-stats';
import { createSharedResponseCache } from '@/lib/http-cache/shared-response-cache';
import { closeSharedRedis, redisReady, sharedRedis } from '@/lib/cache/redis-client';
import { todayIso } from '@/lib/dates/product-date';
import { parseServerEnv } from '@/lib/env/schema';
import { serveThroughDatabaseOutages } from '@/lib/db/outage-response';

/**
 * The production server (`npm start`): Next's request handler behind the shared response cache of
 * lib/http-cache. Built to .next/server.cjs by `npm run build`. Options as `next start`: -p/PORT, -H/HOSTNAME.
 */
function option(flag: string, envName: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  return (at !== -1 ? process.argv[at + 1] : undefined) ?? process.env[envName] ?? fallback;
}

const port = Number(option('-p', 'PORT', '3000'));
const hostname = option('-H', 'HOSTNAME', '0.0.0.0');
// the built-in sign-on service is reached over HTTP on this port (features/auth sso-client)
process.env.PORT ??= String(port);
const env = parseServerEnv(process.env);
const sharedCacheOn = env.SHARED_CACHE;

async function main() {
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // loaded once Next has set up its request storage (the auth modules import next/headers)
  const { pageVisitorOf } = await import('@/features/auth/server');
  // one connection for this process's caches (the memo caches in Next's bundles use it too)
  const redis = sharedCacheOn ? await sharedRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX) : null;
  if (redis) await redisReady(redis);
  const cache = createSharedResponseCache({
    today: () => todayIso(),
    maxBytes: env.SHARED_CACHE_MAX_MB * 1024 * 1024,
    maxEntries: env.SHARED_CACHE_MAX_ENTRIES,
    maxSeconds: env.SHARED_CACHE_MAX_SECONDS,
    renderTimeoutMs: env.SHARED_CACHE_RENDER_TIMEOUT_SECONDS * 1000,
    // signed-in visitors get the shared guest page with their own header (no per-visitor render)
    pageVisitor: pageVisitorOf,
    ...(redis ? { redis } : {}),
  });
  publishSharedCacheStats(sharedCacheOn ? () => cache.stats() : () => ({ status: 'off' }));

  const server = createServer((req, res) => {
    if (!isAllowedMethod(req.method)) {
      sendMethodNotAllowed(req, res);
      return;
    }
    // as a proxy would: the address that connected, after whatever the client or a proxy claimed (features/sso reads it)
    const peer = req.socket.remoteAddress;
    if (peer) req.headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${peer}` : peer;
    const render = (target: typeof res) => handle(req, target);
    // a database away (at start-up or later) is a 503 to retry, for pages too, never Next's 500
    void serveThroughDatabaseOutages(req, res, () => (sharedCacheOn ? cache.serve(req, res, render) : render(res)));
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    const store = redis ? `in Redis ${redis.namespace}` : 'in memory';
    console.log(
      `✓ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (shared cache ${sharedCacheOn ? `on, ${store}` : 'off'})`,
    );
  });

  const stop = () => server.close(() => void closeSharedRedis().finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
