// Shared helpers for the benchmark scripts: start the built site, run autocannon, print a table.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:http';
import autocannon from 'autocannon';

export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Starts the production server (`npm start`: .next/server.cjs; the site must be built) and resolves once
 * /api/health answers 200. `sharedCache: false` measures every request rendered by Next.
 */
export async function startSite({ port, env = {}, sharedCache = true, nodeArgs = [] }) {
  return startServer([...nodeArgs, '.next/server.cjs', '-p', String(port), '-H', 'localhost'], {
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      SHARED_CACHE: String(sharedCache),
      SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
      AUTH_TOKEN_SECRET: process.env.AUTH_TOKEN_SECRET || 'bench-token-secret-0123456789abcdef0123456789',
      ...env,
    },
  });
}

/**
 * A Node server in its own process group (so stop() ends it and whatever it started, and nothing is left holding
 * the port), resolved once `readyUrl` answers 200.
 */
async function startServer(args, { readyUrl, env, cwd, timeoutMs }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () =>
    new Promise((resolve) => {
      child.on('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  try {
    await waitFor(readyUrl, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, stop };
}

/** A bare Node server answering every request with the same bytes from memory. */
export async function startBareServer({ port, body, contentType }) {
  const bytes = Buffer.from(body); // encoded once, as a cache holds it
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { stop: () => new Promise((resolve) => server.close(resolve)) };
}

export async function load(url, { connections = 16, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    url,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(rows) {
  console.log('\n| target | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
}

/** autocannon with every response time recorded, for percentiles autocannon does not print (p95). */
export async function loadWithPercentiles(url, { connections = 16, duration = 10, requests, headers = {} } = {}) {
  const times = [];
  const instance = autocannon({ url, connections, duration, requests, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const answered = result.requests.total;
  const pct = (p) => (times.length ? Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)) : 0);
  return {
    url,
    reqPerSec: Math.round(result.requests.average),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    requests: answered,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** Fields after the command of /proc/<pid>/stat: index 11 is utime, 12 stime, 13 cutime, 14 cstime (clock ticks). */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
const ticksToMs = (ticks) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;

/** CPU time (user + system, ms) one process has used so far. */
export function processCpuMs(pid) {
  const f = statFields(pid);
  return ticksToMs(Number(f[11]) + Number(f[12]));
}

/**
 * CPU time (ms) of this machine's PostgreSQL so far: every postgres process, plus what the server's ended
 * backends used (the postmaster's reaped children). Null when no PostgreSQL runs here (a remote database).
 */
export function localPostgresCpuMs() {
  let ms = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const f = statFields(entry);
      const parentIsPostgres = readFileSync(`/proc/${f[1]}/comm`, 'utf8').trim() === 'postgres';
      ms += ticksToMs(Number(f[11]) + Number(f[12]) + (parentIsPostgres ? 0 : Number(f[13]) + Number(f[14])));
      found = true;
    } catch {
      // the process ended while being read
    }
  }
  return found ? ms : null;
}

/**
 * A request that is never answered from the shared response cache (lib/http-cache: requests with
 * credentials are not shared) and that no page reads: it measures Next rendering every request.
 */
export const RENDER_EVERY_REQUEST = { authorization: 'Bearer bench-render-every-request' };

/** The site's database for a bench run: PostgreSQL when BENCH_DATABASE_URL is set, else a PGlite folder. */
export function benchDatabaseEnv() {
  return process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, AUTO_SEED: 'true' }
    : { PGLITE_DATA_DIR: process.env.BENCH_PGLITE_DIR ?? '.data/bench-pglite' };
}

/** Today in Vietnam (YYYY-MM-DD) and a day some days from an ISO day. */
export const vnToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
export const addDays = (iso, days) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Creates the PostgreSQL database a bench URL names when it does not exist (the site migrates and seeds it). */
export async function ensureDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withClient(Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(), async (admin) => {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  });
}

/** Runs `work` with a connected PostgreSQL client, closed afterwards. */
export async function withClient(url, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CPU time (ms) of a process and every process under it, so far (a server that forks workers counts whole). */
export function treeCpuMs(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = statFields(entry)[1];
      children.set(parent, [...(children.get(parent) ?? []), entry]);
    } catch {
      // the process ended while being read
    }
  }
  let ms = 0;
  const stack = [String(rootPid)];
  while (stack.length) {
    const pid = stack.pop();
    try {
      ms += processCpuMs(pid);
    } catch {
      // ended
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return ms;
}

const YARDSTICK_SOURCE = 'bench/yardstick';

/**
 * The yardstick: bench/yardstick, a minimal Next app on the project's own Next and React (one force-dynamic page,
 * an <h1> and a timestamp), built on demand in a folder of the system's temporary directory (again when the
 * installed Next changes), started with `next start`.
 */
export async function startYardstick({ port }) {
  const modules = resolve('node_modules');
  const version = JSON.parse(readFileSync(join(modules, 'next/package.json'), 'utf8')).version;
  const dir = join(tmpdir(), `vivu-yardstick-next-${version}`);
  const nextBin = join(modules, 'next/dist/bin/next');
  if (!existsSync(join(dir, '.next/BUILD_ID'))) {
    console.error(`bench: building the yardstick (Next ${version}) in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(YARDSTICK_SOURCE, dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    symlinkSync(modules, join(dir, 'node_modules'));
    execFileSync(process.execPath, [nextBin, 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
  }
  const server = await startServer([nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    readyUrl: `http://127.0.0.1:${port}/`,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    timeoutMs: 60_000,
  });
  return { ...server, version };
}

/** Waits until the database runs nothing but this check: timed-out statements of one measurement must not slow the next. */
export async function databaseQuiet(url) {
  await withClient(url, async (client) => {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  });
}

/** The resident memory (MB) of one process. */
export function vmRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/**
 * The yardstick started, loaded at each number of connections in turn (a 2 s warm-up at 4 before each), with its
 * process tree's CPU per request, then stopped: `runs[connections]` is loadWithPercentiles' result plus cpuMs.
 */
export async function yardstickRuns({ port, connections = [16], duration = 10 }) {
  const yardstick = await startYardstick({ port });
  const url = `http://127.0.0.1:${port}/`;
  const runs = {};
  try {
    for (const count of connections) {
      await loadWithPercentiles(url, { connections: 4, duration: 2 });
      const cpu0 = treeCpuMs(yardstick.pid);
      const result = await loadWithPercentiles(url, { connections: count, duration });
      runs[count] = { ...result, cpuMs: result.requests ? (treeCpuMs(yardstick.pid) - cpu0) / result.requests : NaN };
    }
  } finally {
    await yardstick.stop();
  }
  return { version: yardstick.version, runs };
}
