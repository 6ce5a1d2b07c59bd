// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BrokerVideo } from '@/components/broker/broker-video';
import { listingVideo } from '@/lib/listings/media';
import { renderWithBrand } from '../render-with-brand';

const youtube = listingVideo('https://www.youtube.com/watch?v=uA_q2yETEcs');
const vimeo = listingVideo('https://vimeo.com/123456789');

afterEach(cleanup);

describe('BrokerVideo', () => {
  it('shows a Play button and no player until it is pressed, then the YouTube nocookie player', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <BrokerVideo video={youtube} name="Laura Moore" />);
    const block = screen.getByRole('region', { name: 'Video from Laura Moore' });
    expect(block.querySelector('iframe')).toBeNull();
    await user.click(within(block).getByRole('button', { name: 'Play video' }));
    const frame = within(block).getByTitle('Video of Laura Moore');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/uA_q2yETEcs?autoplay=1&playsinline=1');
    expect(frame).toHaveFocus();
  });

  it('plays a Vimeo video on the Vimeo player, also only after Play', async () => {
    const user = userEvent.setup();
    renderWithBrand('rec', <BrokerVideo video={vimeo} name="Mark Stewart" />);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByTitle('Video of Mark Stewart')).toHaveAttribute('src', 'https://player.vimeo.com/video/123456789?autoplay=1');
  });

  it('is left out when the broker has no video', () => {
    const { container } = renderWithBrand('farm', <BrokerVideo video={null} name="Laura Moore" />);
    expect(container).toBeEmptyDOMElement();
  });
});
