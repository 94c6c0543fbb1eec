// Where a page's render time goes: starts the built site under `node --cpu-prof` (SHARED_CACHE=false), loads one
// address at 16 connections, stops the server (the profile is written at exit) and attributes the samples taken
// while the load ran to their original source through the build's source maps: self time by package or project
// file, and inclusive time by project file (a component with everything it calls).
// Usage: npm run build && node bench/profile.mjs /khach-san/da-nang   (BENCH_SECONDS=10, BENCH_TOP=25)
// The .cpuprofile is kept in bench/results/ for Chrome DevTools (Performance > Load profile).
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchDatabaseEnv, loadWithPercentiles, startSite } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3260);
const path = process.argv[2] ?? '/tra-cuu-don-hang';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const top = Number(process.env.BENCH_TOP ?? 25);
const dir = `bench/results/profile-${process.pid}`;

mkdirSync(dir, { recursive: true });
const site = await startSite({
  port: PORT,
  env: benchDatabaseEnv(),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  sharedCache: false,
});
let started;
let ended;
let stopped;
let result;
try {
  const url = `http://127.0.0.1:${PORT}${path}`;
  await loadWithPercentiles(url, { connections: 4, duration: 3 });
  started = Date.now();
  result = await loadWithPercentiles(url, { connections: 16, duration });
  ended = Date.now();
} finally {
  await site.stop();
  stopped = Date.now();
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`bench/profile.mjs: no profile written in ${dir}`);
const kept = `bench/results/profile${path.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
renameSync(`${dir}/${file}`, kept);
rmSync(dir, { recursive: true, force: true });
const profile = JSON.parse(readFileSync(kept, 'utf8'));

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const filePath = url.startsWith('file://') ? fileURLToPath(url) : url;
      if (filePath.includes('/.next/') || filePath.includes('/next/dist/compiled/'))
        map = new SourceMap(JSON.parse(readFileSync(`${filePath}.map`, 'utf8')));
    } catch {
      // no map: named by its file
    }
    maps.set(url, map);
  }
  return maps.get(url);
}
/** A frame's original place: a package, a project file, or Node's own. */
function placeOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return `(${functionName || 'native'})`;
  let source = url;
  const entry = sourceMapOf(url)?.findEntry(lineNumber, columnNumber);
  if (entry && entry.originalSource) source = entry.originalSource;
  // Next's compiled runtime carries React: name the part (webpack://next/./dist/compiled/<part>/...)
  const bundled = source.match(/^webpack:\/\/next\/(?:\.\/)?(?:dist\/compiled\/|src\/)?((?:@[^/]+\/)?[^/]+)/);
  if (bundled)
    return /^react-server-dom/.test(bundled[1])
      ? 'React server components (RSC payload)'
      : bundled[1] === 'react-dom'
        ? 'react-dom/server (HTML)'
        : `next (${bundled[1]})`;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  return source.replace(/^.*?\/(app|features|lib|components)\//, '$1/').replace(/^file:\/\/.*\/work\/[^/]+\//, '');
}
const placeCache = new Map();
const place = (id) => {
  if (!placeCache.has(id)) placeCache.set(id, placeOf(nodes.get(id).callFrame));
  return placeCache.get(id);
};

const self = new Map();
const inclusive = new Map();
let total = 0;
let at = profile.startTime;
// samples inside the measured load only (the profile ends when the server stopped): start-up and warm-up left out
const windowStart = profile.endTime - (stopped - started) * 1000;
const windowEnd = profile.endTime - (stopped - ended) * 1000;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  if (at < windowStart || at > windowEnd) continue;
  const delta = profile.timeDeltas[i];
  const id = profile.samples[i];
  if (place(id) === '((idle))') continue;
  total += delta;
  self.set(place(id), (self.get(place(id)) ?? 0) + delta);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parents.get(cur)) {
    const where = place(cur);
    if (seen.has(where) || !/^(app|features|lib|components)\//.test(where)) continue;
    seen.add(where);
    inclusive.set(where, (inclusive.get(where) ?? 0) + delta);
  }
}
const print = (title, m) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
};
console.log(
  `bench/profile.mjs: GET ${path}, 16 connections, ${duration} s: ${result.reqPerSec} req/s, ${result.requests} answered; ${(total / 1000).toFixed(0)} ms of CPU samples (idle left out); profile in ${kept}`,
);
print('self time by package or project file', self);
print('inclusive time by project file (the file and what it calls)', inclusive);
