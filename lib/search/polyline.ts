// Encoded polyline (precision 5), the compact form map-drawn polygons travel in URLs.

/** The most points a drawn polygon may have; more decode as no polygon. */
export const MAX_POLYGON_POINTS = 2_000;

/** [latitude, longitude] pairs, or null when the text is not a well-formed polyline. */
export function decodePolyline(encoded: string): [number, number][] | null {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length || shift > 30) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    const point: [number, number] = [lat / 1e5, lng / 1e5];
    if (Math.abs(point[0]) > 90 || Math.abs(point[1]) > 180 || points.length >= MAX_POLYGON_POINTS) return null;
    points.push(point);
  }
  return points;
}

export function encodePolyline(points: readonly (readonly [number, number])[]): string {
  let out = '';
  let prevLat = 0;
  let prevLng = 0;
  const write = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const la = Math.round(lat * 1e5);
    const ln = Math.round(lng * 1e5);
    write(la - prevLat);
    write(ln - prevLng);
    prevLat = la;
    prevLng = ln;
  }
  return out;
}
