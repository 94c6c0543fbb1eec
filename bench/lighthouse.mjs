// Lighthouse (Debian chromium, mobile preset) on every page kind, median of BENCH_RUNS (3) runs, with the CPU throttling
// calibrated to the host, and the first-load JS (gzip) of each page (issue "Render cost": performance ≥ 95, accessibility,
// best practices and SEO 100, first-load JS ≤ 130 KB gz on every page kind).
// Usage: npm run build && npm run bench:lighthouse
// The first row is the yardstick (bench/yardstick: a minimal Next app of the same Next and React, no client component):
// what Next alone scores and ships under the same throttling.
// Env: BENCH_RUNS (3), BENCH_PORT (3230; the yardstick on the next port), BENCH_PAGES=<comma-separated paths> (else
// every page kind, found through the site), BENCH_REFERENCE_INDEX (1533), BENCH_CPU_MULTIPLIER=<n> (no calibration),
// BENCH_DATABASE_URL=postgres://... (else PGlite in .data/bench-pglite, seeded on first start).
//
// Calibration. Lighthouse's simulated mobile multiplies the main-thread time it observes by cpuSlowdownMultiplier (4 by
// default), so the same page scores lower on a slower host. Lighthouse measures the host's CPU in every run
// (`environment.benchmarkIndex`, higher is faster) and its throttling guide (throttling.md in the lighthouse repository) says the default 4× is meant to move a
// high-end desktop (index 1500–2000) into the mid-tier mobile bracket; the CPU slowdown calculator those docs link
// (lighthouse-cpu-throttling-calculator) gives exactly 4× at index 1533. So the reference host is 1533 and the
// emulated device is one of index 1533 / 4 ≈ 383 (a Moto G4-class phone) on every host:
//   cpuSlowdownMultiplier = 4 × hostIndex / 1533
// with the index each run measures itself: the run gathers only (-G; simulated throttling slows nothing while it
// gathers), its artifacts get the multiplier of their own BenchmarkIndex, and Lighthouse audits them (-A). A shared
// host's index drifts from run to run, so each row prints the median index and multiplier of its runs and their range.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { discoverPages } from './discover-pages.mjs';
import { benchDatabaseEnv, startSite, startYardstick } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3230);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REFERENCE_INDEX = Number(process.env.BENCH_REFERENCE_INDEX ?? 1533);
const FIXED_MULTIPLIER = process.env.BENCH_CPU_MULTIPLIER ? Number(process.env.BENCH_CPU_MULTIPLIER) : null;
const DEFAULT_MULTIPLIER = 4;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadKb: 130 };
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = `http://localhost:${PORT}`;

// a kept-alive connection may have been closed by the server during the long Lighthouse runs: ask again
const get = (url) => fetch(url).catch(() => fetch(url));

// What a browser fetches before the page can run: every <script src> but `noModule` ones (polyfills that
// browsers with ES modules, all Lighthouse's and ours, never download).
async function firstLoadJs(url) {
  const html = await (await get(url)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  const srcs = tags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]);
  let gz = 0;
  for (const src of new Set(srcs)) gz += gzipSync(Buffer.from(await (await get(new URL(src, url))).arrayBuffer())).length;
  return { scripts: new Set(srcs).size, kb: gz / 1024 };
}

/** Every page kind, found through the site itself as a visitor would (links and public APIs), as bench/render.mjs does. */
async function pageKinds() {
  const { hotel, deal, flightResults } = await discoverPages(base);
  return [
    '/',
    '/khach-san/da-nang',
    hotel,
    '/tra-cuu-don-hang',
    '/ve-may-bay',
    flightResults,
    '/ve-may-bay/ha-noi-di-da-nang-han-dad',
    '/deals',
    deal,
    '/combo',
    '/en',
  ];
}

