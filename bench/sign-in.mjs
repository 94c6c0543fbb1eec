// Sign-in throughput and latency of the built-in single sign-on (POST /sso/api/login), with the Argon2id
// cost that makes it deliberate: ms per hash measured in this process with the parameters the service uses.
// Usage: npm run build && node bench/sign-in.mjs
import { hash, verify } from '@node-rs/argon2';
import { benchDatabaseEnv, loadWithPercentiles, startSite } from './lib.mjs';

const PORT = 3251;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = benchDatabaseEnv();
const origin = `http://127.0.0.1:${PORT}`;

async function msPerVerify(runs = 20) {
  const stored = await hash('Demo@12345');
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await verify(stored, 'Demo@12345');
  return { stored, ms: (performance.now() - started) / runs };
}

const site = await startSite({ port: PORT, env });
try {
  const { stored, ms } = await msPerVerify();
  const body = JSON.stringify({ email: 'demo@example.com', password: 'Demo@12345' });
  const login = (password) => ({
    method: 'POST',
    path: '/sso/api/login',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'demo@example.com', password }),
  });
  await loadWithPercentiles(`${origin}/sso/api/login`, { connections: 2, duration: 2, requests: [login('Demo@12345')] });
  const ok = await loadWithPercentiles(`${origin}/sso/api/login`, { connections, duration, requests: [{ ...login('Demo@12345'), body }] });
  console.log(
    `\nbench/sign-in.mjs: POST /sso/api/login (right password), ${connections} connections, ${duration} s, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`Argon2id parameters: ${stored.split('$').slice(1, 4).join(' ')}; one verify ${ms.toFixed(1)} ms on this machine (one core)`);
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  console.log(`| sign-in | ${ok.reqPerSec} | ${ok.p50} | ${ok.p95} | ${ok.p99} | ${ok.non2xx} | ${ok.errors} |`);
  console.log(`\nceiling from hashing alone on 2 cores: ~${Math.round((2 * 1000) / ms)} sign-ins/s`);
} finally {
  await site.stop();
}
