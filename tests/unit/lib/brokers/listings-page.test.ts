import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/server';
import { brokerListingsPage } from '@/lib/brokers/server';
import type { RouteOf } from '@/lib/routing';
import { defaultCriteria } from '@/lib/search/criteria';

// What a broker listings URL gets once its account is read: the page, a redirect or the 404.

const farm = siteBrand('farm');
if (!farm) throw new Error('no farm brand');
const jane = { accountId: 55, contactName: 'Jane Q. Doe', companyName: 'Hill Country Land Co.', isSeller: true, isActive: true };
const route = (name: string, page = 0): RouteOf<'broker-listings'> => ({ kind: 'broker-listings', id: 55, name, sort: 'sort-price-low', page });

describe('brokerListingsPage', () => {
  it('renders the broker\'s listings with the query\'s filters, and knows its own canonical URL', () => {
    expect(brokerListingsPage(farm, route('jane-doe', 1), 'acresMin=40&priceMax=500000', jane)).toEqual({
      action: 'render',
      broker: { id: 55, name: 'jane-doe' },
      criteria: defaultCriteria({ brokerId: 55, sortOrderId: 4, pageIndex: 1, acresMin: 40, priceMax: 500_000 }),
      href: '/broker/jane-doe-55/land/sort-price-low/page-1/?acresMin=40&priceMax=500000',
    });
  });

  it('redirects a wrong name slug permanently to the account\'s own, keeping sort, page and query', () => {
    expect(brokerListingsPage(farm, route('seller', 2), 'priceMax=5', jane)).toEqual({ action: 'redirect', permanent: true, href: '/broker/jane-doe-55/land/sort-price-low/page-2/?priceMax=5' });
  });

  it('redirects an inactive broker\'s listings permanently to the profile', () => {
    expect(brokerListingsPage(farm, route('jane-doe'), 'priceMax=5', { ...jane, isActive: false })).toEqual({ action: 'redirect', permanent: true, href: '/broker/jane-doe-55/' });
  });

  it('redirects to the URL without invalid parameters, as a search page does (not permanently)', () => {
    expect(brokerListingsPage(farm, route('jane-doe'), 'priceMin=abc&acresMin=10&brokerId=9', jane)).toEqual({ action: 'redirect', permanent: false, href: '/broker/jane-doe-55/land/sort-price-low/?acresMin=10' });
  });

  it('is the 404 for no route, an unknown account, or an account that sells nothing', () => {
    expect(brokerListingsPage(farm, null, '', jane)).toEqual({ action: 'not-found' });
    expect(brokerListingsPage(farm, route('jane-doe'), '', null)).toEqual({ action: 'not-found' });
    expect(brokerListingsPage(farm, route('jane-doe'), '', { ...jane, isSeller: false })).toEqual({ action: 'not-found' });
  });
});
