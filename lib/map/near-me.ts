import { roundTo } from './bounds';

/** SPEC §2.5 and §7: near-me searches use the browser's position rounded to one decimal (~11 km). */
export const NEAR_ME_DECIMALS = 1;

export type NearMeFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';
export type NearMeResult = { ok: true; lat: number; long: number } | { ok: false; reason: NearMeFailure };

/** The part of `navigator.geolocation` near-me uses. */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

export function nearMeCoordinates(coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude'>): { lat: number; long: number } {
  return { lat: roundTo(coords.latitude, NEAR_ME_DECIMALS), long: roundTo(coords.longitude, NEAR_ME_DECIMALS) };
}

// GeolocationPositionError codes; the constants are not defined outside browsers.
const failureByCode: Record<number, NearMeFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export const NEAR_ME_OPTIONS: PositionOptions = {
  // A coarse position is enough at one decimal, and much faster on desktops.
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60_000,
};

/** Asks the browser for the visitor's position; never rejects. */
export function locateVisitor(source: PositionSource | undefined, options: PositionOptions = NEAR_ME_OPTIONS): Promise<NearMeResult> {
  if (!source) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      source.getCurrentPosition(
        (position) => resolve({ ok: true, ...nearMeCoordinates(position.coords) }),
        (error) => resolve({ ok: false, reason: failureByCode[error.code] ?? 'unavailable' }),
        options,
      );
    } catch {
      // Some browsers throw instead of calling back, e.g. when a permissions policy blocks geolocation.
      resolve({ ok: false, reason: 'denied' });
    }
  });
}
