export * from './schema';
export { allBrands, siteBrands, siteBrand, brandBySiteId } from './registry';
export { BrandConfigError, loadBrands, parseBrandFile } from './load-brands';
export { selectBrand, normalizeHost, hostOverridesFromEnv } from './host';
export { selectRequestBrand, appEnvironment, BRAND_HEADER, BRAND_COOKIE, BRAND_QUERY } from './request-brand';
export { loadMessages } from './messages';
export { themeStyle } from './theme-style';
