// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearMeButton } from '@/components/search/near-me-button';
import type { PositionSource } from '@/lib/map';
import messages from '@/messages/en.json';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Callbacks = { success: PositionCallback; failure: PositionErrorCallback | null | undefined };

/** A geolocation whose answer the test gives when it likes. */
function pendingGeolocation() {
  let callbacks: Callbacks | null = null;
  const geolocation: PositionSource = {
    getCurrentPosition: (success, failure) => {
      callbacks = { success, failure };
    },
  };
  return {
    geolocation,
    succeed: (latitude: number, longitude: number) => callbacks?.success({ coords: { latitude, longitude }, timestamp: 0 } as GeolocationPosition),
    fail: (code: number) => callbacks?.failure?.({ code, message: '' } as GeolocationPositionError),
  };
}

describe('near-me button', () => {
  it('searches near the visitor with the position rounded to one decimal', async () => {
    const user = userEvent.setup();
    const onLocated = vi.fn();
    const browser = pendingGeolocation();
    render(<NearMeButton labels={messages.map} onLocated={onLocated} geolocation={browser.geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeDisabled();
    browser.succeed(30.7512, -98.6789);
    await screen.findByRole('button', { name: 'Near me' });
    expect(onLocated).toHaveBeenCalledExactlyOnceWith(30.8, -98.7);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('says in words that location access is blocked, tied to the button', async () => {
    const user = userEvent.setup();
    const onLocated = vi.fn();
    const browser = pendingGeolocation();
    render(<NearMeButton labels={messages.map} onLocated={onLocated} geolocation={browser.geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    browser.fail(1);
    const alert = await screen.findByText(/Location access is blocked/);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Near me' })).toHaveAccessibleDescription(/Location access is blocked/);
    expect(onLocated).not.toHaveBeenCalled();
  });

  it('explains a browser without geolocation', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', {});
    render(<NearMeButton labels={messages.map} onLocated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot share your location.');
  });
});
