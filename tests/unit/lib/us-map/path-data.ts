// What a map path may be: each ring an absolute move, relative lines and a close, "M x y l dx dy dx dy ... z",
// of 3 or more points; numbers may drop a leading zero (".5") and the space before a minus sign.

const number = (decimals: number) => (decimals === 0 ? '-?\\d+' : `-?(?:\\d+(?:\\.\\d{1,${decimals}})?|\\.\\d{1,${decimals}})`);
const separator = '(?: |(?=-))';

export function isPathData(d: string, decimals: number): boolean {
  const n = number(decimals);
  const pair = `${n}${separator}${n}`;
  const ring = `M${pair}l${pair}(?:${separator}${pair})+z`;
  return new RegExp(`^(?:${ring})+$`).test(d);
}

/** Every x,y pair of a path, in absolute units. */
export function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const ring of d.split('M').filter(Boolean)) {
    const values = (ring.match(/-?(?:\d+(?:\.\d+)?|\.\d+)/g) ?? []).map(Number);
    let [x = NaN, y = NaN] = values;
    points.push([x, y]);
    for (let i = 2; i + 1 < values.length; i += 2) {
      x += values[i] as number;
      y += values[i + 1] as number;
      points.push([x, y]);
    }
  }
  return points;
}

export function parseViewBox(viewBox: string): { x: number; y: number; width: number; height: number } {
  const [x = NaN, y = NaN, width = NaN, height = NaN] = viewBox.split(' ').map(Number);
  return { x, y, width, height };
}

/** Whether every point of the paths lies in the viewBox (within rounding). */
export function insideViewBox(viewBox: string, paths: readonly string[]): boolean {
  const box = parseViewBox(viewBox);
  const slack = 1e-6;
  return paths.every((d) => pathPoints(d).every(([px, py]) => px >= box.x - slack && px <= box.x + box.width + slack && py >= box.y - slack && py <= box.y + box.height + slack));
}
