import { type ActivityName, marketStatusKey, type MarketStatusId, propertyTypeById, type PropertyTypeId, saleTypeKey, type SaleTypeId } from '@/lib/domain';
import type { Translate } from './translate';

// Labels of the SPEC §3 enumerations come from the brand's messages, one namespace each, never from a
// copy in lib/domain: a brand overrides a label once and every screen shows it (rec's beachfront type
// is "Oceanfront Property", SPEC §3).

/** The message namespaces these labels read; client components that show labels need them. */
export const labelNamespaces = ['propertyTypes', 'activities', 'saleTypes', 'marketStatuses'] as const;

export interface EnumLabels {
  /** Plural, as in menus and headings: "Hunting Property", "Farms". */
  propertyType(id: PropertyTypeId): string;
  activity(name: ActivityName): string;
  saleType(id: SaleTypeId): string;
  marketStatus(id: MarketStatusId): string;
}

function keyOf(key: string | undefined, id: number, kind: string): string {
  if (!key) throw new RangeError(`no ${kind} ${id}`);
  return key;
}

export function enumLabels(t: Translate): EnumLabels {
  return {
    propertyType: (id) => t(`propertyTypes.${keyOf(propertyTypeById(id)?.key, id, 'property type')}`),
    activity: (name) => t(`activities.${name}`),
    saleType: (id) => t(`saleTypes.${keyOf(saleTypeKey(id), id, 'sale type')}`),
    marketStatus: (id) => t(`marketStatuses.${keyOf(marketStatusKey(id), id, 'market status')}`),
  };
}
