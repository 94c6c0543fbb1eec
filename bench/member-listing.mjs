// A signed-in member's listing page beside the anonymous one, same run (issue "Accounts": a member's
// listing must cost under 2x the anonymous cached page). The member gets the shared guest page with their
// own header (lib/http-cache personalize-page.ts) and asks for their member data in two small calls
// (profile, loyalty member-info); those calls are measured too and added per page view.
// Usage: npm run build && node bench/member-listing.mjs   (BENCH_DATABASE_URL=postgres://... for PostgreSQL)
import { benchDatabaseEnv, loadWithPercentiles, RENDER_EVERY_REQUEST, startSite } from './lib.mjs';

const PORT = 3250;
const PATH = process.env.BENCH_LISTING_PATH ?? '/khach-san/da-nang';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const env = benchDatabaseEnv();
const origin = `http://127.0.0.1:${PORT}`;

async function signIn() {
  const response = await fetch(`${origin}/sso/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'demo@example.com', password: 'Demo@12345' }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('accessToken='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0];
}

const site = await startSite({ port: PORT, env });
try {
  const url = `${origin}${PATH}`;
  const cookie = await signIn();
  const member = { cookie };
  const page = await (await fetch(url, { headers: member })).text();
  if (!page.includes('data-auth-slot="member"')) throw new Error('the member page has no signed-in header');
  await loadWithPercentiles(url, { connections: 4, duration: 2 });
  await loadWithPercentiles(url, { connections: 4, duration: 2, headers: member });
  const anonymous = await loadWithPercentiles(url, { connections, duration });
  const memberPage = await loadWithPercentiles(url, { connections, duration, headers: member });
  const profile = await loadWithPercentiles(`${origin}/api/v2-user/profile`, { connections, duration, headers: member });
  const memberInfo = await loadWithPercentiles(`${origin}/api/v2-user/loyalties/member-info`, { connections, duration, headers: member });
  const rendered = await loadWithPercentiles(url, { connections, duration: Math.min(duration, 5), headers: { ...RENDER_EVERY_REQUEST } });

  console.log(
    `\nbench/member-listing.mjs: GET ${PATH}, ${connections} connections, ${duration} s each, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log('| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, r] of [
    ['anonymous listing (shared cache)', anonymous],
    ['member listing HTML (shared page + own header)', memberPage],
    ['member: GET /api/v2-user/profile', profile],
    ['member: GET /api/v2-user/loyalties/member-info', memberInfo],
    ['listing rendered by Next on every request', rendered],
  ]) {
    console.log(`| ${label} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`);
  }
  // server time per page view = the sum of 1/throughput of every request the view makes
  const cost = (...rates) => rates.reduce((sum, r) => sum + 1 / Math.max(1, r.reqPerSec), 0);
  const anonymousCost = cost(anonymous);
  const memberCost = cost(memberPage, profile, memberInfo);
  console.log(
    `\nper page view: anonymous ${(anonymousCost * 1000).toFixed(2)} ms, member ${(memberCost * 1000).toFixed(2)} ms of server time at this concurrency -> member / anonymous = ${(memberCost / anonymousCost).toFixed(2)}x (HTML alone ${(cost(memberPage) / anonymousCost).toFixed(2)}x); a full render per view would be ${(cost(rendered) / anonymousCost).toFixed(0)}x`,
  );
} finally {
  await site.stop();
}
