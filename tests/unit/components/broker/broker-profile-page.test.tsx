// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BrokerProfilePage } from '@/components/broker/broker-profile-page';
import type { BrokerProfile } from '@/lib/brokers';
import { listingVideo } from '@/lib/listings/media';
import { brandOf, type SiteBrandKey } from '../render-with-brand';
import { renderServer, serverBrand } from '../render-server';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);

const office: BrokerProfile = {
  accountId: 1, contactName: 'Laura Moore', companyName: 'Whitetail Vermont Properties', memberType: 'Broker', portraitDocumentId: 11,
  phone: '(302) 834-5818', alcCertified: true, alcAdvancedCertified: false, city: 'West Topsham', stateAbbreviation: 'VT', stateName: 'Vermont',
  stateSlug: 'vermont', listingCount: 24, accountType: 51, address1: '12 Elm St', address2: null, zip: '05086', officePhone: '(302) 834-5818',
  preferredPhone: null, licenseNumber: 'VT-322655', description: 'Laura Moore sells land.\n\nLicensed in Vermont.',
  websiteUrl: 'www.whitetail.example.com', logoDocumentId: null, isActive: true, isSeller: true, memberSince: '2018-03-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z', parent: null,
  stats: { activeCount: 24, acresMin: 4.03, acresMax: 821.69, priceMin: 30_000, priceMax: 2_310_000, states: ['VT', 'CT'] },
  agents: [{ accountId: 2, contactName: 'Mark Stewart', companyName: 'Whitetail Vermont Properties', memberType: 'Agent', portraitDocumentId: null, phone: null,
    alcCertified: false, alcAdvancedCertified: false, city: 'Swanton', stateAbbreviation: 'VT', stateName: 'Vermont', stateSlug: 'vermont', listingCount: 5 }],
  video: null, awards: [],
};

async function renderProfile(key: SiteBrandKey, profile: BrokerProfile) {
  serverBrand.key = key;
  await renderServer(key, await BrokerProfilePage({ brand: brandOf(key), profile, listings: [] }));
}

describe('broker profile page', () => {
  it('shows who the broker is, the listing statistics and a corporate office\'s agents, with links in the brand\'s dialect', async () => {
    await renderProfile('farm', office);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Laura Moore');
    expect(screen.getByText('Member since 2018')).toBeInTheDocument();
    expect(screen.getByText('License VT-322655')).toBeInTheDocument();
    expect(screen.getByTestId('alc-badge')).toHaveTextContent('Accredited Land Consultant (ALC)');
    expect(screen.getByText('Licensed in Vermont.')).toBeInTheDocument();
    const stats = screen.getByTestId('broker-stats');
    expect(within(stats).getByText('4 – 822 acres')).toBeInTheDocument();
    expect(within(stats).getByText('VT, CT')).toBeInTheDocument();
    expect(within(stats).getByRole('link', { name: 'See all 24 listings' })).toHaveAttribute('href', '/broker/laura-moore-1/land/');
    const agents = screen.getByTestId('office-agents');
    expect(within(agents).getByRole('heading', { level: 2 })).toHaveTextContent('1 agent at Whitetail Vermont Properties');
    expect(within(agents).getByRole('link', { name: 'Mark Stewart' })).toHaveAttribute('href', '/broker/mark-stewart-2/');
    expect(screen.getAllByRole('link', { name: 'Website of Laura Moore (opens in a new tab)' })[0]).toHaveAttribute('href', expect.stringContaining('utm_source=network'));
    expect(screen.queryByTestId('inactive-broker')).toBeNull();
  });

  it('shows an inactive broker\'s screen with a search of its state, and no way to contact or list', async () => {
    await renderProfile('land', { ...office, isActive: false, agents: [] });
    const screenBlock = screen.getByTestId('inactive-broker');
    expect(within(screenBlock).getByRole('link', { name: 'Search land for sale in Vermont' })).toHaveAttribute('href', '/vermont-land-for-sale/');
    expect(screen.queryByTestId('broker-phone')).toBeNull();
    expect(within(screen.getByTestId('broker-stats')).queryByRole('link')).toBeNull();
  });

  it('shows the awards and the video (no player before Play) after About; an inactive broker keeps the awards, not the video', async () => {
    const showcase = { video: listingVideo('https://vimeo.com/123456789'), awards: [{ title: 'APEX Top Producer', issuer: 'REALTORS Land Institute', year: 2024 }] };
    await renderProfile('land', { ...office, ...showcase });
    expect(screen.getByTestId('broker-awards')).toHaveTextContent('APEX Top Producer REALTORS Land Institute · 2024');
    expect(within(screen.getByTestId('broker-video')).getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await renderProfile('land', { ...office, ...showcase, isActive: false });
    expect(screen.getByTestId('broker-awards')).toBeInTheDocument();
    expect(screen.queryByTestId('broker-video')).toBeNull();
  });

  it('shows the office: logo, street address and the office phone behind its own reveal when it is not the phone offered above', async () => {
    await renderProfile('land', { ...office, logoDocumentId: 12, address2: 'Suite 4', preferredPhone: '(802) 555-0142' });
    const card = screen.getByTestId('broker-office');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Office');
    expect(within(card).getByRole('img', { name: 'Whitetail Vermont Properties logo' })).toHaveAttribute('src', '/resizedimages/80/160/inside/80/webp/1-12');
    expect([...card.querySelectorAll('address > span')].map((line) => line.textContent)).toEqual(['Whitetail Vermont Properties', '12 Elm St', 'Suite 4', 'West Topsham, VT 05086']);
    expect(within(card).getByRole('button', { name: 'Show office phone' })).toBeInTheDocument();
    // The preferred phone stays the one under the name and in the side column.
    expect(screen.getAllByRole('button', { name: 'Show phone' })).toHaveLength(2);
  });

  it('offers no second phone when the office phone is the one shown, none to an inactive broker, and no office block without its facts', async () => {
    await renderProfile('land', office);
    expect(within(screen.getByTestId('broker-office')).queryByRole('button')).toBeNull();
    await renderProfile('land', { ...office, preferredPhone: '(802) 555-0142', isActive: false });
    expect(within(screen.getByTestId('broker-office')).queryByRole('button')).toBeNull();
    await renderProfile('land', { ...office, address1: null, zip: null, logoDocumentId: null });
    expect(screen.queryByTestId('broker-office')).toBeNull();
  });

  it('describes the broker to search engines as a RealEstateAgent', async () => {
    await renderProfile('rec', office);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'RealEstateAgent', name: 'Laura Moore', address: { addressRegion: 'VT' } });
  });
});
