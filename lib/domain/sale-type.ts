// SPEC §3 enumerations: sale type codes. Labels are copy: messages `saleTypes.<KEY>`.
export const SaleType = {
  SALE: 1,
  AUCTION: 2,
} as const;
export type SaleTypeKey = keyof typeof SaleType;
export type SaleTypeId = (typeof SaleType)[SaleTypeKey];

export const saleTypeKeys = Object.keys(SaleType) as SaleTypeKey[];

/** The key of a sale type code (its message key), undefined for a code SPEC does not define. */
export function saleTypeKey(id: number): SaleTypeKey | undefined {
  return saleTypeKeys.find((key) => SaleType[key] === id);
}