const multiplierFor = (index) => FIXED_MULTIPLIER ?? Math.round(((DEFAULT_MULTIPLIER * index) / REFERENCE_INDEX) * 100) / 100;
const CATEGORIES = '--only-categories=performance,accessibility,seo,best-practices';
const npxLighthouse = (args) =>
  execFileSync('npx', ['lighthouse', ...args, `--chrome-flags=${FLAGS}`, CATEGORIES, '--quiet'], {
    env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

/**
 * One Lighthouse run (mobile preset, simulated throttling) throttled to the emulated device from the index it measured
 * itself: gather (-G), set the multiplier in the saved settings, audit (-A, which insists on the same settings).
 * Its JSON report; null when it failed.
 */
function lighthouse(url) {
  const dir = `/tmp/lh-${process.pid}`;
  const out = `${dir}.json`;
  try {
    npxLighthouse([url, `--gather-mode=${dir}`]);
    const artifacts = JSON.parse(readFileSync(`${dir}/artifacts.json`, 'utf8'));
    const multiplier = multiplierFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(`${dir}/artifacts.json`, JSON.stringify(artifacts));
    npxLighthouse([
      url,
      `--audit-mode=${dir}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      '--output=json',
      `--output-path=${out}`,
    ]);
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch (error) {
    console.error(
      `bench/lighthouse.mjs: ${String(error.stderr ?? error.message)
        .trim()
        .split('\n')
        .slice(-3)
        .join(' / ')}`,
    );
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(out, { force: true });
  }
}

const range = (xs, digits) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

/** One row of the table: Lighthouse BENCH_RUNS times on one address. */
async function row(label, url) {
  // before Lighthouse: its long runs outlast the server's keep-alive, and a reused connection then fails
  const js = await firstLoadJs(url);
  const runs = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const report = lighthouse(url);
    if (report) runs.push(report);
    else console.error(`lighthouse run failed for ${label}; retrying`);
  }
  if (!runs.length) {
    console.log(`| ${label} | failed | | | | | | | ${js.kb.toFixed(0)} (${js.scripts}) | | | |`);
    return;
  }
  const indices = runs.map((r) => r.environment.benchmarkIndex);
  const multipliers = runs.map((r) => r.configSettings.throttling.cpuSlowdownMultiplier);
  const score = (cat) => Math.round(median(runs.map((r) => r.categories[cat].score)) * 100);
  const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
  const scores = Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, score(c)]));
  // a category under its target, with the weighted audits that failed in any run
  const failing = (cat) => [
    ...new Set(
      runs.flatMap((r) =>
        r.categories[cat].auditRefs
          .filter((a) => a.weight > 0 && r.audits[a.id].score !== null && r.audits[a.id].score < 1)
          .map((a) => a.id),
      ),
    ),
  ];
  const misses = Object.entries(scores)
    .filter(([cat, s]) => s < TARGETS[cat])
    .map(([cat]) => (cat === 'performance' ? cat : `${cat} (${failing(cat).join(' ')})`));
  if (js.kb > TARGETS.firstLoadKb) misses.push(`JS > ${TARGETS.firstLoadKb} KB`);
  console.log(
    `| ${label} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${Math.round(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time'))} | ${audit('cumulative-layout-shift').toFixed(3)} | ${js.kb.toFixed(0)} (${js.scripts}) | ${range(indices, 0)} | ${range(multipliers, 2)} | ${misses.join(', ')} |`,
  );
}

const site = await startSite({ port: PORT, env: benchDatabaseEnv() });
try {
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : await pageKinds();
  console.log(
    `bench/lighthouse.mjs: mobile preset, simulated throttling, median of ${RUNS} runs; ` +
      (FIXED_MULTIPLIER === null
        ? `CPU multiplier = ${DEFAULT_MULTIPLIER} × host index / ${REFERENCE_INDEX} in each run (emulated device index ${Math.round(REFERENCE_INDEX / DEFAULT_MULTIPLIER)})\n`
        : `fixed CPU multiplier ${FIXED_MULTIPLIER}\n`),
  );
  console.log(
    '| page | performance | accessibility | best-practices | SEO | LCP ms | TBT ms | CLS | first-load JS gz KB (scripts) | host index (range) | CPU multiplier (range) | misses |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  const yardstick = await startYardstick({ port: PORT + 1 });
  try {
    await row(`yardstick: a minimal Next ${yardstick.version} app`, `http://127.0.0.1:${PORT + 1}/`);
  } finally {
    await yardstick.stop();
  }
  for (const path of pages) await row(path, base + path);
} finally {
  await site.stop();
}
