// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapMarkerPopup } from '@/components/search/map-marker-popup';
import type { MapMarker } from '@/lib/map';
import messages from '@/messages/en.json';

afterEach(cleanup);

const marker: MapMarker = {
  id: 4242,
  latitude: 30.75,
  longitude: -98.68,
  levelClass: 'gold',
  priceLabel: '$1,250,000',
  acresLabel: '310 acres',
  title: 'Hill Country ranch on the Llano River',
  href: '/property/llano-county-tx/4242/',
  imageSrc: '/resizedimages/160/210/cover/80/webp/1-77',
};

describe('map popup placard', () => {
  it('shows the photo at the map size, price, acres and a link to the listing', () => {
    render(<MapMarkerPopup marker={marker} labels={messages.map} onParcelView={vi.fn()} />);
    expect(screen.getByText('$1,250,000')).toBeInTheDocument();
    expect(screen.getByText('310 acres')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View listing: Hill Country ranch on the Llano River' });
    expect(link).toHaveAttribute('href', '/property/llano-county-tx/4242/');
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', marker.imageSrc);
    expect(image).toHaveAttribute('width', '210');
    expect(image).toHaveAttribute('height', '160');
  });

  it('opens the parcel view from a labelled button', async () => {
    const user = userEvent.setup();
    const onParcelView = vi.fn();
    render(<MapMarkerPopup marker={{ ...marker, imageSrc: null }} labels={messages.map} onParcelView={onParcelView} />);
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Parcel view' }));
    expect(onParcelView).toHaveBeenCalledOnce();
  });
});
