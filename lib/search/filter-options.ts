import { activityNames, type ActivityName, MarketStatus, type MarketStatusId, propertyTypes, type PropertyTypeId, SaleType, type SaleTypeId } from '@/lib/domain';
import type { EnumLabels } from '@/lib/i18n/labels';

// The choices of the search filters, each with the brand's label (lib/i18n/labels.ts). The sale group
// holds two criteria: sale type (transactionTypes) and market status (marketStatuses). Their labels
// differ ("Traditional Sale" is a sale type, "For Sale" the available status, SPEC §3), so the group
// never shows "For sale" and "For Sale" side by side.

export interface FilterOption<V> {
  value: V;
  label: string;
}

export interface FilterOptions {
  propertyTypes: FilterOption<PropertyTypeId>[];
  activities: FilterOption<ActivityName>[];
  saleTypes: FilterOption<SaleTypeId>[];
  marketStatuses: FilterOption<MarketStatusId>[];
}

export function filterOptions(labels: EnumLabels): FilterOptions {
  return {
    propertyTypes: propertyTypes.map((t) => ({ value: t.id, label: labels.propertyType(t.id) })),
    activities: activityNames.map((name) => ({ value: name, label: labels.activity(name) })),
    saleTypes: Object.values(SaleType).map((id) => ({ value: id, label: labels.saleType(id) })),
    marketStatuses: Object.values(MarketStatus).map((id) => ({ value: id, label: labels.marketStatus(id) })),
  };
}
