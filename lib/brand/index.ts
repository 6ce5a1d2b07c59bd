export * from './schema';
export { allBrands, siteBrands, siteBrand, brandBySiteId } from './registry';
export { BrandConfigError, loadBrands, parseBrandFile } from './load-brands';
export { resolveBrand, brandForHost, normalizeHost, hostOverridesFromEnv } from './host';
export { brandOrigin } from './origin';
export { hostRules, requestBrand, selectRequestBrand, BRAND_COOKIE, BRAND_QUERY } from './request-brand';
export { loadMessages } from './messages';
export { themeStyle } from './theme-style';
