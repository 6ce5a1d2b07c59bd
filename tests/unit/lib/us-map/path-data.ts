// What a map path may be: absolute moves and lines only, each ring "M x y L x y x y ... Z" of 3 or more points.

const number = (decimals: number) => (decimals === 0 ? '-?\\d+' : `-?\\d+(?:\\.\\d{1,${decimals}})?`);

export function isPathData(d: string, decimals: number): boolean {
  const n = number(decimals);
  const ring = `M${n} ${n}L${n} ${n}(?: ${n} ${n})+Z`;
  return new RegExp(`^(?:${ring})+$`).test(d);
}

/** Every x,y pair of a path. */
export function pathPoints(d: string): [number, number][] {
  const values = d.split(/[MLZ ]/).filter(Boolean).map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i] as number, values[i + 1] as number]);
  return points;
}

export function parseViewBox(viewBox: string): { x: number; y: number; width: number; height: number } {
  const [x = NaN, y = NaN, width = NaN, height = NaN] = viewBox.split(' ').map(Number);
  return { x, y, width, height };
}

/** Whether every point of the paths lies in the viewBox. */
export function insideViewBox(viewBox: string, paths: readonly string[]): boolean {
  const box = parseViewBox(viewBox);
  return paths.every((d) => pathPoints(d).every(([px, py]) => px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height));
}
