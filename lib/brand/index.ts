// The browser-safe face of lib/brand: the brand file's schema and types, host and origin rules, the
// theme (colours, fonts, contrast) and site restrictions. Nothing here reads files or the environment.
// What needs the server (the loaded brand files, messages, the request's brand, metadata, assets) is in
// './server'.
export * from './schema';
export * from './host';
export * from './origin';
export * from './theme-style';
export * from './fonts';
export * from './contrast';
export * from './site-restriction';
export * from './asset-content-type';
