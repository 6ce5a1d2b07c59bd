// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrokerAwards } from '@/components/broker/broker-awards';
import type { BrokerAward } from '@/lib/brokers';
import { renderWithBrand } from '../render-with-brand';

const awards: BrokerAward[] = [
  { title: 'APEX Top Producer', issuer: 'REALTORS Land Institute', year: 2024 },
  { title: 'REALTOR of the Year', issuer: 'Texas Association of REALTORS', year: 2019 },
  { title: 'Hall of Fame', issuer: null, year: 2016 },
  { title: 'Land Broker of the Year', issuer: 'Texas Chapter, REALTORS Land Institute', year: null },
];

afterEach(cleanup);

describe('BrokerAwards', () => {
  it('lists each award with its title, issuer and year, in the order read (newest first)', () => {
    renderWithBrand('land', <BrokerAwards awards={awards} />);
    const block = screen.getByRole('region', { name: 'Awards and honors' });
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'APEX Top Producer REALTORS Land Institute · 2024',
      'REALTOR of the Year Texas Association of REALTORS · 2019',
      'Hall of Fame 2016',
      'Land Broker of the Year Texas Chapter, REALTORS Land Institute',
    ]);
    expect(within(items[0] as HTMLElement).getByText('2024').tagName).toBe('TIME');
  });

  it('is left out when the broker lists no awards', () => {
    const { container } = renderWithBrand('farm', <BrokerAwards awards={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
