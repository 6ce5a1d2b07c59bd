import { describe, expect, it, vi } from 'vitest';
import { locateVisitor, nearMeCoordinates, type PositionSource } from '@/lib/map';

function source(outcome: { lat: number; long: number } | { code: number } | 'throws'): PositionSource & { options: () => PositionOptions | undefined } {
  const getCurrentPosition = vi.fn<PositionSource['getCurrentPosition']>((success, failure) => {
    if (outcome === 'throws') throw new Error('blocked by permissions policy');
    if ('code' in outcome) failure?.({ code: outcome.code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    else success({ coords: { latitude: outcome.lat, longitude: outcome.long }, timestamp: 0 } as GeolocationPosition);
  });
  return { getCurrentPosition, options: () => getCurrentPosition.mock.calls[0]?.[2] ?? undefined };
}

describe('near me', () => {
  it('rounds the position to one decimal (SPEC §2.5)', () => {
    expect(nearMeCoordinates({ latitude: 30.7512, longitude: -98.6789 })).toEqual({ lat: 30.8, long: -98.7 });
    expect(nearMeCoordinates({ latitude: 44.04, longitude: -0.04 })).toEqual({ lat: 44, long: 0 });
  });

  it("answers the browser's position, rounded", async () => {
    const geolocation = source({ lat: 35.0449, long: -106.6504 });
    await expect(locateVisitor(geolocation)).resolves.toEqual({ ok: true, lat: 35, long: -106.7 });
    expect(geolocation.options()).toMatchObject({ enableHighAccuracy: false });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [9, 'unavailable'],
  ] as const)('explains geolocation error %i as %s', async (code, reason) => {
    await expect(locateVisitor(source({ code }))).resolves.toEqual({ ok: false, reason });
  });

  it('says so when the browser has no geolocation, or refuses outright', async () => {
    await expect(locateVisitor(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
    await expect(locateVisitor(source('throws'))).resolves.toEqual({ ok: false, reason: 'denied' });
  });
});
