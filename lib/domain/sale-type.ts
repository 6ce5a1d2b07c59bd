// SPEC §3 enumerations: sale type codes.
export const SaleType = {
  SALE: 1,
  AUCTION: 2,
} as const;
export type SaleTypeKey = keyof typeof SaleType;
export type SaleTypeId = (typeof SaleType)[SaleTypeKey];
