import { Random } from './random';

// Seed photos are drawn, not downloaded (DESIGN §3): layered SVG landscapes, 1200x800.

export const sceneKinds = ['pasture', 'field', 'forest', 'mountain', 'desert', 'water'] as const;
export type SceneKind = (typeof sceneKinds)[number];

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

const skies: ReadonlyArray<readonly [string, string]> = [
  ['#5b9bd5', '#d8ecfa'], ['#f0a35e', '#fde3c0'], ['#8fa6b8', '#e3e8ec'], ['#7e7bb9', '#f6c9b3'],
];
const greens = ['#6f9a3e', '#58873a', '#8aa84a', '#4d7a3a'];
const golds = ['#c9a94b', '#b9973e', '#d8bc62', '#a98c3a'];

/** A smooth ridge line across the frame, filled to the bottom. */
function ridge(random: Random, baseY: number, amplitude: number, segments: number, fill: string, opacity = 1): string {
  const step = PHOTO_WIDTH / segments;
  let d = `M0,${PHOTO_HEIGHT} L0,${baseY} Q${step / 2},${baseY - random.between(0, amplitude)} ${step},${baseY - random.between(0, amplitude)}`;
  for (let i = 2; i <= segments; i++) d += ` T${Math.round(i * step)},${Math.round(baseY - random.between(0, amplitude))}`;
  return `<path d="${d} L${PHOTO_WIDTH},${PHOTO_HEIGHT} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function peaks(random: Random, baseY: number, fill: string): string {
  let d = `M0,${baseY}`;
  let snow = '';
  for (let x = 0; x < PHOTO_WIDTH; ) {
    const w = random.between(160, 320);
    const h = random.between(120, 260);
    const px = x + w / 2;
    d += ` L${px},${baseY - h} L${x + w},${baseY}`;
    snow += `<path d="M${px},${baseY - h} l${w * 0.12},${h * 0.22} l${-w * 0.08},${-h * 0.04} l${-w * 0.06},${h * 0.06} l${-w * 0.06},${-h * 0.08} Z" fill="#f4f6f8"/>`;
    x += w * random.between(0.55, 0.9);
  }
  return `<path d="${d} L${PHOTO_WIDTH},${PHOTO_HEIGHT} L0,${PHOTO_HEIGHT} Z" fill="${fill}"/>${snow}`;
}

const conifer = (x: number, y: number, h: number, fill: string) =>
  `<path d="M${x},${y - h} L${x + h * 0.28},${y} L${x - h * 0.28},${y} Z" fill="${fill}"/><rect x="${x - 3}" y="${y}" width="6" height="${h * 0.08}" fill="#4a3524"/>`;
const broadleaf = (x: number, y: number, r: number, fill: string) =>
  `<rect x="${x - 4}" y="${y - r * 0.4}" width="8" height="${r * 1.2}" fill="#5a4030"/><circle cx="${x}" cy="${y - r}" r="${r}" fill="${fill}"/>`;

function trees(random: Random, count: number, yMin: number, yMax: number, kind: 'conifer' | 'broadleaf' | 'mixed'): string {
  const items = Array.from({ length: count }, () => ({ x: random.int(0, PHOTO_WIDTH), y: random.int(yMin, yMax) })).sort((a, b) => a.y - b.y);
  return items.map(({ x, y }) => {
    const scale = 0.5 + ((y - yMin) / Math.max(1, yMax - yMin)) * 0.9;
    const shade = random.pick(['#2f5a34', '#3b6b3a', '#27492c', '#4b7d3f']);
    const useConifer = kind === 'conifer' || (kind === 'mixed' && random.chance(0.5));
    return useConifer ? conifer(x, y, 90 * scale, shade) : broadleaf(x, y, 34 * scale, shade);
  }).join('');
}

function cropRows(random: Random, top: number, color: string): string {
  const vanishX = random.int(300, 900);
  const rows = Array.from({ length: 26 }, (_, i) => {
    const x = -600 + i * 100;
    return `<path d="M${vanishX},${top} L${x},${PHOTO_HEIGHT} L${x + 40},${PHOTO_HEIGHT} Z" fill="#000" opacity="0.08"/>`;
  }).join('');
  return `<path d="M0,${top} L${PHOTO_WIDTH},${top} L${PHOTO_WIDTH},${PHOTO_HEIGHT} L0,${PHOTO_HEIGHT} Z" fill="${color}"/>${rows}`;
}

function fence(random: Random, y: number): string {
  const posts = Array.from({ length: 14 }, (_, i) => `<rect x="${i * 95 + random.int(-6, 6)}" y="${y - 38}" width="7" height="44" fill="#6b4f35"/>`).join('');
  return `${posts}<path d="M0,${y - 30} L${PHOTO_WIDTH},${y - 26} M0,${y - 14} L${PHOTO_WIDTH},${y - 10}" stroke="#6b4f35" stroke-width="3"/>`;
}

function mesa(x: number, w: number): string {
  return `<path d="M${x},515 L${x + 50},${400} L${x + w - 50},${400} L${x + w},515 Z" fill="#b06a45"/><rect x="${x + 50}" y="400" width="${w - 100}" height="12" fill="#c9805a"/>`;
}

function barn(x: number, y: number): string {
  return `<path d="M${x - 8},${y - 70} L${x + 55},${y - 112} L${x + 118},${y - 70} Z" fill="#6e2a21"/><rect x="${x}" y="${y - 70}" width="110" height="70" fill="#9c3b2e"/>`
    + `<rect x="${x + 40}" y="${y - 42}" width="30" height="42" fill="#f1e6d0"/>`;
}

function cacti(random: Random): string {
  return Array.from({ length: random.int(3, 7) }, () => {
    const x = random.int(40, 1160);
    const y = random.int(610, 760);
    const h = random.int(60, 140);
    return `<g fill="#3f6b3a"><rect x="${x}" y="${y - h}" width="${h / 7}" height="${h}" rx="${h / 14}"/><rect x="${x - h / 5}" y="${y - h * 0.7}" width="${h / 9}" height="${h * 0.35}" rx="${h / 18}"/><rect x="${x + h / 7}" y="${y - h * 0.8}" width="${h / 9}" height="${h * 0.4}" rx="${h / 18}"/></g>`;
  }).join('');
}

function lake(random: Random, top: number): string {
  const depth = random.int(150, 210);
  const glints = Array.from({ length: 18 }, () => `<rect x="${random.int(0, 1150)}" y="${random.int(top + 8, top + depth - 8)}" width="${random.int(30, 110)}" height="2" fill="#fff" opacity="0.35"/>`).join('');
  return `<rect x="0" y="${top}" width="${PHOTO_WIDTH}" height="${depth}" fill="url(#w)"/>${glints}`;
}

/** The SVG of pool photo `variant` (0-3) of one scene kind; colours and shapes vary by variant. */
export function sceneSvg(kind: SceneKind, variant: number): string {
  const random = new Random(0x5eed + sceneKinds.indexOf(kind) * 97 + variant * 7919);
  const [skyTop, skyBottom] = skies[variant % skies.length] ?? ['#5b9bd5', '#d8ecfa'];
  const green = greens[variant % greens.length] ?? '#6f9a3e';
  const gold = golds[variant % golds.length] ?? '#c9a94b';
  const sun = `<circle cx="${random.int(120, 1080)}" cy="${random.int(90, 220)}" r="${random.int(34, 60)}" fill="#fff7d6" opacity="0.85"/>`;
  const clouds = Array.from({ length: random.int(2, 5) }, () => `<ellipse cx="${random.int(0, 1200)}" cy="${random.int(60, 260)}" rx="${random.int(60, 160)}" ry="${random.int(14, 32)}" fill="#fff" opacity="0.55"/>`).join('');
  const layers: string[] = [];
  switch (kind) {
    case 'mountain':
      layers.push(peaks(random, 470, '#7d8a9c'), ridge(random, 560, 70, 6, '#55734a'), trees(random, 26, 560, 700, 'conifer'), ridge(random, 700, 30, 4, green));
      break;
    case 'desert':
      layers.push(ridge(random, 470, 40, 3, '#c98b5e'), mesa(random.int(60, 700), random.int(220, 380)),
        ridge(random, 560, 40, 4, '#d9b27c'), cacti(random));
      break;
    case 'forest':
      layers.push(ridge(random, 440, 90, 5, '#5f7f6a', 0.7), ridge(random, 520, 60, 6, '#3f6640'), trees(random, 70, 470, 780, 'conifer'));
      break;
    case 'water':
      layers.push(ridge(random, 470, 80, 5, '#6d8f73', 0.8), trees(random, 30, 470, 540, 'mixed'), lake(random, 530), ridge(random, 740, 25, 4, green),
        `<rect x="${random.int(200, 900)}" y="700" width="160" height="12" fill="#7a5a3c"/>`);
      break;
    case 'field':
      layers.push(ridge(random, 470, 50, 5, '#7b9a6a', 0.8), trees(random, 10, 470, 520, 'broadleaf'), cropRows(random, 520, random.chance(0.5) ? gold : green));
      break;
    case 'pasture':
      layers.push(ridge(random, 460, 70, 5, '#7c9c78', 0.8), ridge(random, 540, 60, 5, green), trees(random, 12, 520, 650, 'broadleaf'), fence(random, 720),
        barn(random.int(650, 950), 575));
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f86b5"/><stop offset="1" stop-color="#2f5f8a"/></linearGradient></defs>
<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#s)"/>${sun}${clouds}${layers.join('')}</svg>`;
}
