// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerProfilePage } from '@/components/broker/broker-profile-page';
import type { BrokerProfile } from '@/lib/brokers';
import { brokerContact } from '@/lib/leads/broker-contact';
import { brandOf, type SiteBrandKey } from '../render-with-brand';
import { renderServer, serverBrand } from '../render-server';
import { activeBroker as broker } from './broker-fixture';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);

// How a broker profile offers contact (SPEC §3 lead source 'broker profile') and the phone, by the
// broker's state: the page as the server renders it. The flows are in broker-contact-flow.test.tsx.

async function renderProfile(key: SiteBrandKey, profile: BrokerProfile) {
  serverBrand.key = key;
  await renderServer(key, await BrokerProfilePage({ brand: brandOf(key), profile, listings: [] }));
}

afterEach(cleanup);

describe('the contact controls of a broker profile', () => {
  it('offers an active broker "Contact {name}", the phone behind "Show phone" and the website, under the name and in the side column', async () => {
    await renderProfile('farm', broker);
    expect(screen.getAllByRole('button', { name: 'Contact Laura Moore' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Show phone' })).toHaveLength(2);
    expect(screen.queryByText('(302) 834-5818')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Website of Laura Moore (opens in a new tab)' })[0]).toHaveAttribute('href', expect.stringContaining('utm_source=network'));
  });

  it('offers an inactive broker no contact button, phone or website', async () => {
    await renderProfile('land', { ...broker, isActive: false });
    expect(screen.getByTestId('inactive-broker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Laura Moore' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show phone' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Website of/ })).toBeNull();
    expect(brokerContact(brandOf('land'), { ...broker, isActive: false })).toBeNull();
  });
});
