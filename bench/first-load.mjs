// What the first-load JS of each page kind is made of: the scripts of the served HTML (gzip KB each, as
// bench/lighthouse.mjs counts them) and, through the build's browser source maps, the packages and modules in them.
// Each chunk's gzip size is shared among its sources in proportion to the bytes of generated code each maps to
// (an estimate: gzip compresses some code better than other). Needs a build with source maps:
//   add `productionBrowserSourceMaps: true` to next.config.ts (do not commit it), npm run build, node bench/first-load.mjs
// Beside them, the first-load JS of the yardstick: a minimal Next app of the same Next and React (bench/yardstick, no
// client component), what any page of ours costs at least.
// Env: BENCH_PORT (3232; the yardstick on the next port), BENCH_PAGES=<comma-separated paths> (else home, listing,
// hotel page, flight results, deal page, sign-in), BENCH_TOP (10) rows per page, BENCH_MODULES=1 to group our own code
// by module (file) instead of by folder. Without source maps every script shows as '(no source map)'.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { discoverPages } from './discover-pages.mjs';
import { benchDatabaseEnv, startSite, startYardstick } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3232);
const YARDSTICK_PORT = PORT + 1;
const TOP = Number(process.env.BENCH_TOP ?? 10);
const base = `http://localhost:${PORT}`;
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function firstOk(path) {
  const answer = await fetch(base + path);
  if (!answer.ok) throw new Error(`bench/first-load.mjs: ${path} answered ${answer.status}`);
  return answer;
}

async function pageKinds() {
  const { hotel, deal, flightResults } = await discoverPages(base);
  return ['/', '/khach-san/da-nang', hotel, flightResults, deal, '/sso/login'];
}

const VLQ = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The values of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per source of one chunk (a map's `sections` included); unmapped bytes under '(unmapped)'. */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const out = new Map();
  const add = (source, bytes) => out.set(source, (out.get(source) ?? 0) + bytes);
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
  let mapped = 0;
  for (const { offset, map: section } of sections) {
    let sourceIndex = 0;
    section.mappings.split(';').forEach((lineMappings, i) => {
      const line = lines[offset.line + i] ?? '';
      const start = i === 0 ? offset.column : 0;
      let column = 0;
      let previous = null; // [column, source | null]
      const close = (end) => {
        if (!previous) return;
        const bytes = Buffer.byteLength(line.slice(previous[0], end));
        add(previous[1] === null ? '(unmapped)' : section.sources[previous[1]], bytes);
        mapped += bytes;
      };
      for (const segment of lineMappings ? lineMappings.split(',') : []) {
        const values = decodeSegment(segment);
        column += values[0];
        close(start + column);
        if (values.length >= 4) sourceIndex += values[1];
        previous = [start + column, values.length >= 4 ? sourceIndex : null];
        // the source line and column (values[2], values[3]) are relative too, but only the source matters here
      }
      close(line.length);
    });
  }
  add('(unmapped)', Buffer.byteLength(code) - mapped);
  return out;
}

/** The scripts a page's HTML loads: every <script src> but `noModule` ones, as bench/lighthouse.mjs counts them. */
async function scriptsOf(url) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
  return [...new Set(tags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]))];
}

/** First-load JS (gzip bytes) of the yardstick's only page. */
async function yardstickFirstLoad() {
  const yardstick = await startYardstick({ port: YARDSTICK_PORT });
  try {
    const url = `http://127.0.0.1:${YARDSTICK_PORT}/`;
    let gz = 0;
    for (const src of await scriptsOf(url)) gz += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
    return { gz, version: yardstick.version };
  } finally {
    await yardstick.stop();
  }
}

