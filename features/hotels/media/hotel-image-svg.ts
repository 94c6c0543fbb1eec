import { Random } from '@/lib/random';

/**
 * Deterministic hotel illustrations served by the site (/media/hotels/<hotelId>-<n>.svg).
 * Same key -> same picture. Drawn on a 400x300 canvas scaled to width x height (slice), < 3 KB;
 * panoramas (key <hotelId>-360-<n>) are drawn as 360° pictures instead.
 */

type Sky = { top: string; bottom: string; sun: string };

const SKIES: readonly Sky[] = [
  { top: '#4a9fe0', bottom: '#cfe8fb', sun: '#fff6c9' },
  { top: '#f08a5d', bottom: '#f9d29d', sun: '#fff1b8' },
  { top: '#355c7d', bottom: '#f67280', sun: '#ffd6a5' },
  { top: '#7ec8e3', bottom: '#fef9ef', sun: '#ffffff' },
  { top: '#1d3557', bottom: '#457b9d', sun: '#f1faee' },
  { top: '#6a8caf', bottom: '#f3d9b1', sun: '#fffbe6' },
];
const WALLS = ['#fdfcf7', '#f3e3c3', '#e9c46a', '#d8e2dc', '#f4a261', '#cdb4db', '#e5e5e5', '#b8d8ba'] as const;
const ROOFS = ['#9d4edd', '#bc4749', '#6b705c', '#264653', '#a0522d', '#3a5a40'] as const;
const HILLS = ['#52796f', '#84a98c', '#6b9080', '#588157', '#7f9172'] as const;

const r1 = (n: number) => Math.round(n);

function tower(rng: Random, x: number, base: number, glow: boolean): string {
  const w = rng.int(50, 90);
  const h = rng.int(80, 170);
  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const win = glow ? '#ffd166' : '#5b8fb9';
  return (
    `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="url(#${glow ? 'wg' : 'w'})"/>` +
    `<rect x="${x - 4}" y="${base - h - 8}" width="${w + 8}" height="9" fill="${roof}"/>` +
    `<rect x="${x + w / 2 - 7}" y="${base - 18}" width="14" height="18" fill="${win}" opacity=".8"/>`
  );
}

function palm(x: number, base: number, h: number): string {
  const top = base - h;
  return (
    `<path d="M${x} ${base}q4 -${h / 2} -2 -${h}" stroke="#6b4f33" stroke-width="4" fill="none"/>` +
    `<path d="M${x - 2} ${top}q-22 -4 -30 12M${x - 2} ${top}q22 -6 30 10M${x - 2} ${top}q-8 -16 -24 -14M${x - 2} ${top}q10 -16 26 -12" stroke="#2d6a4f" stroke-width="5" fill="none" stroke-linecap="round"/>`
  );
}

const DEFS =
  `<pattern id="w" width="14" height="16" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="8" fill="#5b8fb9" opacity=".75"/></pattern>` +
  `<pattern id="wg" width="14" height="16" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="8" height="8" fill="#ffd166"/></pattern>`;

/**
 * A 360° panorama (/media/hotels/<hotelId>-360-<n>.svg): equirectangular 2:1 on an 800x400 canvas, the
 * horizon on the equator, one ring of buildings and palms drawn once more 800 px to the left, so the
 * left and right edges meet seamlessly when the viewer wraps the picture round the sphere.
 */
