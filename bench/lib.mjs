// Shared helpers for the benchmark scripts: start the built site, run autocannon, print a table.
import { spawn } from 'node:child_process';
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

/** Starts `next start` (the site must be built) and resolves once /api/health answers 200. */
export async function startSite({ port, env = {} }) {
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', 'localhost'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return { stop: () => new Promise((resolve) => { child.on('exit', resolve); child.kill('SIGTERM'); }) };
}

/** A bare Node server answering every request with the same bytes from memory. */
export async function startBareServer({ port, body, contentType }) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    res.end(body);
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
