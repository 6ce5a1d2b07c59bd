// Public surface of lib/navigation: every internal link the chrome renders is built here (browser-safe).
export * from './links';
export * from './named-routes';
export * from './search-route';
export * from './menu-items';
export * from './menus';
export * from './header-model';
export * from './error-redirect';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';