/** A source path → what a reader would call it: a package (React and Next's router), or a folder (a file) of our code. */
function owner(source) {
  if (source === '(unmapped)') return '(unmapped: chunk glue)';
  const path = decodeURIComponent(source)
    .replace(/^[a-z]+:\/\/+/, '')
    .replace(/^\[project\]\//, '')
    .replace(/ \[.*$/, '');
  if (path.startsWith('[turbopack]')) return 'turbopack runtime';
  const compiled = path.match(/(?:^|\/)node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return `${compiled[1]} (in next)`;
  if (/(?:^|\/)node_modules\/next\//.test(path)) return 'next (router, client runtime)';
  const pkg = [...path.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1);
  if (pkg) return pkg[1];
  if (process.env.BENCH_MODULES) return `our ${path}`;
  const parts = path.split('/');
  return `our ${parts.slice(0, ['features', 'lib', 'components'].includes(parts[0]) ? 2 : 1).join('/')}`;
}

/** The three layers a page's JS is made of: what any Next app ships, the packages we add, our own code. */
const layer = (name) =>
  name.startsWith('our ')
    ? 'our code'
    : / \(in next\)$|^next |^turbopack runtime|^\(unmapped/.test(name)
      ? 'React + Next base'
      : 'packages';

const chunkCache = new Map();
/** One script: gzip bytes, and gzip bytes per owner (estimated), from .next/static when it has a map. */
async function chunk(src) {
  if (chunkCache.has(src)) return chunkCache.get(src);
  const code = await (await fetch(new URL(src, base))).text();
  const gz = gzipSync(Buffer.from(code)).length;
  // Turbopack names a chunk's map by a hash of its own: the chunk's last comment says which
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const file = mapName && `.next/static/${new URL(mapName, new URL(src, base)).pathname.replace(/^\/_next\/static\//, '')}`;
  const owners = new Map();
  if (file && existsSync(file)) {
    const total = Buffer.byteLength(code);
    for (const [source, bytes] of bytesPerSource(code, JSON.parse(readFileSync(file, 'utf8')))) {
      const name = owner(source);
      owners.set(name, (owners.get(name) ?? 0) + (gz * bytes) / total);
    }
  } else owners.set('(no source map)', gz);
  const result = { gz, owners };
  chunkCache.set(src, result);
  return result;
}

const yardstick = await yardstickFirstLoad();
console.log(`bench/first-load.mjs: yardstick (minimal Next ${yardstick.version} app) first-load JS ${kb(yardstick.gz)} KB gz`);
const site = await startSite({ port: PORT, env: benchDatabaseEnv() });
try {
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : await pageKinds();
  const perPage = [];
  for (const path of pages) {
    await firstOk(path);
    const scripts = [];
    for (const src of await scriptsOf(base + path)) scripts.push({ src, ...(await chunk(src)) });
    perPage.push({ path, scripts });
  }
  // the scripts every listed page loads
  const shared = new Set(perPage[0].scripts.map((s) => s.src).filter((src) => perPage.every((p) => p.scripts.some((s) => s.src === src))));
  for (const { path, scripts } of perPage) {
    const total = scripts.reduce((sum, s) => sum + s.gz, 0);
    const sharedGz = scripts.filter((s) => shared.has(s.src)).reduce((sum, s) => sum + s.gz, 0);
    console.log(
      `\n## ${path}: ${kb(total)} KB gz in ${scripts.length} scripts (${kb(sharedGz)} KB in the ${shared.size} every listed page loads), yardstick + ${kb(total - yardstick.gz)} KB\n`,
    );
    console.log('| script | gz KB | every listed page | biggest parts (gz KB) |');
    console.log('|---|---:|---|---|');
    for (const s of scripts) {
      const parts = [...s.owners].sort((a, b) => b[1] - a[1]).slice(0, 4);
      const name = s.src.replace(/^\/_next\/static\/chunks\//, '');
      console.log(`| ${name} | ${kb(s.gz)} | ${shared.has(s.src) ? 'yes' : ''} | ${parts.map(([o, b]) => `${o} ${kb(b)}`).join(', ')} |`);
    }
    const owners = new Map();
    for (const s of scripts) for (const [o, b] of s.owners) owners.set(o, (owners.get(o) ?? 0) + b);
    const layers = new Map();
    for (const [o, b] of owners) layers.set(layer(o), (layers.get(layer(o)) ?? 0) + b);
    console.log(`\n${[...layers].map(([l, b]) => `${l} ${kb(b)} KB`).join(' · ')}`);
    console.log(`\n| top ${TOP} | gz KB | share |\n|---|---:|---:|`);
    for (const [o, b] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`| ${o} | ${kb(b)} | ${Math.round((b / total) * 100)}% |`);
  }
} finally {
  await site.stop();
}
