import { describe, expect, it } from 'vitest';
import { activityNames } from '@/lib/domain/activity';
import { MarketStatus } from '@/lib/domain/market-status';
import { PropertyType, propertyTypes } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import { enumLabels } from '@/lib/i18n/labels';
import { filterOptions } from '@/lib/search/filter-options';
import { brandTranslate } from './brand-translate';

const brands = ['land', 'farm', 'rec'] as const;

describe('enumeration labels come from the brand messages', () => {
  it('labels beachfront Oceanfront on rec only (SPEC §3)', () => {
    expect(enumLabels(brandTranslate('rec')).propertyType(PropertyType.BEACHFRONT)).toBe('Oceanfront Property');
    expect(enumLabels(brandTranslate('land')).propertyType(PropertyType.BEACHFRONT)).toBe('Beachfront Property');
    expect(enumLabels(brandTranslate('farm')).propertyType(PropertyType.HUNTING)).toBe('Hunting Property');
  });

  it('writes activities as words, not slugs', () => {
    const labels = enumLabels(brandTranslate('land'));
    expect(labels.activity('off-roading')).toBe('Off-roading');
    expect(labels.activity('horseback-riding')).toBe('Horseback riding');
    expect(labels.activity('aquatic-sporting')).toBe('Aquatic sporting');
    expect(labels.activity('rving')).toBe('RVing');
    for (const name of activityNames) expect(labels.activity(name)).not.toMatch(/ \/ |^[a-z]|-[a-z]+-/);
  });

  it('has a label for every code, on every brand', () => {
    for (const brand of brands) {
      const labels = enumLabels(brandTranslate(brand));
      for (const type of propertyTypes) expect(labels.propertyType(type.id)).not.toContain('propertyTypes.');
      for (const id of Object.values(MarketStatus)) expect(labels.marketStatus(id)).not.toContain('marketStatuses.');
      for (const id of Object.values(SaleType)) expect(labels.saleType(id)).not.toContain('saleTypes.');
    }
    expect(enumLabels(brandTranslate('land')).marketStatus(MarketStatus.AVAILABLE)).toBe('For Sale');
  });
});

describe('filterOptions', () => {
  it.each(brands)('never offers the same label twice in the sale group on %s', (brand) => {
    const { saleTypes, marketStatuses } = filterOptions(enumLabels(brandTranslate(brand)));
    expect(saleTypes.map((o) => o.value)).toEqual([SaleType.SALE, SaleType.AUCTION]);
    expect(marketStatuses).toHaveLength(4);
    const labels = [...saleTypes, ...marketStatuses].map((o) => o.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('lists every property type and activity with its brand label', () => {
    const options = filterOptions(enumLabels(brandTranslate('rec')));
    expect(options.propertyTypes).toHaveLength(propertyTypes.length);
    expect(options.propertyTypes.find((o) => o.value === PropertyType.BEACHFRONT)?.label).toBe('Oceanfront Property');
    expect(options.activities.map((o) => o.value)).toEqual([...activityNames]);
  });
});