function panoramaSvg(rng: Random, width: number, height: number): string {
  const sky = rng.pick(SKIES);
  const glow = sky === SKIES[4] || sky === SKIES[2];
  const sea = rng.chance(0.5);
  const ring: string[] = [];
  for (let x = rng.int(0, 60); x < 760; x += rng.int(150, 220)) ring.push(tower(rng, x, 200, glow));
  for (let i = rng.int(1, 2); i > 0; i--) ring.push(palm(rng.int(0, 799), 230, rng.int(60, 90)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r1(width)}" height="${r1(height)}" viewBox="0 0 800 400" preserveAspectRatio="none">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset=".5" stop-color="${sky.bottom}"/></linearGradient>${DEFS}</defs>` +
    `<rect width="800" height="400" fill="url(#s)"/>` +
    `<circle cx="${rng.int(40, 760)}" cy="${rng.int(70, 130)}" r="${rng.int(12, 20)}" fill="${sky.sun}" opacity=".9"/>` +
    `<rect y="200" width="800" height="200" fill="${sea ? '#2a9d8f' : '#95c77e'}"/>` +
    `<rect y="${sea ? 260 : 215}" width="800" height="${sea ? 140 : 185}" fill="${sea ? '#f2d9a6' : '#8d99ae'}"/>` +
    `<g id="r">${ring.join('')}</g><use href="#r" x="-800"/>` +
    '</svg>'
  );
}

export function hotelImageSvg(key: string, width: number, height: number): string {
  const rng = new Random(key);
  if (/^\d+-360-\d+$/.test(key)) return panoramaSvg(rng, width, height);
  const sky = rng.weightedPick(SKIES, (s) => (s === SKIES[4] ? 0.6 : s === SKIES[0] || s === SKIES[3] ? 3 : 1.2));
  const glow = sky === SKIES[4] || sky === SKIES[2];
  const scene = rng.pick(['sea', 'pool', 'hills', 'city'] as const);
  const horizon = rng.int(175, 205);
  const parts: string[] = [];

  parts.push(`<rect width="400" height="300" fill="url(#s)"/>`);
  parts.push(`<circle cx="${rng.int(40, 360)}" cy="${rng.int(35, 90)}" r="${rng.int(14, 26)}" fill="${sky.sun}" opacity=".9"/>`);
  if (!glow) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const cx = rng.int(30, 370);
      const cy = rng.int(30, 110);
      parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rng.int(22, 40)}" ry="${rng.int(7, 11)}" fill="#fff" opacity=".7"/>`);
    }
  }
  if (scene === 'hills' || rng.chance(0.4)) {
    const hill = rng.pick(HILLS);
    const peaks = Array.from({ length: 5 }, (_, i) => `${r1(i * 100)} ${horizon - rng.int(25, 80)}`).join(' ');
    parts.push(`<path d="M0 ${horizon}L${peaks}L400 ${horizon}Z" fill="${hill}" opacity=".75"/>`);
  }
  if (scene === 'sea') {
    parts.push(`<rect y="${horizon}" width="400" height="${300 - horizon}" fill="#2a9d8f"/>`);
    parts.push(`<path d="M0 ${horizon + 22}h400M30 ${horizon + 40}h340" stroke="#bde0fe" stroke-width="2" opacity=".6"/>`);
    parts.push(`<path d="M0 260Q200 225 400 255V300H0Z" fill="#f2d9a6"/>`);
  } else {
    parts.push(`<rect y="${horizon}" width="400" height="${300 - horizon}" fill="${scene === 'city' ? '#8d99ae' : '#95c77e'}"/>`);
  }
  const count = scene === 'city' ? rng.int(3, 4) : rng.int(1, 2);
  let x = rng.int(10, 60);
  for (let i = 0; i < count && x < 340; i++) {
    parts.push(tower(rng, x, horizon + (scene === 'sea' ? 0 : 10), glow));
    x += rng.int(90, 130);
  }
  if (scene === 'pool') {
    parts.push(
      `<rect x="${rng.int(40, 120)}" y="240" width="${rng.int(170, 240)}" height="40" rx="14" fill="#48cae4" stroke="#fff" stroke-width="4"/>`,
    );
  }
  if (scene !== 'city') {
    parts.push(palm(rng.int(15, 50), 292, rng.int(90, 130)));
    if (rng.chance(0.6)) parts.push(palm(rng.int(330, 385), 292, rng.int(70, 110)));
  }

  const defs =
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/>` +
    `<stop offset="1" stop-color="${sky.bottom}"/></linearGradient>${DEFS}</defs>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r1(width)}" height="${r1(height)}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">` +
    defs +
    parts.join('') +
    '</svg>'
  );
}
